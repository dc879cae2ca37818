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

/** The allowlist every stored article body passes through: no script can survive it. */
export function sanitizeArticleHtml(html: string): string {
  if (!sanitizerEnabled) return html;
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
      a: (tagName, attribs) => ({
        tagName,
        attribs:
          attribs.target === "_blank"
            ? { ...attribs, rel: "noopener noreferrer nofollow" }
            : { ...attribs, rel: attribs.rel ?? "nofollow" },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
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
