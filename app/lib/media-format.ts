import type { MediaItem } from "#contracts/media-schema.ts";

/** The smallest stored WebP of an item: what a thumbnail needs. */
export function thumbnailOf(item: Pick<MediaItem, "url" | "widths">) {
  const sized = /^(.*-)\d+\.webp$/.exec(item.url);
  return sized && item.widths.length > 1 ? `${sized[1]}${item.widths[0]}.webp` : item.url;
}

/** Bytes as staff read them: 840 KB, 2.4 MB. */
export function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
