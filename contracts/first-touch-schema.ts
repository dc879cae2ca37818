import { z } from "zod";
import { UTM_KEYS } from "./contact-fields.ts";
import {
  CLICK_ID_KEYS,
  type ClickIdKey,
  FIRST_TOUCH_LIMITS,
  type FirstTouch,
  type UtmKey,
} from "./first-touch.ts";
import { hasUnstorableCharacters } from "./text-guards.ts";

/**
 * A referrer as the host alone, lower case and without `www.`: spam cannot plant a URL in a
 * report, and www.google.com and google.com are one source. Null for anything that is not a
 * web address or a plain host name.
 */
export function referrerHost(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 1000) return null;
  let host: string;
  if (/^https?:\/\//i.test(text)) {
    try {
      host = new URL(text).hostname;
    } catch {
      return null;
    }
  } else host = text;
  host = host.toLowerCase().replace(/^www\./, "");
  return host.length <= FIRST_TOUCH_LIMITS.referrer &&
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)
    ? host
    : null;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * A value the visitor's browser sent on its own, never typed: junk (too long, not text, the wrong
 * shape) is dropped, never stored cut, and never refuses the lead or the chat.
 */
const tracked = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

const tag = z
  .string()
  .trim()
  .max(FIRST_TOUCH_LIMITS.tag)
  .refine((value) => value.length > 0 && !hasUnstorableCharacters(value));

/** Ad platforms' click ids are URL-safe tokens. */
const clickId = z
  .string()
  .trim()
  .max(FIRST_TOUCH_LIMITS.tag)
  .regex(/^[\w.~-]+$/);

/** A path on this site (the query and fragment are left out). */
export const sitePath = z
  .string()
  .max(FIRST_TOUCH_LIMITS.landing_page)
  .regex(/^\/(?!\/)\S*$/)
  .transform((value) => value.replace(/[?#].*$/, ""));

/**
 * The first touch as a form, a chat link's query or an API body sends it: one schema for the
 * contact form, `POST /api/v1/leads/contact` and `GET /api/v1/chat`. `referrer` takes a web
 * address or a host and keeps the host. `utm` (an object of the same UTM keys) is the older
 * spelling, still read; the flat keys win.
 */
export const firstTouchSchema = z.object({
  landing_page: tracked(sitePath),
  referrer: tracked(
    z
      .string()
      .max(1000)
      .transform((value) => referrerHost(value) ?? undefined),
  ),
  utm_source: tracked(tag),
  utm_medium: tracked(tag),
  utm_campaign: tracked(tag),
  utm_term: tracked(tag),
  utm_content: tracked(tag),
  gclid: tracked(clickId),
  fbclid: tracked(clickId),
  ttclid: tracked(clickId),
  utm: z
    .partialRecord(z.enum(UTM_KEYS), tag.optional().catch(undefined))
    .optional()
    .catch(undefined),
});

export type FirstTouchInput = z.output<typeof firstTouchSchema>;

/** The parsed fields as a lead keeps them. */
export function toFirstTouch(input: Partial<FirstTouchInput>): FirstTouch {
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = input[key] ?? input.utm?.[key];
    if (value) utm[key] = value;
  }
  const clickIds: Partial<Record<ClickIdKey, string>> = {};
  for (const key of CLICK_ID_KEYS) {
    const value = input[key];
    if (value) clickIds[key] = value;
  }
  return {
    ...(input.landing_page ? { landingPage: input.landing_page } : {}),
    ...(input.referrer ? { referrerHost: input.referrer } : {}),
    utm,
    clickIds,
  };
}
