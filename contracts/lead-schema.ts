import { z } from "zod";
import type { Locale } from "./locale.ts";
import { msg } from "./messages/message.ts";
import { rowIdSchema } from "./row-keys.ts";
import { isoDate, pageQuery, requiredText, storableText } from "./schema-helpers.ts";
import { SERVICE_SLUGS } from "./site-content.ts";

export const LEAD_SOURCES = ["contact", "chat"] as const;
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export const FOLLOW_UP_FILTERS = ["due", "scheduled", "none"] as const;
export const DELIVERY_STATES = ["queued", "sent", "failed"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Staff inbox filters: follow-ups due today or overdue first, then newest first. */
export const leadListQuerySchema = z.object({
  page: pageQuery.page,
  limit: pageQuery.limit,
  /** Name, company, email, message or phone (a phone however it was typed). */
  q: z.preprocess(blankToUndefined, storableText(100).optional()),
  source: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_SOURCES, { error: msg("oneOf", LEAD_SOURCES.join(", ")) }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_STATUSES, { error: msg("oneOf", LEAD_STATUSES.join(", ")) }).optional(),
  ),
  service: z.preprocess(
    blankToUndefined,
    z.enum(SERVICE_SLUGS, { error: msg("unknownService") }).optional(),
  ),
  /** A staff id, or "none" for unassigned leads. */
  owner: z.preprocess(
    blankToUndefined,
    z
      .union([z.literal("none"), z.coerce.number().pipe(rowIdSchema)], {
        error: msg("ownerOrNone"),
      })
      .optional(),
  ),
  followUp: z.preprocess(
    blankToUndefined,
    z.enum(FOLLOW_UP_FILTERS, { error: msg("oneOf", FOLLOW_UP_FILTERS.join(", ")) }).optional(),
  ),
});

export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** The export: the inbox's filters, and the separator (`;` for Excel in Indonesian settings). */
export const leadExportQuerySchema = leadListQuerySchema.omit({ page: true, limit: true }).extend({
  separator: z.preprocess(
    blankToUndefined,
    z.enum(["comma", "semicolon"], { error: msg("either", "comma", "semicolon") }).default("comma"),
  ),
});

export const leadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: msg("oneOf", LEAD_STATUSES.join(", ")) }),
});

export const leadAssignInputSchema = z.object({
  /** Null (or an empty form value) leaves the lead unassigned. */
  ownerId: z.preprocess(
    (value) => (value === "" ? null : value),
    z.coerce
      .number({ error: msg("chooseStaffMember") })
      .pipe(rowIdSchema)
      .nullable(),
  ),
});

export const leadNoteInputSchema = z.object({
  body: requiredText(4000, "A note"),
});

export const leadFollowUpInputSchema = z.object({
  /**
   * Required: null (or an empty value) clears the follow-up, a missing or misspelt field is a
   * 400, never a cleared reminder.
   */
  nextFollowUp: z.preprocess((value) => (value === "" ? null : value), isoDate.nullable()),
});

/**
 * The lead page's pipeline form: status, owner and follow-up saved together. A form sends an
 * empty owner or date as nothing, which here means none (the API's own schemas take null).
 */
export const leadPipelineInputSchema = z.object({
  status: leadStatusInputSchema.shape.status,
  ownerId: z.preprocess(
    (value) => (value === undefined ? null : value),
    leadAssignInputSchema.shape.ownerId,
  ),
  nextFollowUp: z.preprocess(
    (value) => (value === undefined ? null : value),
    leadFollowUpInputSchema.shape.nextFollowUp,
  ),
  /** The note typed above and not yet added: the one Save adds it too (issue 42). */
  note: storableText(4000).default(""),
});

/** The lead page's Retry button on a failed notification. */
export const leadRetryInputSchema = z.object({
  deliveryId: z.coerce.number({ error: msg("number") }).pipe(rowIdSchema),
});

export type LeadNote = { id: number; authorName: string; body: string; createdAt: string };

export type LeadDelivery = {
  id: number;
  channel: "email" | "webhook" | "digest" | "assignment" | "reminder";
  state: (typeof DELIVERY_STATES)[number];
  recipient: string | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type Lead = {
  id: number;
  source: LeadSource;
  status: LeadStatus;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  /** Where the lead was sent or the chat opened (the last touch). */
  page: string | null;
  /** The visit's first touch: landing page, the other site's host, UTM tags, ad click ids. */
  landingPage: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  clickIds: Record<string, string> | null;
  ownerId: number | null;
  ownerName: string | null;
  /** YYYY-MM-DD, or null when none is set. */
  nextFollowUp: string | null;
  /** The edition the lead wrote from: a reply is written in its language. */
  locale: Locale;
  createdAt: string;
  updatedAt: string;
};

/**
 * What the sources view groups leads by: the page a lead was sent from (its last touch), the
 * service, and the visit's first touch (UTM source and campaign, landing page, referrer host).
 */
export const LEAD_SOURCE_DIMENSIONS = [
  "page",
  "service",
  "utm_source",
  "utm_campaign",
  "landing_page",
  "referrer",
] as const;
export type LeadSourceDimension = (typeof LEAD_SOURCE_DIMENSIONS)[number];
/** The longest range the sources view counts at once. */
export const MAX_SOURCES_DAYS = 366;

/**
 * The sources view: a dimension and a range of days (agency days, both included). Without a
 * range, the last eight weeks up to today (the caller fills the defaults in).
 */
const leadSourcesFields = z.object({
  by: z.preprocess(
    blankToUndefined,
    z
      .enum(LEAD_SOURCE_DIMENSIONS, {
        error: msg("oneOf", LEAD_SOURCE_DIMENSIONS.join(", ")),
      })
      .default("page"),
  ),
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});

function checkSourcesRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  if (query.from > query.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: msg("onOrAfterFrom") });
    return;
  }
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days > MAX_SOURCES_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: msg("daysAfterFrom", MAX_SOURCES_DAYS),
    });
  }
}

export const leadSourcesQuerySchema = leadSourcesFields.superRefine(checkSourcesRange);

/** The sources table as CSV: the same query and a separator. */
export const leadSourcesExportQuerySchema = leadSourcesFields
  .extend({ separator: leadExportQuerySchema.shape.separator })
  .superRefine(checkSourcesRange);
export type LeadSourcesQuery = z.input<typeof leadSourcesQuerySchema>;

/** One source in one week (the Monday it starts, in agency days): its leads, chat clicks and wins. */
export type LeadSourceWeek = {
  week: string;
  source: string;
  leads: number;
  chatClicks: number;
  won: number;
};
export type LeadSourceTotal = Omit<LeadSourceWeek, "week">;
