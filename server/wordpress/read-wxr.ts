import { Parser } from "htmlparser2";
import { type Message, msg } from "#contracts/messages/message.ts";

/** The largest export the importer reads (issue 41): WordPress's Tools → Export of a big blog. */
export const WXR_MAX_BYTES = 100 * 1024 * 1024;

/** WordPress's export namespace (http://wordpress.org/export/1.0/ … 1.2/). */
const WP_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d/;

/** Why a file is refused as a whole: a clear reason by key, nothing of it is imported. */
export type WxrRefusal = "wxrNotWxr" | "wxrTruncated" | "wxrTooLarge" | "wxrEntities";

/** A file the reader refuses whole; `reason` words it in the reader's language (errorText). */
export class WxrError extends Error {
  readonly refusal: WxrRefusal;
  readonly reason: Message;
  constructor(refusal: WxrRefusal, reason: Message) {
    super(reason);
    this.refusal = refusal;
    this.reason = reason;
  }
}

/** A post's term: `domain` category, post_tag, language (Polylang) or another taxonomy. */
export type WxrTerm = { domain: string; nicename: string; name: string };

/** One `<item>` of the export, as WordPress wrote it (texts decoded, nothing converted). */
export type WxrItem = {
  postId: number;
  guid: string;
  link: string;
  title: string;
  content: string;
  excerpt: string;
  postDate: string;
  postDateGmt: string;
  postName: string;
  status: string;
  password: string;
  postType: string;
  creator: string;
  /** `wp:post_parent`: for an attachment, the post it was uploaded to (a bare [gallery] shows those). */
  parentId: number | null;
  /** Its `wp:comment`s: not imported, counted in the report. */
  commentCount: number;
  terms: WxrTerm[];
  /** `_thumbnail_id`: the attachment that is the post's featured image. */
  thumbnailId: number | null;
  /** An attachment's file address and alt text (`_wp_attachment_image_alt`). */
  attachmentUrl: string;
  alt: string;
  /** Polylang's language term or WPML's `wpml_language` / `_icl_lang_code` meta, if any. */
  language: string | null;
  /** Every postmeta key with its value (the last one when a key repeats). */
  meta: Record<string, string>;
};

/** A channel author (`wp:author`): staff are matched to them by email. */
export type WxrAuthor = { login: string; email: string; displayName: string };

/** What the reader yields, in file order: the site, its authors, then items. */
export type WxrEntry =
  | { kind: "site"; link: string; baseSiteUrl: string; baseBlogUrl: string }
  | { kind: "author"; author: WxrAuthor }
  | { kind: "item"; item: WxrItem };

const emptyItem = (): WxrItem => ({
  postId: 0,
  guid: "",
  link: "",
  title: "",
  content: "",
  excerpt: "",
  postDate: "",
  postDateGmt: "",
  postName: "",
  status: "",
  password: "",
  postType: "",
  creator: "",
  parentId: null,
  commentCount: 0,
  terms: [],
  thumbnailId: null,
  attachmentUrl: "",
  alt: "",
  language: null,
  meta: {},
});

const wholeNumber = (text: string) => {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** Sets an item's field from one of its direct child elements. */
function setItemField(item: WxrItem, name: string, text: string) {
  switch (name) {
    case "wp:post_id":
      item.postId = wholeNumber(text) ?? 0;
      break;
    case "guid":
      item.guid = text.trim();
      break;
    case "link":
      item.link = text.trim();
      break;
    case "title":
      item.title = text;
      break;
    case "content:encoded":
      item.content = text;
      break;
    case "excerpt:encoded":
      item.excerpt = text;
      break;
    case "wp:post_date":
      item.postDate = text.trim();
      break;
    case "wp:post_date_gmt":
      item.postDateGmt = text.trim();
      break;
    case "wp:post_name":
      item.postName = text.trim();
      break;
    case "wp:status":
      item.status = text.trim();
      break;
    case "wp:post_password":
      item.password = text;
      break;
    case "wp:post_type":
      item.postType = text.trim();
      break;
    case "wp:post_parent":
      item.parentId = wholeNumber(text);
      break;
    case "dc:creator":
      item.creator = text.trim();
      break;
    case "wp:attachment_url":
      item.attachmentUrl = text.trim();
      break;
  }
}

function applyMeta(item: WxrItem, key: string, value: string) {
  item.meta[key] = value;
  if (key === "_thumbnail_id") item.thumbnailId = wholeNumber(value);
  if (key === "_wp_attachment_image_alt") item.alt = value;
  if ((key === "wpml_language" || key === "_icl_lang_code") && value.trim()) {
    item.language ??= value.trim();
  }
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

type Options = { maxBytes?: number };

/**
 * Reads a WordPress export (WXR) as it streams in and yields its site, authors and items one at
 * a time, so a 100 MB file never sits in memory as a tree. htmlparser2 in XML mode expands no
 * entity a DOCTYPE declares (an expansion bomb does nothing), and a DOCTYPE that declares any is
 * refused anyway. Refuses with a WxrError: not an export (no <rss> with WordPress's namespace and
 * a <channel>), cut off (elements still open at the end), or larger than `maxBytes`.
 */
export async function* readWxr(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  { maxBytes = WXR_MAX_BYTES }: Options = {},
): AsyncGenerator<WxrEntry> {
  const ready: WxrEntry[] = [];
  const stack: string[] = [];
  let refusal: WxrError | undefined;
  let sawChannel = false;
  let text = "";
  let item: WxrItem | undefined;
  let term: WxrTerm | undefined;
  let meta: { key: string; value: string } | undefined;
  let author: WxrAuthor | undefined;
  const site = { link: "", baseSiteUrl: "", baseBlogUrl: "" };
  let siteSent = false;

  const refuse = (reason: Exclude<WxrRefusal, "wxrTooLarge">) => {
    refusal ??= new WxrError(reason, msg(reason));
    parser.pause();
  };
  const sendSite = () => {
    if (siteSent) return;
    siteSent = true;
    ready.push({ kind: "site", ...site });
  };

  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() === "!doctype" && /<!ENTITY/i.test(data)) refuse("wxrEntities");
      },
      onopentag(name, attributes) {
        if (refusal) return;
        if (stack.length === 0) {
          const namespaced = Object.entries(attributes).some(
            ([attribute, value]) => attribute === "xmlns:wp" && WP_NAMESPACE.test(value),
          );
          if (name !== "rss" || !namespaced) return refuse("wxrNotWxr");
        }
        const parent = stack.at(-1);
        stack.push(name);
        text = "";
        if (name === "channel" && parent === "rss") sawChannel = true;
        else if (name === "item" && parent === "channel") {
          sendSite();
          item = emptyItem();
        } else if (name === "wp:author" && parent === "channel") {
          author = { login: "", email: "", displayName: "" };
        } else if (name === "category" && parent === "item" && item) {
          term = {
            domain: attributes.domain ?? "category",
            nicename: attributes.nicename ?? "",
            name: "",
          };
        } else if (name === "wp:postmeta" && item) meta = { key: "", value: "" };
        else if (name === "wp:comment" && parent === "item" && item) item.commentCount += 1;
      },
      ontext(data) {
        text += data;
      },
      onclosetag(name, isImplied) {
        if (refusal) return;
        if (isImplied) return refuse("wxrTruncated");
        stack.pop();
        const parent = stack.at(-1);
        if (item && name === "item") {
          if (item.postId) ready.push({ kind: "item", item });
          item = undefined;
        } else if (item && term && name === "category") {
          term.name = text.trim();
          item.terms.push(term);
          if (term.domain === "language" && term.nicename) item.language ??= term.nicename;
          term = undefined;
        } else if (item && meta && name === "wp:postmeta") {
          applyMeta(item, meta.key, meta.value);
          meta = undefined;
        } else if (meta && parent === "wp:postmeta") {
          if (name === "wp:meta_key") meta.key = text.trim();
          if (name === "wp:meta_value") meta.value = text;
        } else if (item && parent === "item") {
          setItemField(item, name, text);
        } else if (author && name === "wp:author") {
          ready.push({ kind: "author", author });
          author = undefined;
        } else if (author && parent === "wp:author") {
          if (name === "wp:author_login") author.login = text.trim();
          if (name === "wp:author_email") author.email = text.trim();
          if (name === "wp:author_display_name") author.displayName = text.trim();
        } else if (parent === "channel") {
          if (name === "link") site.link = text.trim();
          if (name === "wp:base_site_url") site.baseSiteUrl = text.trim();
          if (name === "wp:base_blog_url") site.baseBlogUrl = text.trim();
        }
        text = "";
      },
    },
    { xmlMode: true, decodeEntities: true },
  );

  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes)
      throw new WxrError("wxrTooLarge", msg("wxrTooLarge", formatSize(maxBytes)));
    parser.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    if (refusal) throw refusal;
    yield* ready.splice(0);
  }
  parser.write(decoder.decode());
  if (stack.length > 0) refusal ??= new WxrError("wxrTruncated", msg("wxrTruncated"));
  if (refusal) throw refusal;
  parser.end();
  if (refusal) throw refusal;
  if (!sawChannel) throw new WxrError("wxrNotWxr", msg("wxrNotWxr"));
  sendSite();
  yield* ready.splice(0);
}
