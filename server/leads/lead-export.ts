import { toAgencyWallClock } from "#contracts/agency-clock.ts";
import { CONTACT_FIELD_NAMES } from "#contracts/contact-fields.ts";
import { type CsvSeparator, toCsv } from "#contracts/csv-cells.ts";
import { toE164 } from "#contracts/lead-reply.ts";
import type { Lead, LeadNote } from "#contracts/lead-schema.ts";
import type { Locale } from "#contracts/locale.ts";
import { textsIn } from "#contracts/messages/catalogues.ts";
import { isServiceSlug, SERVICE_NAMES } from "#contracts/site-content.ts";

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
  "landing_page",
  "referrer",
  "utm",
  "click_ids",
  "notes",
] as const;

type LeadCsvCell = string | number | null;

/** A moment as the staff screens show it, on the agency's clock: 2025-01-02 10:04. */
const toAgencyMinute = (iso: string) => toAgencyWallClock(iso).slice(0, 16).replace("T", " ");

/** The lead's notes, oldest first, one a line: "2025-01-02 10:04 Ayu: called, sends a brief". */
const notesCell = (notes: LeadNote[] | undefined) =>
  notes?.length
    ? notes
        .map((note) => `${toAgencyMinute(note.createdAt)} ${note.authorName}: ${note.body}`)
        .join("\n")
    : null;

/** UTM tags or click ids as a query string: utm_source=ig&utm_campaign=ramadan. */
const queryCell = (values: Record<string, string> | null) =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}=${value}`)
        .join("&")
    : null;

function toLeadCsvRow(lead: Lead, locale: Locale, notes: LeadNote[] | undefined) {
  const labels = textsIn(locale).admin.leads;
  const cells: Record<(typeof LEAD_CSV_COLUMNS)[number], LeadCsvCell> = {
    id: lead.id,
    received: toAgencyMinute(lead.createdAt),
    source: labels.sources[lead.source],
    status: labels.statuses[lead.status],
    owner: lead.ownerName,
    next_follow_up: lead.nextFollowUp,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    // One format whatever the visitor typed ("0812…", "62812…", "+62 812…"): E.164.
    whatsapp: lead.phone ? (toE164(lead.phone) ?? lead.phone) : null,
    service:
      lead.service && isServiceSlug(lead.service) ? SERVICE_NAMES[lead.service] : lead.service,
    message: lead.message,
    page: lead.page,
    landing_page: lead.landingPage,
    referrer: lead.referrer,
    utm: queryCell(lead.utm),
    click_ids: queryCell(lead.clickIds),
    notes: notesCell(notes),
  };
  return LEAD_CSV_COLUMNS.map((column) => cells[column]);
}

export type LeadCsvOptions = {
  /** The exporter's staff-area language: statuses and sources as their screens name them. */
  locale: Locale;
  separator?: CsvSeparator;
  /** Each lead's notes, oldest first. */
  notes?: Map<number, LeadNote[]>;
};

/**
 * The filtered leads as CSV, times on the agency's clock as on the screens, with every export's
 * formula guard: visitors write these fields, so a name like =HYPERLINK(...) must open as text,
 * not run as a formula, whichever separator the spreadsheet splits at.
 */
export function leadsToCsv(leads: Lead[], options: LeadCsvOptions) {
  const rows = leads.map((lead) => toLeadCsvRow(lead, options.locale, options.notes?.get(lead.id)));
  return `\uFEFF${toCsv(LEAD_CSV_COLUMNS, rows, options.separator)}`;
}
