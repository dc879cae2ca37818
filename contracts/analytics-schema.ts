import { z } from "zod";
import { msg } from "./messages/message.ts";
import { isoDate } from "./schema-helpers.ts";

/** A report's longest range: two years of agency days, both ends included. */
export const MAX_ANALYTICS_DAYS = 731;

/** The analytics reports' range: `from` and `to`, agency days, both included. */
export const analyticsRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: msg("onOrAfterFrom") });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > MAX_ANALYTICS_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: msg("daysAfterFrom", MAX_ANALYTICS_DAYS),
      });
    }
  });
export type AnalyticsRange = z.output<typeof analyticsRangeSchema>;

export const VISIT_EVENT_KINDS = ["view", "chat", "form_start", "form_sent", "read_end"] as const;
export type VisitEventKind = (typeof VISIT_EVENT_KINDS)[number];

/** The most a beacon body may weigh, in bytes. */
export const BEACON_MAX_BYTES = 512;

const tag = z.string().trim().max(80).optional();

/**
 * What the site's beacon sends (public/beacon.js): the event, the page's path, for a view its
 * referrer's host, whether it is the visit's landing page and the landing URL's utm tags; for a
 * chat click its service. Short keys keep the body small.
 */
export const beaconSchema = z.object({
  k: z.enum(VISIT_EVENT_KINDS, { error: msg("oneOf", VISIT_EVENT_KINDS.join(", ")) }),
  p: z.string().max(200).regex(/^\//, msg("sitePath")),
  r: z.string().max(120).optional(),
  e: z.union([z.literal(0), z.literal(1)]).optional(),
  s: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]*$/, msg("unknownService"))
    .optional(),
  u: z.object({ source: tag, medium: tag, campaign: tag }).optional(),
});
export type Beacon = z.output<typeof beaconSchema>;

/** One row of a report: what a dimension's value drew in the range. */
export type VisitStatRow = {
  value: string;
  views: number;
  visitors: number;
  entries: number;
  exits: number;
  chats: number;
  formsStarted: number;
  formsSent: number;
  reads: number;
};

export const ANALYTICS_PRESETS = ["7", "30", "90", "month"] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A preset's range ending today (agency days): the last 7, 30 or 90 days, or this month so far. */
export function presetRange(preset: AnalyticsPreset, today: string): AnalyticsRange {
  if (preset === "month") return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: shiftDay(today, 1 - Number(preset)), to: today };
}
