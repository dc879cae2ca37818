import sanitizeHtml from "sanitize-html";
import { isAllowedUrl, type UrlUse } from "#contracts/url-guard.ts";
import { unescapeHtml } from "#server/shared/escape-html.ts";

const EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"];

/**
 * The version of the rules below and of contracts/url-guard.ts. Bump it whenever they change:
 * at the next start, every stored body of an older version passes the sanitizer again
 * (resanitize-stored-articles.ts).
 */
export const SANITIZER_VERSION = 1;

/**
 * AppServices.sanitizer, from config: the site's own host names (those it answers to), and
 * `enabled`, false only for the security suite's CSP-alone run (TEST_DISABLE_SANITIZER, which
 * loadConfig refuses outside NODE_ENV=test).
 */
export type SanitizerSettings = { enabled: boolean; siteHosts: readonly string[] };

/** The version a body sanitized now has passed: none while the sanitizer is switched off. */
export const sanitizerVersionOf = (sanitizer: SanitizerSettings) =>
  sanitizer.enabled ? SANITIZER_VERSION : 0;

/** Drops an attribute whose URL the shared rule (contracts/url-guard.ts) refuses for its use. */
function withAllowedUrl(
  attribs: sanitizeHtml.Attributes,
  name: string,
  use: UrlUse,
  siteHosts: string[],
) {
  if (attribs[name] === undefined || isAllowedUrl(attribs[name], use, siteHosts)) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/**
 * The allowlist every stored article body passes through: no script can survive it, no image
 * or frame that loads anything of the site but its images, and no link to the site's API or
 * staff screens (a GET there can export leads or record an event each time someone opens the
 * article). `siteHosts` adds host names of the request to the configured ones.
 */
export function sanitizeArticleHtml(
  html: string,
  siteHosts: readonly string[] = [],
  sanitizer: SanitizerSettings = { enabled: true, siteHosts: [] },
): string {
  if (!sanitizer.enabled) return html;
  const hosts = [...sanitizer.siteHosts, ...siteHosts];
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "mark",
      "small",
      "sub",
      "sup",
      "a",
      "ul",
      "ol",
      "li",
      "blockquote",
      "code",
      "pre",
      "img",
      "figure",
      "figcaption",
      "table",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
      "caption",
      "iframe",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      iframe: ["src", "title", "width", "height", "allowfullscreen"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
      code: ["class"],
    },
    allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const safe = withAllowedUrl(attribs, "href", "link", hosts);
        return {
          tagName,
          attribs:
            safe.target === "_blank"
              ? { ...safe, rel: "noopener noreferrer nofollow" }
              : { ...safe, rel: safe.rel ?? "nofollow" },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...withAllowedUrl(attribs, "src", "asset", hosts), loading: "lazy" },
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: withAllowedUrl(attribs, "src", "asset", hosts),
      }),
    },
  });
}

/** Plain text of an article body, for search and snippets. */
export function htmlToText(html: string): string {
  // A space after each block keeps words of adjacent paragraphs apart for search.
  const spaced = html.replace(
    /<\/(p|h[1-6]|li|blockquote|pre|td|th|tr|figcaption|caption|div)>|<br\s*\/?>/gi,
    "$& ",
  );
  return unescapeHtml(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}
