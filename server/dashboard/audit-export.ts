import { toAgencyWallClock } from "#contracts/agency-clock.ts";
import type { AuditEvent } from "#contracts/audit-schema.ts";
import { type AuditSentenceTexts, describeAuditEvent } from "#contracts/audit-sentence.ts";
import type { StaffLocale } from "#contracts/auth-schema.ts";
import { toCsv } from "#contracts/csv-cells.ts";
import { textsIn } from "#contracts/messages/catalogues.ts";

/**
 * The audit log as CSV in the reader's language: when (Jakarta time), who, their email, the
 * action's name and the entry's sentence, as the staff screen shows them.
 */
export function auditEventsToCsv(events: AuditEvent[], locale: StaffLocale = "id") {
  const t = textsIn(locale).admin.audit;
  const texts: AuditSentenceTexts = t;
  return `\uFEFF${toCsv(
    t.csvHeaders,
    events.map((event) => [
      toAgencyWallClock(event.createdAt).replace("T", " "),
      event.actorName ?? event.actorEmail ?? t.system,
      event.actorEmail ?? "",
      t.actions[event.action] ?? event.action,
      describeAuditEvent(texts, event),
    ]),
  )}`;
}
