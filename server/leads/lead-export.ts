import { toCsv } from "../../contracts/employee-csv.ts";
import type { Lead } from "../../contracts/lead-schema.ts";

export const LEAD_CSV_COLUMNS = [
  "id",
  "received",
  "source",
  "status",
  "owner",
  "next_follow_up",
  "name",
  "company",
  "email",
  "whatsapp",
  "service",
  "message",
  "page",
  "referrer",
  "utm",
] as const;

/**
 * The filtered leads as CSV, with the employee export's cell escaping: visitors write these
 * fields, so a name like =HYPERLINK(...) must open as text, not run as a formula.
 */
export function leadsToCsv(leads: Lead[]) {
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.source,
    lead.status,
    lead.ownerName,
    lead.nextFollowUp,
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    lead.service,
    lead.message,
    lead.page,
    lead.referrer,
    lead.utm
      ? Object.entries(lead.utm)
          .map(([key, value]) => `${key}=${value}`)
          .join("&")
      : null,
  ]);
  return `\uFEFF${toCsv(LEAD_CSV_COLUMNS, rows)}`;
}
