import { z } from "zod";
import {
  ARTICLE_STATUSES,
  type ArticleData,
  articleVersionSchema,
} from "#contracts/article-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { assetUrl, optionalText, requiredText, storableText } from "#contracts/schema-helpers.ts";

/**
 * The API's article body, as documented from the start, read into the service's ArticleData:
 * `en` and `id` are the two versions (an object writes it, null removes it, absent keeps it);
 * `title`, `excerpt`, `content` and `coverAlt` at the top level are the English version.
 */
export const articleApiInputSchema = z
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
    status: z.enum(ARTICLE_STATUSES, { error: msg("draftOrPublishedStatus") }).default("draft"),
    publishedAt: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.iso.datetime({ offset: true, error: msg("isoDateTime") }).optional(),
    ),
    categories: z
      .array(requiredText(60, "Category"))
      .max(10, msg("atMostCategories", 10))
      .default([]),
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
  .transform(({ title, excerpt, content, coverAlt, en, id, ...rest }): ArticleData => {
    const english =
      en === undefined && title
        ? {
            title,
            excerpt: excerpt ?? "",
            content: content ?? "",
            coverAlt: coverAlt ?? "",
            metaTitle: "",
            metaDescription: "",
          }
        : en;
    return { ...rest, versions: { en: english, id } };
  });
export type ArticleApiInput = z.input<typeof articleApiInputSchema>;
