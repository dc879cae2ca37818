import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { ContactData } from "#contracts/contact-schema.ts";
import { normalizePhone } from "#contracts/lead-reply.ts";
import type { Lead, LeadListQuery, LeadNote } from "#contracts/lead-schema.ts";
import { leadListQuerySchema } from "#contracts/lead-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { buildPagination } from "#contracts/pagination.ts";
import type { ServiceSlug } from "#contracts/site-content.ts";
import { type AuditActor, recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like-pattern.ts";
import { leadNotes, leads, staffUsers } from "#server/db/schema.ts";
import { notFound, RateLimitedError, ValidationError } from "#server/shared/domain-errors.ts";
import {
  attributionColumns,
  resolveAttribution,
  type SentAttribution,
} from "./lead-attribution.ts";
import type { LeadServices } from "./lead-notifier.ts";
import {
  CHAT_THROTTLE,
  CONTACT_THROTTLE,
  insertWithinThrottle,
  type ThrottleRule,
} from "./lead-throttle.ts";

type LeadRow = typeof leads.$inferSelect;

export function toLead(row: LeadRow, ownerName: string | null = null): Lead {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    page: row.page,
    landingPage: row.landingPage,
    referrer: row.referrer,
    utm: row.utm && Object.keys(row.utm).length > 0 ? row.utm : null,
    clickIds: row.clickIds && Object.keys(row.clickIds).length > 0 ? row.clickIds : null,
    ownerId: row.ownerId,
    ownerName: row.ownerId ? ownerName : null,
    nextFollowUp: row.nextFollowUp,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type LeadRequestMeta = {
  ipHash: string;
  now: Date;
  /** The site's origin and the request's Referer: what a lead sent without its first touch shows. */
  origin: string;
  referer?: string | null;
};

/**
 * Stores a lead and queues the staff notice with it; throws RateLimitedError (with the seconds
 * to wait) when its IP is over the throttle's budget.
 */
function insertLeadWithinThrottle(
  { db, leadNotifier }: LeadServices,
  throttle: ThrottleRule,
  meta: LeadRequestMeta,
  values: Omit<typeof leads.$inferInsert, "ipHash" | "createdAt" | "updatedAt">,
) {
  return insertWithinThrottle(db, throttle, meta, async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...values, ipHash: meta.ipHash, createdAt: meta.now, updatedAt: meta.now })
      .returning();
    await leadNotifier?.queueNewLead(tx, row);
    return row;
  });
}

/** Stores a contact-form lead; throws 400 for the honeypot and 429 when one IP floods. */
export async function createContactLead(
  services: LeadServices,
  data: ContactData,
  meta: LeadRequestMeta,
) {
  if (data.homepage) {
    throw new ValidationError("rejected", msg("contactRejected"), {
      fields: { homepage: msg("mustBeEmpty") },
    });
  }
  const stored = await insertLeadWithinThrottle(services, CONTACT_THROTTLE, meta, {
    source: "contact",
    name: data.name,
    company: data.company ?? null,
    email: data.email,
    phone: data.whatsapp,
    service: data.service,
    message: data.message,
    ...attributionColumns(resolveAttribution(data, meta)),
    locale: data.locale ?? "en",
  });
  return toLead(stored);
}

/**
 * Records a chat click, with the description the visitor typed as its message. Returns null instead of a lead when the IP is over its budget: the
 * visitor is still sent to the chat, the flood is just not counted.
 */
export async function createChatLead(
  services: LeadServices,
  input: { service?: ServiceSlug; description?: string } & SentAttribution,
  meta: LeadRequestMeta,
) {
  try {
    const stored = await insertLeadWithinThrottle(services, CHAT_THROTTLE, meta, {
      source: "chat",
      service: input.service ?? null,
      message: input.description ?? null,
      ...attributionColumns(resolveAttribution(input, meta)),
    });
    return toLead(stored);
  } catch (error) {
    if (error instanceof RateLimitedError) return null;
    throw error;
  }
}

/** The phone column as normalizePhone writes it: digits only, a leading 0 becomes 62. */
const phoneDigits = sql`regexp_replace(regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g'), '^0', '62')`;

/** Name, company, email and message contain the words; a phone matches by its digits alone. */
function searchCondition(term: string) {
  const pattern = containsPattern(term);
  const conditions = [
    ilike(leads.name, pattern),
    ilike(leads.company, pattern),
    ilike(leads.email, pattern),
    ilike(leads.message, pattern),
  ];
  const digits = normalizePhone(term);
  if (digits.length >= 4 && /^[\d\s+().-]+$/.test(term)) {
    conditions.push(sql`${phoneDigits} like ${`%${digits}%`}`);
  }
  return or(...conditions) as SQL;
}

function leadFilters(query: z.output<typeof leadListQuerySchema>, today: string) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.service) conditions.push(eq(leads.service, query.service));
  if (query.owner === "none") conditions.push(isNull(leads.ownerId));
  else if (query.owner) conditions.push(eq(leads.ownerId, Number(query.owner)));
  if (query.followUp === "due") conditions.push(lte(leads.nextFollowUp, today));
  if (query.followUp === "scheduled") conditions.push(isNotNull(leads.nextFollowUp));
  if (query.followUp === "none") conditions.push(isNull(leads.nextFollowUp));
  return conditions.length ? and(...conditions) : undefined;
}

/** Follow-ups due today or overdue come first (oldest due first), then the newest leads. */
const inboxOrder = (today: string) => [
  sql`case when ${leads.nextFollowUp} <= ${today} then 0 else 1 end`,
  sql`case when ${leads.nextFollowUp} <= ${today} then ${leads.nextFollowUp} end asc`,
  desc(leads.createdAt),
  desc(leads.id),
];

export async function listLeads(db: Database, input: LeadListQuery = {}, now = new Date()) {
  const query = leadListQuerySchema.parse(input);
  const today = agencyDay(now);
  const where = leadFilters(query, today);
  // The page's ids are ordered first and its rows read after: sorting whole rows to skip 4,000
  // of them made page 400 of 10,000 leads twice as slow as the first (issue 29).
  const [[{ total }], ordered] = await Promise.all([
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(...inboxOrder(today))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const ids = ordered.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select({ lead: leads, ownerName: staffUsers.name })
        .from(leads)
        .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
        .where(inArray(leads.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.lead.id, row]));
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toLead(row.lead, row.ownerName)] : [];
    }),
    pagination: buildPagination(query.page, query.limit, Number(total)),
    today,
  };
}

export const MAX_LEAD_EXPORT_ROWS = 20_000;

/**
 * Every lead matching the inbox filters, in the inbox's order, and their notes oldest first (the
 * CSV export, audited).
 */
export async function listLeadsForExport(
  db: Database,
  input: LeadListQuery,
  now: Date,
  exporter: AuditActor,
) {
  const query = leadListQuerySchema.parse(input);
  const today = agencyDay(now);
  const where = leadFilters(query, today);
  const rows = await db
    .select({ lead: leads, ownerName: staffUsers.name })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(where)
    .orderBy(...inboxOrder(today))
    .limit(MAX_LEAD_EXPORT_ROWS);
  const noteRows = rows.length
    ? await db
        .select()
        .from(leadNotes)
        .where(inArray(leadNotes.leadId, db.select({ id: leads.id }).from(leads).where(where)))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
    : [];
  const notes = new Map<number, LeadNote[]>();
  for (const note of noteRows) {
    const list = notes.get(note.leadId) ?? [];
    list.push({
      id: note.id,
      authorName: note.authorName,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    });
    notes.set(note.leadId, list);
  }
  await recordAudit(db, exporter, "lead.export", {
    entity: "lead",
    details: { rows: rows.length, filters: input },
  });
  return { leads: rows.map((row) => toLead(row.lead, row.ownerName)), notes };
}

/** The sidebar badge: new leads with contact details; an anonymous chat click is not one. */
export async function countNewLeads(db: Database) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, "new"), eq(leads.source, "contact")));
  return Number(total);
}

export async function getLead(db: Database, id: number) {
  const [row] = await db
    .select({ lead: leads, ownerName: staffUsers.name })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!row) throw notFound("Lead");
  return toLead(row.lead, row.ownerName);
}
