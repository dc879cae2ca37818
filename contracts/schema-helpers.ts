import { z } from "zod";
import { hasUnstorableCharacters } from "./text-guards.ts";
import { ASSET_URL_MESSAGE, isAllowedUrl } from "./url-guard.ts";

export const storableText = (max: number, missing = "Required") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : "Must be text") })
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasUnstorableCharacters(value), "Contains characters that cannot be stored")
    .transform((value) => value.trim());

/** Required text; a form's empty field arrives as undefined and gets the same words as "". */
export const requiredText = (max: number, label = "This field") =>
  storableText(max, `${label} is required`).refine(
    (value) => value.length > 0,
    `${label} is required`,
  );

export const optionalText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), storableText(max).optional());

/** An image a page may load with the reader's cookies: an upload, a site image or https. */
export const assetUrl = z
  .string()
  .trim()
  .max(2048, "Must be at most 2048 characters")
  .refine((value) => isAllowedUrl(value, "asset"), ASSET_URL_MESSAGE);

export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2099-12-31";

/** A calendar date as YYYY-MM-DD; also accepts a full ISO timestamp (taken in UTC). */
export const isoDate = z
  .string({ error: "Required" })
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
    const date = match ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "Must be a date (YYYY-MM-DD)" });
      return z.NEVER;
    }
    const day = date.toISOString().slice(0, 10);
    if (value.length === 10 && day !== value) {
      ctx.addIssue({ code: "custom", message: "Must be a real calendar date" });
      return z.NEVER;
    }
    if (day < DATE_MIN || day > DATE_MAX) {
      ctx.addIssue({ code: "custom", message: `Must be between ${DATE_MIN} and ${DATE_MAX}` });
      return z.NEVER;
    }
    return day;
  });

export const sortOrderSchema = z.enum(["asc", "desc"], { error: "Must be asc or desc" });

export const pageQuery = {
  page: z.coerce
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(1, "Must be 1 or more")
    .max(1_000_000, "Too large")
    .default(1),
  limit: z.coerce
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(1, "Must be 1 or more")
    .max(100, "Must be at most 100")
    .default(10),
  sortOrder: sortOrderSchema.default("desc"),
  search: storableText(200).default(""),
};

/** A schema's first reason per field path ("versions.id.title"; "_" for the whole input). */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
