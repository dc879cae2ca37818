import { fromAgencyWallClock } from "#contracts/agency-clock.ts";
import type { ArticleLanguage } from "#contracts/article-schema.ts";
import { type Message, msg } from "#contracts/messages/message.ts";
import {
  type SanitizerSettings,
  sanitizeArticleHtml,
} from "#server/articles/sanitize-article-html.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";
import type { WxrItem } from "./read-wxr.ts";

/** The lengths an article keeps (contracts/article-schema.ts, article-api-input.ts). */
const TITLE_MAX = 200;
const EXCERPT_MAX = 500;
const CATEGORY_MAX = 60;
const CATEGORIES_MAX = 10;

/** An attachment of the export: what a featured image or a gallery points at. */
export type WxrAttachment = { id: number; url: string; alt: string; parentId: number | null };

export const attachmentOf = (item: WxrItem): WxrAttachment => ({
  id: item.postId,
  url: item.attachmentUrl,
  alt: item.alt,
  parentId: item.parentId,
});

export type ConvertContext = {
  /** The export's attachments by id. */
  attachments: ReadonlyMap<number, WxrAttachment>;
  /** The edition staff chose, for posts without a Polylang or WPML marker. */
  language: ArticleLanguage;
  now: Date;
};

/** Why an item is not imported: counted in the report. */
export type SkipReason = "page" | "attachment" | "menu" | "trash" | "other";

/** An image the article shows: the URL in the export and its alt text. */
export type ImportImage = { url: string; alt: string };

/** A post made ready to become an article; `body` still has the export's image URLs. */
export type ConvertedPost = {
  wpId: number;
  guid: string;
  link: string;
  /** WordPress's slug and local date (YYYY-MM-DD): the old permalink shapes are built from them. */
  slug: string;
  localDay: string;
  language: ArticleLanguage;
  title: string;
  excerpt: string;
  body: string;
  status: "published" | "draft";
  publishedAt: string | undefined;
  scheduled: boolean;
  categories: string[];
  /** Category and tag slugs (nicename) as WordPress addressed their archives. */
  archives: { kind: "category" | "tag"; slug: string; name: string }[];
  /** dc:creator: the author's login, matched to a channel author's email. */
  creator: string;
  cover: ImportImage | null;
  images: ImportImage[];
  problems: Message[];
};

export type Conversion =
  | { kind: "article"; post: ConvertedPost }
  | { kind: "skipped"; wpId: number; postType: string; reason: SkipReason };

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

/** Text from WordPress's stored HTML entities (titles keep `&amp;`, `&#8217;` and the like). */
export function decodeEntities(text: string) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === "#") {
      const point =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** Plain text of some HTML: tags out, entities decoded, spaces collapsed. */
const plainText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

const attributePattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s'"\]]+))/g;

/** A shortcode's attributes (`ids="1,2"` → {ids: "1,2"}). */
export function readShortcodeAttributes(text: string) {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(attributePattern)) {
    attributes[name.toLowerCase()] = double ?? single ?? bare ?? "";
  }
  return attributes;
}

/**
 * Gutenberg's block comments out, their HTML kept. A self-closing block (`<!-- wp:latest-posts /-->`)
 * was built by WordPress on each view and has no HTML here: it is reported by name.
 */
export function stripBlockComments(html: string, problems: Message[]) {
  return html
    .replace(
      /<!--\s*wp:([a-z][\w-]*\/)?([a-z][\w-]*)(?:\s+\{[\s\S]*?\})?\s*\/-->/gi,
      (_match, namespace: string | undefined, name: string) => {
        if (name !== "more" && name !== "nextpage" && name !== "spacer") {
          report(problems, msg("wpBlockRemoved", `${namespace ?? ""}${name}`));
        }
        return "";
      },
    )
    .replace(/<!--\s*\/?wp:[a-z][\w/-]*(?:\s+\{[\s\S]*?\})?\s*-->/gi, "")
    .replace(/<!--(?:more|nextpage|noteaser)[^>]*-->/gi, "");
}

function report(problems: Message[], problem: Message) {
  if (!problems.includes(problem)) problems.push(problem);
}

const figure = (image: ImportImage, caption = "") =>
  `<figure><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}">${
    caption ? `<figcaption>${caption}</figcaption>` : ""
  }</figure>`;

/** `[caption]<a><img></a> Text[/caption]` → a figure with its caption. */
function captionFigure(attributes: Record<string, string>, inner: string) {
  const image = /(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?/i.exec(inner);
  if (!image) return inner;
  const caption = (attributes.caption ?? inner.replace(image[0], "")).trim();
  return `<figure>${image[0]}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
}

/** `[gallery ids="…"]` (or, without ids, the post's own attachments) → one figure per image. */
function galleryFigures(
  attributes: Record<string, string>,
  postId: number,
  context: ConvertContext,
  problems: Message[],
) {
  const listed = (attributes.ids ?? attributes.include ?? "")
    .split(",")
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const ids = listed.length
    ? listed
    : [...context.attachments.values()]
        .filter((attachment) => attachment.parentId === postId)
        .map((attachment) => attachment.id);
  return ids
    .map((id) => {
      const attachment = context.attachments.get(id);
      if (!attachment?.url) {
        report(problems, msg("wpGalleryImageMissing", id));
        return "";
      }
      return figure({ url: attachment.url, alt: attachment.alt });
    })
    .join("");
}

const link = (url: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;

/** Names WordPress and common plugins register, shown as shortcodes even when bare (`[toc]`). */
const KNOWN_SHORTCODES = new Set([
  "audio",
  "video",
  "playlist",
  "toc",
  "contact",
  "gravityform",
  "wpforms",
  "ninja_form",
  "instagram",
  "tweet",
  "youtube",
  "soundcloud",
  "googlemaps",
  "products",
  "product",
  "button",
  "row",
  "column",
  "columns",
  "tabs",
  "tab",
  "accordion",
  "box",
  "quote",
]);

/**
 * Every shortcode made plain HTML: [caption], [gallery] and [embed] become figures and links;
 * any other is removed (its enclosed text kept) and reported by name, never shown raw.
 * `[[name]]` is WordPress's way to write a shortcode as text and stays `[name]`; a bare
 * `[word]` without attributes, closing tag or a known name is ordinary text ("[sic]").
 */
export function expandShortcodes(
  html: string,
  postId: number,
  context: ConvertContext,
  problems: Message[],
): string {
  return html.replace(
    /\[(\[?)([a-zA-Z][\w-]*)((?:\s[^[\]]*?)?)(\/?)\](?:([\s\S]*?)\[\/\2\])?(\]?)/g,
    (
      match,
      openEscape: string,
      rawName: string,
      rawAttributes: string,
      selfClosing: string,
      inner: string | undefined,
      closeEscape: string,
    ) => {
      if (openEscape && closeEscape) return match.slice(1, -1);
      const name = rawName.toLowerCase();
      const attributes = readShortcodeAttributes(rawAttributes);
      const enclosed = inner === undefined ? "" : inner;
      const [head, tail] = [openEscape, closeEscape];
      if (name === "caption" || name === "wp_caption") {
        return head + captionFigure(attributes, enclosed) + tail;
      }
      if (name === "gallery")
        return head + galleryFigures(attributes, postId, context, problems) + tail;
      if (name === "embed") {
        const url = (enclosed || attributes.src || "").trim();
        return head + (/^https?:\/\/\S+$/.test(url) ? link(url) : "") + tail;
      }
      const looksLikeShortcode =
        inner !== undefined ||
        rawAttributes.trim() !== "" ||
        selfClosing !== "" ||
        /[-_]/.test(name) ||
        KNOWN_SHORTCODES.has(name);
      if (!looksLikeShortcode) return match;
      report(problems, msg("wpShortcodeRemoved", name));
      return head + expandShortcodes(enclosed, postId, context, problems) + tail;
    },
  );
}

/** A line holding only a web address (WordPress embeds it; here: a link the sanitizer judges). */
export const linkBareUrls = (html: string) =>
  html.replace(
    /^([ \t]*)(https?:\/\/[^\s<>"']+)[ \t]*$/gm,
    (_line, indent: string, url: string) => `${indent}${link(url)}`,
  );

const BLOCK_TAGS =
  "address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul|iframe|form|fieldset|details|summary|caption|colgroup|col";
const blockStart = new RegExp(`(<(?:${BLOCK_TAGS})(?=[\\s/>]))`, "gi");
const blockEnd = new RegExp(`(</(?:${BLOCK_TAGS})>)`, "gi");
const startsWithBlock = new RegExp(`^</?(?:${BLOCK_TAGS})(?=[\\s/>])`, "i");
/** Blocks whose text gets paragraphs of its own (a quote's lines), unlike a list item's. */
const CONTAINER_TAGS = "blockquote|div|section|article|aside|header|footer";
const containerStart = new RegExp(`(<(?:${CONTAINER_TAGS})(?:\\s[^>]*)?>)`, "gi");
const containerEnd = new RegExp(`(</(?:${CONTAINER_TAGS})>)`, "gi");

/**
 * WordPress's wpautop for a classic post: a blank line ends a paragraph, a single line break is
 * a <br>, block elements stand on their own, a <pre> is left as it is.
 */
export function addParagraphs(html: string) {
  const kept: string[] = [];
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => {
      kept.push(pre);
      return `<pre data-kept="${kept.length - 1}"></pre>`;
    })
    .replace(blockStart, "\n\n$1")
    .replace(blockEnd, "$1\n\n")
    .replace(containerStart, "$1\n\n")
    .replace(containerEnd, "\n\n$1");
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const pre = /^<pre data-kept="(\d+)"><\/pre>$/.exec(part);
      if (pre) return kept[Number(pre[1])];
      if (startsWithBlock.test(part)) return part;
      return `<p>${part.replace(/\n/g, "<br>\n")}</p>`;
    })
    .join("\n");
}

/** The post's body as HTML the site renders (not yet sanitized: images still point at WordPress). */
export function convertBody(
  content: string,
  postId: number,
  context: ConvertContext,
  problems: Message[],
) {
  const isBlocks = /<!--\s*\/?wp:/.test(content);
  let html = stripBlockComments(content, problems);
  html = expandShortcodes(html, postId, context, problems);
  html = linkBareUrls(html);
  if (!isBlocks) html = addParagraphs(html);
  return html.replace(/<(\/?)h1\b/gi, "<$1h2");
}

/** The images a body shows, in order, each once. */
export function listBodyImages(html: string): ImportImage[] {
  const images = new Map<string, ImportImage>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const url = decodeEntities((src?.[1] ?? src?.[2] ?? "").trim());
    if (!url || images.has(url)) continue;
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    images.set(url, { url, alt: decodeEntities(alt?.[1] ?? alt?.[2] ?? "") });
  }
  return [...images.values()];
}

/** WordPress's language codes (en, en_US, id_ID, in) as an edition, or null for another one. */
export function editionOf(language: string): ArticleLanguage | null {
  const code = language.trim().toLowerCase().split(/[-_]/)[0];
  if (code === "en") return "en";
  if (code === "id" || code === "in") return "id";
  return null;
}

const NO_DATE = /^0000-00-00/;

/** When the post was (or will be) published: post_date_gmt, else post_date in Jakarta time. */
function publishedAtOf(item: WxrItem) {
  const gmt = item.postDateGmt;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(gmt) && !NO_DATE.test(gmt)) {
    const date = new Date(`${gmt.replace(" ", "T")}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(item.postDate) && !NO_DATE.test(item.postDate)) {
    const date = fromAgencyWallClock(item.postDate.replace(" ", "T"));
    if (!Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}

function cut(text: string, max: number, problem: Message, problems: Message[]) {
  if (text.length <= max) return text;
  report(problems, problem);
  return text.slice(0, max).trimEnd();
}

function categoriesOf(item: WxrItem, problems: Message[]) {
  const names = new Map<string, string>();
  const archives: ConvertedPost["archives"] = [];
  for (const term of item.terms) {
    if (term.domain !== "category" && term.domain !== "post_tag") continue;
    const name = decodeEntities(term.name).replace(/\s+/g, " ").trim().slice(0, CATEGORY_MAX);
    if (term.nicename) {
      archives.push({
        kind: term.domain === "category" ? "category" : "tag",
        slug: term.nicename,
        name,
      });
    }
    if (!name || term.nicename === "uncategorized") continue;
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  const categories = [...names.values()];
  if (categories.length > CATEGORIES_MAX)
    report(problems, msg("wpTooManyCategories", CATEGORIES_MAX));
  return { categories: categories.slice(0, CATEGORIES_MAX), archives };
}

const SKIPPED_TYPES: Record<string, SkipReason> = {
  page: "page",
  attachment: "attachment",
  nav_menu_item: "menu",
};

/**
 * One export item as an article to write, or why it is skipped. Nothing hidden on WordPress
 * becomes public: drafts, pending, private and password-protected posts become drafts (reported);
 * a future post stays scheduled (published, dated ahead). Pure: reads nothing, writes nothing.
 */
export function convertPost(item: WxrItem, context: ConvertContext): Conversion {
  const skip = (reason: SkipReason): Conversion => ({
    kind: "skipped",
    wpId: item.postId,
    postType: item.postType,
    reason,
  });
  if (item.postType !== "post") return skip(SKIPPED_TYPES[item.postType] ?? "other");
  if (item.status === "trash" || item.status === "auto-draft") return skip("trash");

  const problems: Message[] = [];
  const published = publishedAtOf(item);
  let status: ConvertedPost["status"] = "draft";
  if (item.password) report(problems, msg("wpPasswordDraft"));
  else if (item.status === "publish" || item.status === "future") status = "published";
  else if (item.status !== "draft") report(problems, msg("wpBecameDraft", item.status || "?"));
  const scheduled = status === "published" && published !== undefined && published > context.now;

  const marked = item.language ? editionOf(item.language) : null;
  if (item.language && !marked) report(problems, msg("wpLanguageUnknown", item.language));
  let slug = item.postName;
  try {
    slug = decodeURIComponent(item.postName);
  } catch {}
  let title = cut(
    decodeEntities(item.title).replace(/\s+/g, " ").trim(),
    TITLE_MAX,
    msg("wpTitleCut", TITLE_MAX),
    problems,
  );
  if (!title) {
    report(problems, msg("wpTitleMissing"));
    title = slug.replace(/-/g, " ").trim() || `#${item.postId}`;
  }
  const excerpt = cut(
    plainText(item.excerpt),
    EXCERPT_MAX,
    msg("wpExcerptCut", EXCERPT_MAX),
    problems,
  );
  const body = convertBody(item.content, item.postId, context, problems);

  let cover: ImportImage | null = null;
  if (item.thumbnailId) {
    const attachment = context.attachments.get(item.thumbnailId);
    if (attachment?.url) cover = { url: attachment.url, alt: attachment.alt };
    else report(problems, msg("wpCoverMissing", item.thumbnailId));
  }
  const { categories, archives } = categoriesOf(item, problems);

  return {
    kind: "article",
    post: {
      wpId: item.postId,
      guid: item.guid,
      link: item.link,
      slug,
      localDay: NO_DATE.test(item.postDate) ? "" : item.postDate.slice(0, 10),
      language: marked ?? context.language,
      title,
      excerpt,
      body,
      status,
      publishedAt: published?.toISOString(),
      scheduled,
      categories,
      archives,
      creator: item.creator,
      cover,
      images: listBodyImages(body),
      problems,
    },
  };
}

/**
 * The body as stored: each image the media library took (`stored`: export URL → its URL there)
 * points there, any other is left out and reported (the sanitizer would drop a foreign image
 * anyway), then the whole passes the article sanitizer. A body the sanitizer cannot take is
 * reported and null.
 */
export function finishBody(
  body: string,
  stored: ReadonlyMap<string, string>,
  sanitizer: SanitizerSettings,
  problems: Message[],
): string | null {
  const withImages = body.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const url = decodeEntities((src?.[1] ?? src?.[2] ?? "").trim());
    const local = stored.get(url);
    if (!local) {
      report(problems, msg("wpImageNotImported", url));
      return "";
    }
    return tag
      .replace(/\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*')/gi, "")
      .replace(/\ssrc\s*=\s*(?:"[^"]*"|'[^']*')/i, ` src="${escapeHtml(local)}"`);
  });
  try {
    return sanitizeArticleHtml(withImages, [], sanitizer)
      .replace(/<figure>\s*<\/figure>/g, "")
      .replace(/<p>\s*<\/p>/g, "");
  } catch {
    report(problems, msg("wpBodyRefused"));
    return null;
  }
}
