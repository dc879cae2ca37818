import { msg } from "./messages/message.ts";
/**
 * What a stored URL may point at: the one rule for cover images, employee photos and the
 * src and href of article bodies. A page fetches an image (img, og:image, preload) with the
 * reader's cookies, so an image on the site itself must be an asset, never a path where a GET
 * does something (the API's exports, the staff screens). A change here is a change of the
 * article sanitizer's rules: bump SANITIZER_VERSION (server/articles/sanitize-article-html.ts).
 */

/** An `<img>`, `<iframe>` or cover: fetched as the page loads. A link: followed on a click. */
export type UrlUse = "asset" | "link";

/** Uploads (/media/...) and the site's own images (/images/...): plain segments, no dots or escapes. */
const ASSET_PATH = /^\/(?:media|images)(?:\/[\w~-][\w.~-]*)+$/;

/** Where a request from a reader's browser acts with the reader's session. */
const ACTING_PATH = /^\/+(?:api|admin)(?:[/\\]|$)/i;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Two bases, because "http:/api" is relative on an http page and absolute on an https one;
 * a URL must be safe from both.
 */
const PLACEHOLDER_HOST = "site.invalid";
const BASES = [`http://${PLACEHOLDER_HOST}/`, `https://${PLACEHOLDER_HOST}/`];

/** The path as the router may read it: decoded (twice-encoded too) and its dot segments resolved. */
function decodePath(path: string): string {
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const slashed = decoded.replace(/\\/g, "/").replace(/^\/+/, "/");
  try {
    return new URL(slashed, BASES[0]).pathname;
  } catch {
    return slashed;
  }
}

/** Whether `resolved` (the URL as a browser resolves it) is allowed for this use. */
function isAllowedTarget(resolved: URL, use: UrlUse, siteHosts: readonly string[]): boolean {
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") {
    return use === "link" && (resolved.protocol === "mailto:" || resolved.protocol === "tel:");
  }
  // "projingga.id." is projingga.id to DNS.
  const host = resolved.hostname.toLowerCase().replace(/\.$/, "");
  const sameSite = host === PLACEHOLDER_HOST || siteHosts.includes(host);
  const acting = ACTING_PATH.test(decodePath(resolved.pathname));
  if (use === "link") return !(sameSite && acting);
  if (sameSite) return ASSET_PATH.test(resolved.pathname);
  // Any host may be one of the site's names that the caller does not know: never /api or /admin.
  return resolved.protocol === "https:" && !acting;
}

/**
 * True when `value` may be stored as an image (`asset`) or a link: an asset is an uploaded or
 * site image path (/media/..., /images/...) or an https address elsewhere; a link is http(s),
 * mailto or tel, a path of the site or a #fragment, but never the site's API or staff screens.
 * Refused whatever the base: scheme-relative (//host), a scheme without "//" ("http:/api"),
 * relative paths ("api/v1", "../api"), backslashes, and whitespace or control characters
 * inside. `siteHosts` names the site's hosts: an absolute URL to one of them is the site's.
 */
export function isAllowedUrl(
  value: string,
  use: UrlUse,
  siteHosts: readonly string[] = [],
): boolean {
  // Browsers strip leading and trailing C0 controls and spaces; anything inside is a trick.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  if (url === "" || /[\u0000-\u0020\u007f\\]/.test(url)) return false;
  if (url.startsWith("#")) return use === "link";
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === "http" || scheme === "https") {
    if (!/^https?:\/\/[^/?#]/i.test(url)) return false;
  } else if (scheme !== undefined) {
    if (use === "asset" || (scheme !== "mailto" && scheme !== "tel")) return false;
  } else if (!url.startsWith("/") || url.startsWith("//")) {
    return false;
  }
  const hosts = siteHosts.map((host) => host.toLowerCase());
  return BASES.every((base) => {
    let resolved: URL;
    try {
      resolved = new URL(url, base);
    } catch {
      return false;
    }
    return isAllowedTarget(resolved, use, hosts);
  });
}

export const ASSET_URL_MESSAGE = msg("url");
