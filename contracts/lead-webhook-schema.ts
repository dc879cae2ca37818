import { z } from "zod";
import { LEAD_SOURCES, LEAD_STATUSES } from "./lead-schema.ts";
import { LOCALES } from "./locale.ts";

/**
 * What LEAD_WEBHOOK_URL receives for each new lead (docs/lead-webhook.md): an allow-list of
 * the visitor's own fields, so nothing internal (the IP hash, the owner) ever leaves.
 */
export const leadWebhookPayloadSchema = z.strictObject({
  event: z.literal("lead.created"),
  lead: z.strictObject({
    id: z.number().int(),
    source: z.enum(LEAD_SOURCES),
    status: z.enum(LEAD_STATUSES),
    name: z.string().nullable(),
    company: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** A service slug, as on the site (/service/<slug>). */
    service: z.string().nullable(),
    message: z.string().nullable(),
    /** The site page the lead was sent from. */
    page: z.string().nullable(),
    referrer: z.string().nullable(),
    utm: z.record(z.string(), z.string()).nullable(),
    locale: z.enum(LOCALES),
    /** ISO 8601, UTC. */
    createdAt: z.iso.datetime(),
    /** The lead in the staff area. */
    url: z.url(),
  }),
});

export type LeadWebhookPayload = z.infer<typeof leadWebhookPayloadSchema>;
