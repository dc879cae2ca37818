const URL_ATTRIBUTE = /\b(src|srcset|href|imagesrcset)="([^"]*)"/gi;
const MEDIA_PATH = /(^|,\s*|\s)\/media\//g;

/**
 * With MEDIA_PUBLIC_URL (a CDN in front of /media or the bucket) a page's media addresses
 * point there: every `/media/...` in src, srcset, href and imagesrcset gets the CDN's base.
 * Stored content keeps site-relative addresses, so the CDN can change without a migration.
 */
export function pointMediaAt(html: string, base: string) {
  if (!html.includes("/media/")) return html;
  return html.replace(
    URL_ATTRIBUTE,
    (_attribute, name: string, value: string) =>
      `${name}="${value.replace(MEDIA_PATH, (_match, before: string) => `${before}${base}/media/`)}"`,
  );
}
