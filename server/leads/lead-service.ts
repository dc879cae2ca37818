import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { ContactData } from "../../app/features/leads/contact-schema.ts";
import type { Lead, LeadListQuery, LeadStatus } from "../../app/features/leads/lead-schema.ts";
import { leadListQuerySchema } from "../../app/features/leads/lead-schema.ts";
import type { ServiceSlug } from "../../content/services.ts";
import type { Database } from "../db/client.ts";
import { leads } from "../db/schema.ts";
import { ApiError, notFound } from "../http/api-error.ts";
import { buildPagination } from "../shared/pagination.ts";
import { leadNotifierFor } from "./lead-notifier.ts";
import { CHAT_THROTTLE, CONTACT_THROTTLE, insertWithinThrottle } from "./lead-throttle.ts";

type LeadRow = typeof leads.$inferSelect;

function toLead(row: LeadRow): Lead {
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
    referrer: row.referrer,
    utm: row.utm && Object.keys(row.utm).length > 0 ? row.utm : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type LeadRequestMeta = { ipHash: string; now: Date };

/** Stores a contact-form lead; throws 400 for the honeypot and 429 when one IP floods. */
export async function createContactLead(db: Database, data: ContactData, meta: LeadRequestMeta) {
  if (data.homepage) {
    throw new ApiError(400, "rejected", "This submission was rejected", {
      fields: { homepage: "Must be empty" },
    });
  }
  const outcome = await insertWithinThrottle(db, CONTACT_THROTTLE, meta, async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        source: "contact",
        name: data.name,
        company: data.company ?? null,
        email: data.email,
        phone: data.whatsapp,
        service: data.service,
        message: data.message,
        page: data.page ?? null,
        referrer: data.referrer ?? null,
        utm: data.utm && Object.keys(data.utm).length ? (data.utm as Record<string, string>) : null,
        ipHash: meta.ipHash,
        createdAt: meta.now,
        updatedAt: meta.now,
      })
      .returning();
    await leadNotifierFor(db)?.queueNewLead(tx, row);
    return row;
  });
  if ("waitSeconds" in outcome) {
    throw new ApiError(429, "too_many_requests", "Too many messages; try again later", {
      retryAfterSeconds: outcome.waitSeconds,
    });
  }
  const row = outcome.stored;
  return toLead(row);
}

/**
 * Records a chat click. Returns null instead of a lead when the IP is over its budget: the
 * visitor is still sent to the chat, the flood is just not counted.
 */
export async function createChatLead(
  db: Database,
  input: { service?: ServiceSlug; page?: string; referrer?: string },
  meta: LeadRequestMeta,
) {
  const outcome = await insertWithinThrottle(db, CHAT_THROTTLE, meta, async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        source: "chat",
        service: input.service ?? null,
        page: input.page ?? null,
        referrer: input.referrer ?? null,
        ipHash: meta.ipHash,
        createdAt: meta.now,
        updatedAt: meta.now,
      })
      .returning();
    await leadNotifierFor(db)?.queueNewLead(tx, row);
    return row;
  });
  if ("waitSeconds" in outcome) return null;
  const row = outcome.stored;
  return toLead(row);
}

export async function listLeads(db: Database, input: LeadListQuery = {}) {
  const query = leadListQuerySchema.parse(input);
  const conditions: SQL[] = [];
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.service) conditions.push(eq(leads.service, query.service));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(leads).where(where);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map(toLead),
    pagination: buildPagination(query.page, query.limit, Number(total)),
  };
}

export async function getLead(db: Database, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw notFound("Lead");
  return toLead(row);
}

export async function updateLeadStatus(db: Database, id: number, status: LeadStatus) {
  const [row] = await db
    .update(leads)
    .set({ status, updatedAt: new Date() })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw notFound("Lead");
  return toLead(row);
}
