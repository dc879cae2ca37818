import { and, count, desc, eq, gte, isNull, like, lt, type SQL, sql } from "drizzle-orm";
import { startOfAgencyDay } from "#contracts/agency-clock.ts";
import type {
  AuditActorOption,
  AuditEvent,
  AuditFilter,
  AuditListQuery,
} from "#contracts/audit-schema.ts";
import { buildPagination } from "#contracts/pagination.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { auditEvents, staffUsers } from "#server/db/schema.ts";

const DAY_MS = 86_400_000;

const selected = {
  id: auditEvents.id,
  actorEmail: auditEvents.actorEmail,
  actorName: staffUsers.name,
  action: auditEvents.action,
  entity: auditEvents.entity,
  entityId: auditEvents.entityId,
  details: auditEvents.details,
  createdAt: auditEvents.createdAt,
};

const toEvent = (row: Omit<AuditEvent, "createdAt"> & { createdAt: Date }): AuditEvent => ({
  ...row,
  details: row.details ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The filters: `action` exactly ("employee.create") or a whole prefix ("employee."), `actor` a
 * staff id or "system", `from`/`to` whole Jakarta days, both included.
 */
function filterCondition(query: AuditFilter): SQL | undefined {
  return and(
    !query.action
      ? undefined
      : query.action.endsWith(".")
        ? like(auditEvents.action, `${query.action}%`)
        : eq(auditEvents.action, query.action),
    query.actor === undefined
      ? undefined
      : query.actor === "system"
        ? isNull(auditEvents.actorId)
        : eq(auditEvents.actorId, Number(query.actor)),
    query.from ? gte(auditEvents.createdAt, startOfAgencyDay(query.from)) : undefined,
    query.to
      ? lt(auditEvents.createdAt, new Date(startOfAgencyDay(query.to).getTime() + DAY_MS))
      : undefined,
  );
}

/** Newest first, with the member's name while the account exists. */
export async function listAuditEvents(db: Database, query: AuditListQuery) {
  const where = filterCondition(query);
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  // The page is cut before the join: page 400 otherwise joined the 20,000 rows it skips.
  const page = db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as("page");
  const rows = await db
    .select({
      id: page.id,
      actorEmail: page.actorEmail,
      actorName: staffUsers.name,
      action: page.action,
      entity: page.entity,
      entityId: page.entityId,
      details: page.details,
      createdAt: page.createdAt,
    })
    .from(page)
    .leftJoin(staffUsers, eq(staffUsers.id, page.actorId))
    .orderBy(desc(page.createdAt), desc(page.id));
  return {
    data: rows.map(toEvent),
    pagination: buildPagination(query.page, query.limit, Number(total)),
  };
}

export const MAX_AUDIT_EXPORT_ROWS = 50_000;

/** Every entry matching the filters, newest first, for the CSV export (at most MAX_AUDIT_EXPORT_ROWS). */
export async function listAuditEventsForExport(db: Database, query: AuditFilter) {
  const rows = await db
    .select(selected)
    .from(auditEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.actorId))
    .where(filterCondition(query))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(MAX_AUDIT_EXPORT_ROWS);
  return rows.map(toEvent);
}

/**
 * The distinct values of an indexed column of the log, one index probe each (a loose index
 * scan): a plain distinct read all 100,000 rows on every view of the log (issue 29).
 */
function selectDistinctIndexed(db: Database, column: "action" | "actor_id") {
  const name = sql.identifier(column);
  return selectRows<{ value: string | number }>(
    db,
    sql`with recursive found(value) as (
          (select ${name} from audit_events where ${name} is not null order by ${name} limit 1)
          union all
          select (select e.${name} from audit_events e where e.${name} > found.value
            order by e.${name} limit 1)
          from found where found.value is not null)
        select value from found where value is not null`,
  );
}

export async function listAuditActions(db: Database) {
  return (await selectDistinctIndexed(db, "action")).map((row) => String(row.value));
}

/** Everyone who appears in the log (by name while the account exists), for the person filter. */
export async function listAuditActors(db: Database): Promise<AuditActorOption[]> {
  const ids = (await selectDistinctIndexed(db, "actor_id")).map((row) => Number(row.value));
  const [known, system] = await Promise.all([
    ids.length
      ? selectRows<{ id: number; label: string }>(
          db,
          sql`select e.actor_id as id, coalesce(s.name, e.actor_email, '#' || e.actor_id) as label
              from unnest(${`{${ids.join(",")}}`}::int[]) as ids(id)
              cross join lateral (select actor_id, actor_email from audit_events
                where actor_id = ids.id limit 1) e
              left join staff_users s on s.id = e.actor_id`,
        )
      : [],
    db.select({ id: auditEvents.id }).from(auditEvents).where(isNull(auditEvents.actorId)).limit(1),
  ]);
  const people = known
    .map((row) => ({ value: String(row.id), label: row.label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return system.length ? [...people, { value: "system", label: "" }] : people;
}
