import { count, desc, eq, like } from "drizzle-orm";
import type { AuditEvent, AuditListQuery } from "../../contracts/audit-schema.ts";
import { buildPagination } from "../../contracts/pagination.ts";
import type { Database } from "../db/client.ts";
import { auditEvents } from "../db/schema.ts";

const toEvent = (row: typeof auditEvents.$inferSelect): AuditEvent => ({
  id: row.id,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  details: row.details ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first; `action` matches exactly ("employee.create") or a whole prefix ("employee."). */
export async function listAuditEvents(db: Database, query: AuditListQuery) {
  const where = !query.action
    ? undefined
    : query.action.endsWith(".")
      ? like(auditEvents.action, `${query.action}%`)
      : eq(auditEvents.action, query.action);
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map(toEvent),
    pagination: buildPagination(query.page, query.limit, Number(total)),
  };
}

export async function listAuditActions(db: Database) {
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .orderBy(auditEvents.action);
  return rows.map((row) => row.action);
}
