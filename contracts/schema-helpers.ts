import { z } from "zod";
import type { FieldLabel } from "./messages/errors.ts";
import { msg } from "./messages/message.ts";
import { hasUnstorableCharacters } from "./text-guards.ts";
import { ASSET_URL_MESSAGE, isAllowedUrl } from "./url-guard.ts";

export const storableText = (max: number, missing = msg("required")) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : msg("mustBeText")) })
    .max(max, msg("maxLength", max))
    .refine((value) => !hasUnstorableCharacters(value), msg("unstorable"))
    .transform((value) => value.trim());

/** Required text; a form's empty field arrives as undefined and gets the same words as "". */
export const requiredText = (max: number, label: FieldLabel = "This field") =>
  storableText(max, msg("fieldRequired", label)).refine(
    (value) => value.length > 0,
    msg("fieldRequired", label),
  );

export const optionalText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), storableText(max).optional());

/** An image a page may load with the reader's cookies: an upload, a site image or https. */
export const assetUrl = z
  .string()
  .trim()
  .max(2048, msg("maxLength", 2048))
  .refine((value) => isAllowedUrl(value, "asset"), ASSET_URL_MESSAGE);

export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2099-12-31";

/** A calendar date as YYYY-MM-DD; also accepts a full ISO timestamp (taken in UTC). */
export const isoDate = z
  .string({ error: msg("required") })
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
    const date = match ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: msg("dateFormat") });
      return z.NEVER;
    }
    const day = date.toISOString().slice(0, 10);
    if (value.length === 10 && day !== value) {
      ctx.addIssue({ code: "custom", message: msg("realDate") });
      return z.NEVER;
    }
    if (day < DATE_MIN || day > DATE_MAX) {
      ctx.addIssue({ code: "custom", message: msg("between", DATE_MIN, DATE_MAX) });
      return z.NEVER;
    }
    return day;
  });

export const sortOrderSchema = z.enum(["asc", "desc"], { error: msg("either", "asc", "desc") });

export const pageQuery = {
  page: z.coerce
    .number({ error: msg("number") })
    .int(msg("wholeNumber"))
    .min(1, msg("atLeastOne"))
    .max(1_000_000, msg("tooLarge"))
    .default(1),
  limit: z.coerce
    .number({ error: msg("number") })
    .int(msg("wholeNumber"))
    .min(1, msg("atLeastOne"))
    .max(100, msg("atMost", 100))
    .default(10),
  sortOrder: sortOrderSchema.default("desc"),
  search: storableText(200).default(""),
};

// zod's own checks, where a schema gives no message of its own, give catalogue keys too.
z.config({
  customError: (issue) => {
    const limit = Number(issue.code === "too_big" ? issue.maximum : issue.minimum);
    if (issue.code === "too_big")
      return msg(issue.origin === "string" ? "maxLength" : "atMost", limit);
    if (issue.code === "too_small") return msg("atLeast", limit);
    return msg(
      issue.code === "invalid_type" && issue.input === undefined ? "required" : "notValid",
    );
  },
});
