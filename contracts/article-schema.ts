import { z } from "zod";
import { fromAgencyWallClock, toAgencyWallClock } from "./agency-clock.ts";
import {
  ARTICLE_SEARCH_MAX_CHARACTERS,
  ARTICLE_SEARCH_MAX_LIMIT,
  ARTICLE_SEARCH_MAX_WORDS,
  countSearchWords,
} from "./article-search-limits.ts";
import { msg } from "./messages/message.ts";
import { assetUrl, pageQuery, requiredText, storableText } from "./schema-helpers.ts";

export const ARTICLE_SORT_FIELDS = ["id", "created_at", "published_at", "views", "title"] as const;
export const ARTICLE_STATUSES = ["draft", "published"] as const;

/** The two languages an article can be written in (the site's editions). */
export const ARTICLE_LANGUAGES = ["en", "id"] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const articleLanguageSchema = z.enum(ARTICLE_LANGUAGES, {
  error: msg("either", "en", "id"),
});

/** `lang`: the edition asked for; an article without that version answers in the other. */
export const articleLangQuerySchema = z.object({ lang: articleLanguageSchema.default("en") });

/** A search of the articles, public and staff: past its bounds it is refused, never cut. */
export const articleSearchSchema = storableText(ARTICLE_SEARCH_MAX_CHARACTERS)
  .refine(
    (value) => countSearchWords(value) <= ARTICLE_SEARCH_MAX_WORDS,
    msg("maxWords", ARTICLE_SEARCH_MAX_WORDS),
  )
  .default("");

const articleListFields = {
  ...pageQuery,
  ...articleLangQuerySchema.shape,
  search: articleSearchSchema,
  tag: storableText(80).default(""),
  sortBy: z
    .enum(ARTICLE_SORT_FIELDS, { error: msg("oneOf", ARTICLE_SORT_FIELDS.join(", ")) })
    .default("id"),
};

/** The public list: a search is refused on a page larger than ARTICLE_SEARCH_MAX_LIMIT, not cut. */
export const articleListQuerySchema = z.object(articleListFields).superRefine((query, ctx) => {
  if (query.search.trim() && query.limit > ARTICLE_SEARCH_MAX_LIMIT) {
    ctx.addIssue({
      code: "custom",
      path: ["limit"],
      message: msg("atMostWhenSearching", ARTICLE_SEARCH_MAX_LIMIT),
    });
  }
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

/**
 * The staff list: drafts included, optionally one status only. Its search has the same bounds
 * but keeps pages of up to 100 (signed-in staff, and bulk actions read 100 at a time).
 */
export const adminArticleListQuerySchema = z.object({
  ...articleListFields,
  status: z.enum(["", ...ARTICLE_STATUSES], { error: msg("articleStatus") }).default(""),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;

/** `name`: English, and the slug's source; `nameId`: the Indonesian edition's, empty for the same. */
export const categoryRenameSchema = z.object({
  name: requiredText(60, "Name"),
  nameId: storableText(60).default(""),
});

/** The lengths a search result shows before cutting (Google, at a desktop width). */
export const SEO_SHOWN_LENGTH = { title: 60, description: 160 } as const;

/** One language version of an article, with what searches and shares show of it. */
export const articleVersionSchema = z.object({
  title: requiredText(200, "Title"),
  excerpt: storableText(500).default(""),
  content: storableText(200_000).default(""),
  coverAlt: storableText(300).default(""),
  metaTitle: storableText(200).default(""),
  metaDescription: storableText(500).default(""),
  socialImage: z.preprocess(
    (value: string | null | undefined) => (value === "" || value === null ? undefined : value),
    assetUrl.optional(),
  ),
});
export type ArticleVersion = z.output<typeof articleVersionSchema>;

/**
 * A version the staff form left empty (no title, excerpt, alt text or body text or image):
 * the article is not written in that language.
 */
export function isBlankVersion(version: {
  title: string;
  excerpt: string;
  content: string;
  coverAlt: string;
}) {
  const bodyText = version.content.replace(/<(?!img\b)[^>]*>/gi, "").replace(/&nbsp;/g, " ");
  return (
    !version.title.trim() &&
    !version.excerpt.trim() &&
    !version.coverAlt.trim() &&
    !bodyText.trim() &&
    !/<img\b/i.test(version.content)
  );
}

export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * An article as the service writes it. `versions`: an object writes that version, null removes
 * it, absent keeps it as it is (on create: none); one version must remain.
 */
export type ArticleData = {
  versions: Partial<Record<ArticleLanguage, ArticleVersion | null>>;
  coverImage?: string;
  status: ArticleStatus;
  publishedAt?: string;
  categories: string[];
  authorName?: string;
};

/** A stored moment as a datetime-local field shows it ("YYYY-MM-DDTHH:mm"), in Jakarta time. */
export const toStudioDateTime = (iso: string | null | undefined) =>
  iso ? toAgencyWallClock(iso).slice(0, 16) : "";

/** A datetime-local value read in Jakarta time, as ISO; anything else is left for the schema. */
export function fromStudioDateTime(value: unknown) {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    return value;
  }
  const date = fromAgencyWallClock(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A version the form left empty is not written in that language: it reads as null. */
const formVersionSchema = z.preprocess((value: Partial<ArticleVersion> | null | undefined) => {
  const blank = isBlankVersion({
    title: text(value?.title),
    excerpt: text(value?.excerpt),
    content: text(value?.content),
    coverAlt: text(value?.coverAlt),
  });
  return blank ? null : value;
}, articleVersionSchema.nullable());

/**
 * The staff editor's form: its field names are these paths (`versions.en.title`,
 * `versions.id.content`, `categories[0]`...), so what it posts is the service's ArticleData.
 * A version left empty is removed; with both empty the English title is asked for. The publish
 * time is typed in Jakarta time, with or without JavaScript.
 */
export const articleFormSchema = z.object({
  versions: z
    .object({ en: formVersionSchema, id: formVersionSchema })
    .refine((versions) => versions.en || versions.id, {
      path: ["en", "title"],
      message: msg("fieldRequired", "Title"),
    }),
  coverImage: z.preprocess(
    (value: string | undefined) => (value === "" ? undefined : value),
    assetUrl.optional(),
  ),
  status: z.enum(ARTICLE_STATUSES, { error: msg("articleStatus") }).default("draft"),
  publishedAt: z.preprocess(
    (value: string | undefined) => fromStudioDateTime(value),
    z.iso.datetime({ offset: true, error: msg("publishDate") }).optional(),
  ),
  categories: z.array(requiredText(60, "Category")).max(10, msg("maxCategories")).default([]),
}) satisfies z.ZodType<ArticleData, unknown>;
export type ArticleFormValues = z.input<typeof articleFormSchema>;

/** The editor's preview: one version's body, sanitised as a save would. */
export const articlePreviewSchema = articleVersionSchema.pick({ content: true });

/** `name` is English; `names` holds both editions' (the Indonesian one falls back to it). */
export type CategoryRef = {
  uid: string;
  name: string;
  slug: string;
  names: Record<ArticleLanguage, string>;
};

export type ArticleListItem = {
  uid: string;
  /** The language of title, excerpt, image_alt and content: the edition's, else the other. */
  language: ArticleLanguage;
  /** The versions the article has. */
  languages: ArticleLanguage[];
  title: string;
  excerpt: string;
  image: string | null;
  image_alt: string;
  status: "draft" | "published";
  created_at: string;
  published_at: string | null;
  updated_at: string;
  views: number;
  author: string;
  categories: CategoryRef[];
  snippet?: string;
};

/** `seo`: the version's search and share texts as set (empty: fall back to title, excerpt, cover). */
export type ArticleDetail = ArticleListItem & {
  content: string;
  seo: { title: string; description: string; image: string | null };
};

/** The staff editor's view: both versions as stored (null where missing). */
export type ArticleForEditing = ArticleDetail & {
  versions: Record<ArticleLanguage, ArticleVersion | null>;
};
