import { CONTACT_FIELD_NAMES } from "../../contracts/contact-fields.ts";
import { toCsv } from "../../contracts/csv-cells.ts";
import type { Lead } from "../../contracts/lead-schema.ts";

/** The visitor's own fields are named as on the contact form. */
export const LEAD_CSV_COLUMNS = [
  "id",
  "received",
  "source",
  "status",
  "owner",
  "next_follow_up",
  ...CONTACT_FIELD_NAMES,
  "page",
  "referrer",
  "utm",
] as const;

type LeadCsvCell = string | number | null;

function toLeadCsvRow(lead: Lead) {
  const cells: Record<(typeof LEAD_CSV_COLUMNS)[number], LeadCsvCell> = {
    id: lead.id,
    received: lead.createdAt,
    source: lead.source,
    status: lead.status,
    owner: lead.ownerName,
    next_follow_up: lead.nextFollowUp,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    whatsapp: lead.phone,
    service: lead.service,
    message: lead.message,
    page: lead.page,
    referrer: lead.referrer,
    utm: lead.utm
      ? Object.entries(lead.utm)
          .map(([key, value]) => `${key}=${value}`)
          .join("&")
      : null,
  };
  return LEAD_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * The filtered leads as CSV, with every export's formula guard: visitors write these fields, so
 * a name like =HYPERLINK(...) must open as text, not run as a formula.
 */
export function leadsToCsv(leads: Lead[]) {
  return `\uFEFF${toCsv(LEAD_CSV_COLUMNS, leads.map(toLeadCsvRow))}`;
}
