import { z } from "zod";
import { msg } from "./messages/message.ts";
import { rowIdSchema } from "./row-keys.ts";
import { hasUnstorableCharacters } from "./text-guards.ts";

export const REDIRECT_STATUSES = [301, 302] as const;
export const REDIRECT_MATCHES = ["exact", "prefix"] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];

const MAX_PATH = 500;

/**
 * Where a rule starts, as a path on this site: "/old/page", or with a query for an exact rule
 * ("/?p=12", "/clients/detail?client=old"); no fragment, no "//". "/old/" is "/old".
 */
export const redirectSource = z
  .string({ error: msg("required") })
  .trim()
  .max(MAX_PATH, msg("maxLength", MAX_PATH))
  .refine((value) => !hasUnstorableCharacters(value), msg("unstorable"))
  .refine((value) => /^\/(?!\/)[^\s#\\]*$/.test(value), msg("redirectPath"))
  .transform((value) => {
    const [path, query] = value.split(/\?(.*)/s);
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
    return query ? `${trimmed}?${query}` : trimmed;
  });

/** Where a rule sends: a path on this site, or an https/http address elsewhere. */
const redirectTarget = z
  .string({ error: msg("required") })
  .trim()
  .max(2048, msg("maxLength", 2048))
  .refine((value) => !hasUnstorableCharacters(value), msg("unstorable"))
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https?:\/\/[^\s/\\?#@]+(\/\S*)?$/i.test(value),
    msg("redirectTarget"),
  );

/** One redirect rule, as the screen, the API and the CSV import send it. */
export const redirectInputSchema = z
  .object({
    from: redirectSource,
    to: redirectTarget,
    status: z.coerce
      .number({ error: msg("either", 301, 302) })
      .refine((value) => value === 301 || value === 302, msg("either", 301, 302))
      .default(301),
    match: z.enum(REDIRECT_MATCHES, { error: msg("either", "exact", "prefix") }).default("exact"),
  })
  .refine((rule) => rule.match === "exact" || !rule.from.includes("?"), {
    message: msg("redirectPrefixQuery"),
    path: ["from"],
  });
export type RedirectInput = z.output<typeof redirectInputSchema>;

export type RedirectRule = RedirectInput & {
  id: number;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
};

/** A not-found path as the log groups it. */
export type NotFoundEntry = {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  /** The hosts that linked to it, most first. */
  referrers: { host: string; hits: number }[];
  /** A bot or a probe for known weak spots (wp-login.php, .env): counted apart. */
  probe: boolean;
};

/** One rule's delete on the staff screen. */
export const redirectDeleteSchema = z.object({ id: rowIdSchema });

/** A CSV file of rules to add (the screen's import, the API's): at most 2 MB of text. */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: msg("required") })
    .min(1, msg("required"))
    .max(2_000_000, msg("maxLength", 2_000_000)),
});

/** One row of a CSV import, as the answer reports it. */
export type RedirectImportRow = {
  /** The file's line, counting the header as line 1. */
  line: number;
  from: string;
  outcome: "created" | "refused";
  /** The reason per field, in the reader's language. */
  reasons?: Record<string, string>;
};
