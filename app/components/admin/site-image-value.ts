import type { SiteImage } from "#contracts/site-content.ts";

/** An image as a form's hidden fields hold it: its address and size as text, all empty for none. */
export const toImageValue = (image: SiteImage | null | undefined) => ({
  url: image?.url ?? "",
  width: image ? String(image.width) : "",
  height: image ? String(image.height) : "",
});

/** The image a form's hidden url, width and height hold now, if they hold one. */
export function readImageValue(value: unknown): SiteImage | null {
  if (!value || typeof value !== "object") return null;
  const { url, width, height } = value as Record<string, unknown>;
  const w = Number(width);
  const h = Number(height);
  return typeof url === "string" && url && w > 0 && h > 0 ? { url, width: w, height: h } : null;
}
