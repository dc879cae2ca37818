import { randomUUID } from "node:crypto";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { EmployeeSelection } from "#contracts/employee-bulk-schema.ts";
import type {
  Employee,
  EmployeeData,
  EmployeeFieldChange,
  EmployeeListQuery,
  EmployeeStatus,
} from "#contracts/employee-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { buildPagination } from "#contracts/pagination.ts";
import { type AuditActor, recordAudit } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange } from "#server/audit/commit-change.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like-pattern.ts";
import { employees } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { ConflictError, notFound } from "#server/shared/domain-errors.ts";

const columns = {
  id: employees.id,
  name: employees.name,
  number: employees.number,
  position: employees.position,
  department: employees.department,
  joinDate: employees.joinDate,
  status: employees.status,
  photo: employees.photo,
  photoPath: employees.photoPath,
};

/**
 * A delete hides the rows at once and keeps them for UNDO_SECONDS, when Undo brings them back;
 * they are purged PURGE_GRACE_SECONDS later still, so an Undo at the last moment on one
 * instance never meets a purge on another whose clock runs a little ahead (ADR 0017).
 */
export const UNDO_SECONDS = 10;
export const PURGE_GRACE_SECONDS = 30;

/** Employees not waiting to be purged: every read and write but Undo sees only these. */
export const liveEmployee = isNull(employees.deletedAt);

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * One delete's rows are restored or purged together: both take the delete's advisory lock (two
 * keys: this namespace and the token's hash), Undo waiting for it, the purge only trying it.
 */
const UNDO_LOCK_NAMESPACE = 30_017;
const deleteLock = (token: SQL | string) => sql`${UNDO_LOCK_NAMESPACE}::int, hashtext(${token})`;

/**
 * Removes for good the rows whose delete can no longer be undone (their team entries go with
 * them). Lazy: list reads and deletes run it. A delete whose Undo is running is skipped (the
 * purge tries its lock and never waits), so a purge never blocks or deadlocks against an Undo
 * and never takes part of a delete away under it.
 */
export async function purgeDeletedEmployees(db: Database, now: Date) {
  const cutoff = secondsBefore(now, UNDO_SECONDS + PURGE_GRACE_SECONDS);
  // The first test finds the rows by the deleted rows' index (every list read runs this: 5 ms
  // a read over 10,000 employees otherwise, issue 29); the case keeps the lock from being tried
  // on any other row, whatever order the planner tests them in.
  const purged = await db.execute(sql`
    delete from ${employees}
    where ${employees.deletedAt} <= ${cutoff}
      and case when ${employees.deletedAt} <= ${cutoff}
        then pg_try_advisory_xact_lock(${deleteLock(sql`${employees.deleteToken}`)})
        else false end
    returning ${employees.id}`);
  return rowsOf(purged).length;
}

/**
 * Which of these numbers belong to rows hidden by a delete: they stay taken until the purge, so
 * an Undo always finds its number free (ADR 0017).
 */
export async function findNumbersHeldByDeleted(
  db: Pick<Database, "select">,
  numbers: number[],
): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ number: employees.number })
    .from(employees)
    .where(and(inArray(employees.number, numbers), isNotNull(employees.deletedAt)));
  return new Set(rows.map((row) => row.number));
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];

function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(employees.name, pattern),
    ilike(employees.position, pattern),
    ilike(employees.department, pattern),
    sql`${employees.number}::text like ${pattern}`,
  );
}

export async function listEmployees(db: Database, query: EmployeeListQuery, now?: Date) {
  if (now) await purgeDeletedEmployees(db, now);
  const where = and(liveEmployee, searchCondition(query.search));
  const sortColumn = columns[query.sortBy];
  const direction = query.sortOrder === "asc" ? asc : desc;
  // A search reads every row (a substring of any of four columns): the same pass counts the
  // matches, instead of a second scan for the total (issue 29).
  const searching = query.search.trim() !== "";
  const rows = await db
    .select({ ...columns, total: searching ? sql<number>`count(*) over ()` : sql<number>`0` })
    .from(employees)
    .where(where)
    .orderBy(direction(sortColumn), direction(employees.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total =
    searching && rows.length
      ? Number(rows[0].total)
      : Number((await db.select({ total: count() }).from(employees).where(where))[0].total);
  const data = rows.map(({ total: _total, ...employee }) => employee) as Employee[];
  return { data, pagination: buildPagination(query.page, query.limit, total) };
}

export const MAX_EXPORT_ROWS = 100_000;

/** Every employee matching the list's search, in the list's order, for the CSV export (audited). */
export async function listEmployeesForExport(
  db: Database,
  query: Pick<EmployeeListQuery, "search" | "sortBy" | "sortOrder">,
  exporter: AuditActor,
) {
  const direction = query.sortOrder === "asc" ? asc : desc;
  const rows = (await db
    .select(columns)
    .from(employees)
    .where(and(liveEmployee, searchCondition(query.search)))
    .orderBy(direction(columns[query.sortBy]), direction(employees.id))
    .limit(MAX_EXPORT_ROWS)) as Employee[];
  await recordAudit(db, exporter, "employee.export", {
    entity: "employee",
    details: { rows: rows.length, search: query.search || undefined },
  });
  return rows;
}

export async function getEmployee(db: Database, id: number) {
  const [found] = await db
    .select(columns)
    .from(employees)
    .where(and(eq(employees.id, id), liveEmployee));
  if (!found) throw notFound("Employee");
  return found as Employee;
}

/** The field error for a number another row holds, live or hidden by a delete. */
export const takenNumberMessage = (number: number, heldByDeleted: boolean) =>
  heldByDeleted ? msg("numberHeldByDeleted", number) : msg("numberInUse", number);

/**
 * Runs a write of one employee row; the number's unique index refusing it becomes a 409 whose
 * field error says whether a live employee or a delete still open to Undo holds the number.
 */
async function writeWithUniqueNumber<T>(db: Database, number: number, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const held = (await findNumbersHeldByDeleted(db, [number])).has(number);
    throw new ConflictError("duplicate_number", msg("employeeNumberInUse", number), {
      fields: { number: takenNumberMessage(number, held) },
    });
  }
}

function toRow(data: EmployeeData) {
  return { ...data, photo: data.photo ?? null, photoPath: data.photoPath ?? null };
}

/** actor: who made the change, for the audit log (null for seeding and test factories). */
export async function createEmployee(
  services: ChangeServices,
  data: EmployeeData,
  actor: AuditActor = null,
) {
  return writeWithUniqueNumber(services.db, data.number, () =>
    commitChange(services, "employee.created", async (tx) => {
      const [created] = (await tx
        .insert(employees)
        .values(toRow(data))
        .returning(columns)) as Employee[];
      const { id, name, number } = created;
      return [created, { actor, id, name, number }];
    }),
  );
}

/** Fields whose values the audit log must not repeat: it says they changed, not to what. */
const MASKED_FIELDS = new Set<keyof EmployeeData>(["photo", "photoPath"]);

/** What an update changed, field by field, for the audit log (masked fields without values). */
export function describeEmployeeChanges(before: Employee, after: Employee): EmployeeFieldChange[] {
  const fields = [
    "name",
    "number",
    "position",
    "department",
    "joinDate",
    "status",
    "photo",
  ] as const;
  const changes: EmployeeFieldChange[] = [];
  for (const field of fields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    const photoMoved =
      field === "photo" && (before.photoPath ?? null) !== (after.photoPath ?? null);
    if (from === to && !photoMoved) continue;
    changes.push(
      MASKED_FIELDS.has(field)
        ? { field, masked: true }
        : { field, from: from as string | number | null, to: to as string | number | null },
    );
  }
  return changes;
}

export async function updateEmployee(
  services: ChangeServices,
  id: number,
  data: EmployeeData,
  actor: AuditActor = null,
) {
  const [before] = (await services.db
    .select(columns)
    .from(employees)
    .where(and(eq(employees.id, id), liveEmployee))) as (Employee | undefined)[];
  if (!before) throw notFound("Employee");
  return writeWithUniqueNumber(services.db, data.number, () =>
    commitChange(services, "employee.updated", async (tx) => {
      const [updated] = (await tx
        .update(employees)
        .set({ ...toRow(data), updatedAt: new Date() })
        .where(and(eq(employees.id, id), liveEmployee))
        .returning(columns)) as (Employee | undefined)[];
      if (!updated) throw notFound("Employee");
      const changes = describeEmployeeChanges(before, updated);
      return [updated, { actor, id, name: updated.name, number: updated.number, changes }];
    }),
  );
}

/**
 * Hides one employee at once (lists, search, exports, the team page and the API stop showing
 * them); `undoToken` restores them within UNDO_SECONDS, then they are purged.
 */
export async function deleteEmployee(
  services: ChangeServices,
  id: number,
  actor: AuditActor = null,
  now: Date = new Date(),
) {
  await purgeDeletedEmployees(services.db, now);
  const undoToken = randomUUID();
  return commitChange(services, "employee.deleted", async (tx) => {
    const [deleted] = (await tx
      .update(employees)
      .set({ deletedAt: now, deleteToken: undoToken })
      .where(and(eq(employees.id, id), liveEmployee))
      .returning(columns)) as Employee[];
    if (!deleted) throw notFound("Employee");
    const { name, number } = deleted;
    return [
      { ...deleted, undoToken, undoSeconds: UNDO_SECONDS },
      { actor, id, name, number },
    ];
  });
}

function selectionCondition(selection: EmployeeSelection): SQL | undefined {
  if ("ids" in selection) return inArray(employees.id, [...new Set(selection.ids)]);
  // An empty search means "everyone": the caller confirmed the count the list showed.
  return searchCondition(selection.matching) ?? sql`true`;
}

const describeSelection = (selection: EmployeeSelection) =>
  "ids" in selection ? { ids: selection.ids.length } : { matching: selection.matching || "*" };

/** How many names a bulk delete's audit entry keeps (the count says how many there were). */
export const AUDIT_NAMES = 20;

/** Hides the selection in one statement, as deleteEmployee does one row; answers the rows and the undo token. */
export async function deleteEmployees(
  services: ChangeServices,
  selection: EmployeeSelection,
  actor: AuditActor = null,
  now: Date = new Date(),
) {
  const undoToken = randomUUID();
  if ("ids" in selection && selection.ids.length === 0)
    return { deleted: [], undoToken, undoSeconds: UNDO_SECONDS };
  await purgeDeletedEmployees(services.db, now);
  return commitChange(services, "employee.bulk_deleted", async (tx) => {
    const deleted = await tx
      .update(employees)
      .set({ deletedAt: now, deleteToken: undoToken })
      .where(and(liveEmployee, selectionCondition(selection)))
      .returning({ id: employees.id, name: employees.name, number: employees.number });
    deleted.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const names = deleted.slice(0, AUDIT_NAMES).map((row) => row.name);
    return [
      { deleted, undoToken, undoSeconds: UNDO_SECONDS },
      { actor, count: deleted.length, details: { ...describeSelection(selection), names } },
    ];
  });
}

/**
 * Undo of one delete (single or bulk): brings back all the rows it hid while the window is
 * open, under the delete's lock, so two staff undoing at once restore the rows once (the second
 * answers `alreadyRestored`) and a purge takes all of them or none. After the window (or once
 * purged) it refuses with `undo_expired`.
 */
export async function restoreEmployees(
  services: ChangeServices,
  undoToken: string,
  actor: AuditActor = null,
  now: Date = new Date(),
) {
  const restored = await commitChange(services, "employee.restored", async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${deleteLock(undoToken)})`);
    const rows = await tx
      .update(employees)
      .set({ deletedAt: null })
      .where(
        and(
          eq(employees.deleteToken, undoToken),
          gt(employees.deletedAt, secondsBefore(now, UNDO_SECONDS)),
        ),
      )
      .returning({ id: employees.id, name: employees.name, number: employees.number });
    rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const names = rows.slice(0, AUDIT_NAMES).map((row) => row.name);
    return [rows, { actor: rows.length ? actor : null, count: rows.length, details: { names } }];
  });
  if (restored.length === 0) {
    const [{ live }] = await services.db
      .select({ live: count() })
      .from(employees)
      .where(and(eq(employees.deleteToken, undoToken), liveEmployee));
    if (Number(live) > 0) return { restored: [], alreadyRestored: true };
    throw new ConflictError("undo_expired", msg("undoExpired"));
  }
  return { restored, alreadyRestored: false };
}

/** Sets one status on the whole selection; answers how many rows changed. */
export async function setEmployeesStatus(
  services: ChangeServices,
  selection: EmployeeSelection,
  status: EmployeeStatus,
  actor: AuditActor = null,
) {
  if ("ids" in selection && selection.ids.length === 0) return 0;
  return commitChange(services, "employee.status_changed", async (tx) => {
    const changed = await tx
      .update(employees)
      .set({ status, updatedAt: new Date() })
      .where(and(liveEmployee, selectionCondition(selection)))
      .returning({ id: employees.id });
    const details = { status, ...describeSelection(selection) };
    return [changed.length, { actor, count: changed.length, details }];
  });
}

/** Which of these numbers are taken already (the CSV preview marks those rows). */
export async function findTakenNumbers(db: Database, numbers: number[]) {
  const unique = [...new Set(numbers)].filter((n) => Number.isInteger(n) && n >= 0);
  if (unique.length === 0) return [];
  const taken: number[] = [];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .select({ number: employees.number })
      .from(employees)
      .where(and(inArray(employees.number, unique.slice(start, start + 1000)), liveEmployee));
    for (const row of rows) taken.push(row.number);
  }
  return taken;
}
