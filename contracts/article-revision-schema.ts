import { z } from "zod";
import type { ArticleLanguage } from "./article-schema.ts";
import { msg } from "./messages/message.ts";
import { MAX_ROW_ID } from "./row-keys.ts";

/** A revision as the editor lists it. `current`: the newest of its language (the text now). */
export type ArticleRevision = {
  id: number;
  language: ArticleLanguage;
  title: string;
  author: string;
  published: boolean;
  /** A published revision of an article whose publish date is still ahead: when it goes live. */
  scheduledFor: string | null;
  current: boolean;
  createdAt: string;
};

/** One field of a revision against the current text: the words kept, removed and added. */
export type RevisionField = {
  field: "title" | "excerpt" | "body" | "cover" | "categories";
  changed: boolean;
  parts: { text: string; change: "same" | "added" | "removed" }[];
};

export type RevisionComparison = { revision: ArticleRevision; fields: RevisionField[] };

/** A revision's number, from an address or a form. */
export const revisionIdSchema = z.coerce
  .number({ error: msg("revisionNumber") })
  .int(msg("revisionNumber"))
  .positive(msg("revisionNumber"))
  .max(MAX_ROW_ID, msg("revisionNumber"));

/** The editor's "restore this revision". */
export const revisionRestoreSchema = z.object({ revision: revisionIdSchema });

/** How long a preview link lives, in hours: 1 hour to 30 days, a week unless chosen. */
export const PREVIEW_LINK_HOURS = { min: 1, max: 720, default: 168 } as const;
/** The editor's choices of lifetime, in hours (the API takes any whole number in range). */
export const PREVIEW_LINK_CHOICES = { "1h": 1, "1d": 24, "7d": 168, "30d": 720 } as const;

/** "Share preview": one language of the article, for a number of hours. */
export const previewLinkCreateSchema = z.object({
  language: z.enum(["en", "id"], { error: msg("either", "en", "id") }),
  hours: z.coerce
    .number({ error: msg("hoursNumber") })
    .int(msg("wholeHours"))
    .min(PREVIEW_LINK_HOURS.min, msg("atLeastHours", PREVIEW_LINK_HOURS.min))
    .max(PREVIEW_LINK_HOURS.max, msg("atMostHours", PREVIEW_LINK_HOURS.max))
    .default(PREVIEW_LINK_HOURS.default),
});

/** A live preview link as the editor lists it (its token is shown once, at creation). */
export type PreviewLink = {
  uid: string;
  language: ArticleLanguage;
  expiresAt: string;
  createdAt: string;
};

/** The address of a preview link: the edition's own path, so the page wears its language. */
export function previewPath(language: ArticleLanguage, token: string) {
  return `${language === "id" ? "/id" : ""}/preview/${token}`;
}
