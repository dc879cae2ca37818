import { formatDate, formatDateTime } from "#contracts/agency-clock.ts";
import type { Locale } from "#contracts/locale.ts";
import { textsIn } from "#contracts/messages/catalogues.ts";
import { isServiceSlug, SERVICE_NAMES } from "#contracts/site-content.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";
import { sha256 } from "#server/shared/ids.ts";
import type { LeadRow } from "./lead-deliveries.ts";

/** The lead fields an email shows. */
export type MailLead = Pick<
  LeadRow,
  "id" | "name" | "company" | "email" | "phone" | "service" | "message" | "page" | "referrer"
> & { createdAt: Date };

export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  messageId: string;
};

const serviceName = (slug: string | null) =>
  slug ? (isServiceSlug(slug) ? SERVICE_NAMES[slug] : slug) : "—";

/** Bidi controls make text read in another order than it is (a "gnp.exe" that is an .exe). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Control characters, and every character a mail client or a terminal may break a line at. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the target
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * A visitor's one-line field: a line break in a name must not start a line of its own in the
 * email, where it could pass for a "Bcc:" or an "Open the lead:" line.
 */
const toOneLine = (value: string) =>
  value.replace(BIDI_CONTROLS, "").replace(CONTROLS, " ").replace(/ {2,}/g, " ").trim();

/** The visitor's message, line by line, with no control characters left in a line. */
const toCleanLines = (value: string) =>
  value
    .replace(BIDI_CONTROLS, "")
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROLS, " ").trimEnd());

/** In the text part each line of the message is quoted, so none can pass for a line of ours. */
const toQuotedLines = (value: string) =>
  toCleanLines(value)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

const oneLine = (value: string) => toOneLine(value).slice(0, 200);

/**
 * The same key always gives the same Message-ID, so a notification sent again after a crash
 * (between the SMTP server's OK and the database commit) is recognisable as the same message.
 */
export const messageIdFor = (key: string) => `<${sha256(key).slice(0, 40)}@leads.projingga>`;

/** The texts of an email in its recipient's staff-area language. */
const mailTexts = (locale: Locale) => textsIn(locale).mail;

/** A row of the email; a multi-line value (the visitor's message) is quoted in the text part. */
type MailRow = [label: string, value: string, multiline?: "multiline"];

function render(title: string, rows: MailRow[], link: { label: string; href: string }) {
  const heading = toOneLine(title);
  const text = [
    heading,
    "",
    ...rows.map(([label, value, multiline]) =>
      multiline ? `${label}:\n${toQuotedLines(value)}` : `${label}: ${toOneLine(value)}`,
    ),
    "",
    `${link.label}: ${link.href}`,
  ].join("\n");
  const html = [
    `<h1 style="font-family:sans-serif;font-size:18px">${escapeHtml(heading)}</h1>`,
    '<table style="font-family:sans-serif;font-size:14px;border-collapse:collapse">',
    ...rows.map(([label, value, multiline]) => {
      const shown = multiline ? toCleanLines(value).join("\n") : toOneLine(value);
      return `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(shown)}</td></tr>`;
    }),
    "</table>",
    `<p style="font-family:sans-serif"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join("\n");
  return { text, html };
}

/** A mail about one lead: it links to the lead's page, and a reply goes to the visitor. */
function composeOneLeadMail(
  lead: MailLead,
  title: string,
  rows: MailRow[],
  options: { to: string[]; subject: string; key: string; siteUrl: string; locale: Locale },
): MailMessage {
  return {
    to: options.to,
    subject: oneLine(options.subject),
    ...render(title, rows, {
      label: mailTexts(options.locale).openLead,
      href: `${options.siteUrl}/admin/leads/${lead.id}`,
    }),
    replyTo: lead.email ? toOneLine(lead.email) : undefined,
    messageId: messageIdFor(options.key),
  };
}

type MailOptions = { key: string; siteUrl: string; locale: Locale };

export function composeNewLeadMail(
  lead: MailLead,
  options: MailOptions & { to: string[] },
): MailMessage {
  const t = mailTexts(options.locale);
  const who = [lead.name, lead.company].filter(Boolean).join(", ") || t.aVisitor;
  const title = t.newLead(who);
  return composeOneLeadMail(
    lead,
    title,
    [
      [t.name, lead.name ?? "—"],
      [t.company, lead.company ?? "—"],
      [t.email, lead.email ?? "—"],
      [t.whatsapp, lead.phone ?? "—"],
      [t.service, serviceName(lead.service)],
      [t.message, lead.message ?? "—", "multiline"],
      [t.sentFrom, lead.page ?? "—"],
      [t.referrer, lead.referrer ?? "—"],
      [t.received, formatDateTime(lead.createdAt, options.locale)],
    ],
    { ...options, subject: `${title} · ${serviceName(lead.service)}` },
  );
}

/** One email for every chat click of an hour: those leads carry no contact details. */
export function composeChatDigestMail(
  leads: MailLead[],
  options: MailOptions & { to: string[] },
): MailMessage {
  const t = mailTexts(options.locale);
  const title = t.chatClicks(leads.length);
  const body = render(
    title,
    leads.map((lead) => [
      formatDateTime(lead.createdAt, options.locale),
      `${serviceName(lead.service)} · ${lead.page ?? "—"}${lead.referrer ? ` · ${t.from(lead.referrer)}` : ""} · ${options.siteUrl}/admin/leads/${lead.id}`,
    ]),
    { label: t.openChatClicks, href: `${options.siteUrl}/admin/leads?source=chat` },
  );
  return { to: options.to, subject: oneLine(title), ...body, messageId: messageIdFor(options.key) };
}

export function composeAssignmentMail(
  lead: MailLead,
  options: MailOptions & { to: string; assignedBy?: string },
): MailMessage {
  const t = mailTexts(options.locale);
  const who = [lead.name, lead.company].filter(Boolean).join(", ") || t.aChatVisitor;
  const title = t.assigned(options.assignedBy ?? t.aColleague, who);
  return composeOneLeadMail(
    lead,
    title,
    [
      [t.service, serviceName(lead.service)],
      [t.email, lead.email ?? "—"],
      [t.whatsapp, lead.phone ?? "—"],
      [t.message, lead.message ?? "—", "multiline"],
      [t.received, formatDateTime(lead.createdAt, options.locale)],
    ],
    { ...options, to: [options.to], subject: title },
  );
}

/** A lead in an owner's reminder: who, and the follow-up date (YYYY-MM-DD) it was due. */
export type ReminderLead = Pick<LeadRow, "id" | "name" | "company" | "email" | "phone"> & {
  nextFollowUp: string;
};

/**
 * The morning reminder to one owner: each lead whose follow-up is due that day or overdue,
 * with a link to it.
 */
export function composeFollowUpReminderMail(
  leads: ReminderLead[],
  options: MailOptions & { to: string; ownerName: string; day: string; ownerId: number },
): MailMessage {
  const t = mailTexts(options.locale);
  const firstName = options.ownerName.trim().split(/\s+/)[0] ?? options.ownerName;
  const body = render(
    t.reminderTitle(firstName, leads.length),
    leads.map((lead) => [
      [lead.name, lead.company].filter(Boolean).join(", ") ||
        lead.email ||
        lead.phone ||
        `#${lead.id}`,
      `${lead.nextFollowUp < options.day ? t.overdueSince(formatDate(lead.nextFollowUp, options.locale, "medium")) : t.dueToday} · ${options.siteUrl}/admin/leads/${lead.id}`,
    ]),
    {
      label: t.openDueLeads,
      href: `${options.siteUrl}/admin/leads?followUp=due&owner=${options.ownerId}`,
    },
  );
  return {
    to: [options.to],
    subject: oneLine(t.reminderSubject(leads.length)),
    ...body,
    messageId: messageIdFor(options.key),
  };
}
