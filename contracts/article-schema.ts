import { z } from "zod";
import { optionalText, pageQuery, requiredText, safeUrl, storableText } from "./schema-helpers.ts";

export const ARTICLE_SORT_FIELDS = ["id", "created_at", "published_at", "views", "title"] as const;
export const ARTICLE_STATUSES = ["draft", "published"] as const;

export const articleListQuerySchema = z.object({
  ...pageQuery,
  tag: storableText(80).default(""),
  sortBy: z
    .enum(ARTICLE_SORT_FIELDS, { error: `Must be one of: ${ARTICLE_SORT_FIELDS.join(", ")}` })
    .default("id"),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

/** The staff list: drafts included, optionally one status only. */
export const adminArticleListQuerySchema = articleListQuerySchema.extend({
  status: z.enum(["", ...ARTICLE_STATUSES], { error: "Must be draft or published" }).default(""),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;

export const categoryRenameSchema = z.object({ name: requiredText(60, "Name") });

export const articleInputSchema = z.object({
  title: requiredText(200, "Title"),
  excerpt: storableText(500).default(""),
  content: storableText(200_000).default(""),
  coverImage: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    safeUrl.optional(),
  ),
  status: z.enum(ARTICLE_STATUSES, { error: "Must be draft or published" }).default("draft"),
  publishedAt: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.iso.datetime({ offset: true, error: "Must be an ISO date-time" }).optional(),
  ),
  categories: z.array(requiredText(60, "Category")).max(10, "At most 10 categories").default([]),
  authorName: optionalText(120),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export const articlePreviewSchema = articleInputSchema.pick({ content: true });
export type ArticleData = z.output<typeof articleInputSchema>;

export type CategoryRef = { uid: string; name: string; slug: string };

export type ArticleListItem = {
  uid: string;
  title: string;
  excerpt: string;
  image: string | null;
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
