import type { AuditEvent } from "./audit-schema.ts";

/**
 * What a sentence of the audit log may say, read from an entry's stored `details` (each
 * action stores what its sentence needs since issue 30; older entries lack some of it, so
 * every fact has an empty value a sentence can fall back on).
 */
export type AuditFacts = {
  /** Who did it: the member's name, else their email, else the catalogue's "System". */
  who: string;
  /** The record's name or title, else "#id", else "". */
  name: string;
  count: number;
  /** Names stored with a bulk step (the first few); `more` counts the ones not stored. */
  names: readonly string[];
  more: number;
  /** Rendered changes of an update ("status: Active → Resign; photo changed"), else "". */
  changes: string;
  status: string;
  role: string;
  email: string;
  from: string;
  to: string;
  rows: number;
  created: number;
  failed: number;
  duplicates: number;
  channel: string;
  /** A sign-in's or bulk step's own words (the search of a selection, the purpose of an upload). */
  extra: string;
};

/** The staff catalogue's `audit` texts the sentences are made of. */
export type AuditSentenceTexts = {
  system: string;
  sentences: Record<string, (facts: AuditFacts) => string>;
  site: (who: string, kind: string, change: string, name: string) => string;
  other: (who: string, action: string) => string;
  fields: Record<string, string>;
  change: (field: string, from: string, to: string) => string;
  changedMasked: (field: string) => string;
  blank: string;
  changeSeparator: string;
};

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const number = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

type StoredChange = { field?: unknown; from?: unknown; to?: unknown; masked?: unknown };

function describeChanges(t: AuditSentenceTexts, value: unknown) {
  if (!Array.isArray(value)) return "";
  return (value as StoredChange[])
    .map((change) => {
      const field = t.fields[text(change.field)] ?? text(change.field);
      if (change.masked) return t.changedMasked(field);
      const shown = (side: unknown) => text(side) || t.blank;
      return t.change(field, shown(change.from), shown(change.to));
    })
    .join(t.changeSeparator);
}

/** The facts of one entry; `actorName` is the member's name when the account still exists. */
export function readAuditFacts(
  t: AuditSentenceTexts,
  event: Pick<AuditEvent, "actorEmail" | "entityId" | "details"> & { actorName?: string | null },
): AuditFacts {
  const d = event.details ?? {};
  const names = strings(d.names).length > 0 ? strings(d.names) : strings(d.titles);
  const count = number(d.count) || names.length;
  const name = text(d.name) || text(d.title) || (event.entityId ? `#${event.entityId}` : "");
  return {
    who: event.actorName || event.actorEmail || t.system,
    name,
    count,
    names,
    more: Math.max(0, count - names.length),
    changes: describeChanges(t, d.changes),
    status: text(d.status),
    role: text(d.role),
    email: text(d.email),
    from: text(d.from),
    to: text(d.to),
    rows: number(d.rows),
    created: number(d.created),
    failed: number(d.failed),
    duplicates: number(d.duplicates),
    channel: text(d.channel),
    extra: text(d.matching) || text(d.search) || text(d.purpose) || text(d.file),
  };
}

/** One entry as a sentence in the catalogue's language: "Dewi deleted 3 employees: Andi, Budi, Citra". */
export function describeAuditEvent(
  t: AuditSentenceTexts,
  event: Pick<AuditEvent, "action" | "actorEmail" | "entity" | "entityId" | "details"> & {
    actorName?: string | null;
  },
): string {
  const facts = readAuditFacts(t, event);
  const sentence = t.sentences[event.action];
  if (sentence) return sentence(facts);
  const site = /^site\.(\w+)\.(create|update|delete)$/.exec(event.action);
  if (site) return t.site(facts.who, site[1], site[2], facts.name);
  return t.other(facts.who, event.action);
}
