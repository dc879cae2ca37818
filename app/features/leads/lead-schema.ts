import { z } from "zod";
import { SERVICE_SLUGS } from "../../../content/services.ts";
import { pageQuery } from "../../lib/schema-helpers.ts";

export const LEAD_SOURCES = ["contact", "chat"] as const;
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Staff inbox filters: newest first. */
export const leadListQuerySchema = z.object({
  page: pageQuery.page,
  limit: pageQuery.limit,
  source: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_SOURCES, { error: `Must be one of: ${LEAD_SOURCES.join(", ")}` }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_STATUSES, { error: `Must be one of: ${LEAD_STATUSES.join(", ")}` }).optional(),
  ),
  service: z.preprocess(
    blankToUndefined,
    z.enum(SERVICE_SLUGS, { error: "Must be a service slug" }).optional(),
  ),
});

export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Must be one of: ${LEAD_STATUSES.join(", ")}` }),
});

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
  page: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  createdAt: string;
  updatedAt: string;
};
