import type { Locale } from "#contracts/locale.ts";

const SEGMENT = "[A-Za-z0-9_-]{1,120}";
/** The public pages a beacon may count (app/routes.ts): the 404 and preview links are not. */
const PUBLIC_PAGE = new RegExp(
  `^(/id)?(/|/clients|/clients/detail|/service|/service/${SEGMENT}|/team|/contact-us|/article|/article/all|/article/${SEGMENT})?/?$`,
);

/** A path this site serves as a public page, normalised (no trailing slash), or null. */
export function toSitePath(path: string): string | null {
  const bare = path.split(/[?#]/)[0];
  if (!PUBLIC_PAGE.test(bare) || bare.includes("//")) return null;
  const trimmed = bare.length > 1 ? bare.replace(/\/$/, "") : bare;
  return trimmed || "/";
}

export const editionOfPath = (path: string): Locale =>
  path === "/id" || path.startsWith("/id/") ? "id" : "en";

/** The service a service page shows (/service/x, /id/service/x), or null. */
export function serviceOfPath(path: string): string | null {
  const match = /^(?:\/id)?\/service\/([A-Za-z0-9_-]+)$/.exec(path);
  return match ? match[1] : null;
}

/** An article page's id (/article/x, /id/article/x; not /article/all), or null. */
export function articleOfPath(path: string): string | null {
  const match = /^(?:\/id)?\/article\/([A-Za-z0-9_-]+)$/.exec(path);
  return match && match[1] !== "all" ? match[1] : null;
}

/** A phone, a tablet or a desk, from the browser's user agent. */
export function deviceOfUserAgent(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}
