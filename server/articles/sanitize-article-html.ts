import sanitizeHtml from "sanitize-html";

const EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"];

let sanitizerEnabled = true;

/**
 * Only for the security suite's CSP-alone run: createAppServices calls it with the
 * TEST_DISABLE_SANITIZER switch, which loadConfig refuses outside NODE_ENV=test.
 */
export function setArticleSanitizerEnabled(enabled: boolean) {
  sanitizerEnabled = enabled;
}

let configuredSiteHosts: string[] = [];

/** The site's own host names (those it answers to), set once at start by createAppServices. */
export function setArticleSiteHosts(hosts: string[]) {
  configuredSiteHosts = hosts.map((host) => host.toLowerCase());
}

const RELATIVE_BASE = "https://relative.invalid/";

/**
 * True for a URL that reaches the site's own API: relative (from any page depth, since a
 * relative URL is resolved against the root here), protocol-relative or absolute to one of
 * the site's hosts. The path is compared decoded, as the router matches it.
 */
export function isSameSiteApiUrl(value: string, siteHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return false;
  }
  const sameSite =
    url.origin === new URL(RELATIVE_BASE).origin || siteHosts.includes(url.hostname.toLowerCase());
  if (!sameSite) return false;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {}
  return /^\/+api(\/|$)/i.test(path);
}

/** Drops an attribute that would make a reader's browser call the site's own API. */
function withoutApiUrl(attribs: sanitizeHtml.Attributes, name: string, siteHosts: string[]) {
  if (attribs[name] === undefined || !isSameSiteApiUrl(attribs[name], siteHosts)) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/**
 * The allowlist every stored article body passes through: no script can survive it, and no
 * image or link that calls the site's own API (a GET there can record a lead or an audit
 * event each time someone opens the article). `siteHosts` adds host names of the request.
 */
export function sanitizeArticleHtml(html: string, siteHosts: string[] = []): string {
  if (!sanitizerEnabled) return html;
  const hosts = [...configuredSiteHosts, ...siteHosts.map((host) => host.toLowerCase())];
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
        const safe = withoutApiUrl(attribs, "href", hosts);
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
        attribs: { ...withoutApiUrl(attribs, "src", hosts), loading: "lazy" },
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
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
