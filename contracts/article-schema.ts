import { z } from "zod";
import {
  ARTICLE_SEARCH_MAX_CHARACTERS,
  ARTICLE_SEARCH_MAX_LIMIT,
  ARTICLE_SEARCH_MAX_WORDS,
  countSearchWords,
} from "./article-search-limits.ts";
import { assetUrl, optionalText, pageQuery, requiredText, storableText } from "./schema-helpers.ts";

export const ARTICLE_SORT_FIELDS = ["id", "created_at", "published_at", "views", "title"] as const;
export const ARTICLE_STATUSES = ["draft", "published"] as const;

/** The two languages an article can be written in (the site's editions). */
export const ARTICLE_LANGUAGES = ["en", "id"] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const articleLanguageSchema = z.enum(ARTICLE_LANGUAGES, { error: "Must be en or id" });

/** `lang`: the edition asked for; an article without that version answers in the other. */
export const articleLangQuerySchema = z.object({ lang: articleLanguageSchema.default("en") });

/** A search of the articles, public and staff: past its bounds it is refused, never cut. */
export const articleSearchSchema = storableText(ARTICLE_SEARCH_MAX_CHARACTERS)
  .refine(
    (value) => countSearchWords(value) <= ARTICLE_SEARCH_MAX_WORDS,
    `Must be at most ${ARTICLE_SEARCH_MAX_WORDS} words`,
  )
  .default("");

const articleListFields = {
  ...pageQuery,
  ...articleLangQuerySchema.shape,
  search: articleSearchSchema,
  tag: storableText(80).default(""),
  sortBy: z
    .enum(ARTICLE_SORT_FIELDS, { error: `Must be one of: ${ARTICLE_SORT_FIELDS.join(", ")}` })
    .default("id"),
};

/** The public list: a search is refused on a page larger than ARTICLE_SEARCH_MAX_LIMIT, not cut. */
export const articleListQuerySchema = z.object(articleListFields).superRefine((query, ctx) => {
  if (query.search.trim() && query.limit > ARTICLE_SEARCH_MAX_LIMIT) {
    ctx.addIssue({
      code: "custom",
      path: ["limit"],
      message: `Must be at most ${ARTICLE_SEARCH_MAX_LIMIT} when searching`,
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
  status: z.enum(["", ...ARTICLE_STATUSES], { error: "Must be draft or published" }).default(""),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;

export const categoryRenameSchema = z.object({ name: requiredText(60, "Name") });

/** One language version of an article. */
export const articleVersionSchema = z.object({
  title: requiredText(200, "Title"),
  excerpt: storableText(500).default(""),
  content: storableText(200_000).default(""),
  coverAlt: storableText(300).default(""),
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

/**
 * `en` and `id` are the article's two versions: an object writes that version, null removes
 * it, absent keeps it as it is (on create: none). `title`, `excerpt`, `content` and `coverAlt`
 * at the top level are the English version, as the API has taken it from the start.
 */
export const articleInputSchema = z
  .object({
    title: storableText(200).optional(),
    excerpt: storableText(500).optional(),
    content: storableText(200_000).optional(),
    coverAlt: storableText(300).optional(),
    en: articleVersionSchema.nullable().optional(),
    id: articleVersionSchema.nullable().optional(),
    coverImage: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      assetUrl.optional(),
    ),
    status: z.enum(ARTICLE_STATUSES, { error: "Must be draft or published" }).default("draft"),
    publishedAt: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.iso.datetime({ offset: true, error: "Must be an ISO date-time" }).optional(),
    ),
    categories: z.array(requiredText(60, "Category")).max(10, "At most 10 categories").default([]),
    authorName: optionalText(120),
  })
  // Runs beside the field checks (when), so a missing title is reported with the other fields.
  .superRefine(
    (value, ctx) => {
      const shorthand = [value.title, value.excerpt, value.content, value.coverAlt].some(
        (field) => field !== undefined,
      );
      const title = typeof value.title === "string" ? value.title.trim() : "";
      if (value.en === undefined && shorthand && !title) {
        ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required" });
      } else if (value.en === null && value.id === null) {
        ctx.addIssue({
          code: "custom",
          path: ["title"],
          message: "Write the article in English or Indonesian",
        });
      }
    },
    { when: () => true },
  )
  .transform(({ title, excerpt, content, coverAlt, en, id, ...rest }) => {
    const english =
      en === undefined && title
        ? { title, excerpt: excerpt ?? "", content: content ?? "", coverAlt: coverAlt ?? "" }
        : en;
    return { ...rest, versions: { en: english, id } };
  });
export type ArticleInput = z.input<typeof articleInputSchema>;
export const articlePreviewSchema = articleVersionSchema.pick({ content: true });
export type ArticleData = z.output<typeof articleInputSchema>;

export type CategoryRef = { uid: string; name: string; slug: string };

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

export type ArticleDetail = ArticleListItem & { content: string };

/** The staff editor's view: both versions as stored (null where missing). */
export type ArticleForEditing = ArticleDetail & {
  versions: Record<ArticleLanguage, ArticleVersion | null>;
};
