import { asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { EmployeeSelection } from "../../contracts/employee-bulk-schema.ts";
import type {
  Employee,
  EmployeeData,
  EmployeeListQuery,
  EmployeeStatus,
} from "../../contracts/employee-schema.ts";
import { buildPagination } from "../../contracts/pagination.ts";
import type { AuditActor } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { employees } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { ConflictError, notFound } from "../shared/domain-errors.ts";
import { announce } from "../shared/domain-events.ts";

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

function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(employees.name, pattern),
    ilike(employees.position, pattern),
    ilike(employees.department, pattern),
    sql`${employees.number}::text like ${pattern}`,
  );
}

export async function listEmployees(db: Database, query: EmployeeListQuery) {
  const where = searchCondition(query.search);
  const sortColumn = columns[query.sortBy];
  const direction = query.sortOrder === "asc" ? asc : desc;
  const [{ total }] = await db.select({ total: count() }).from(employees).where(where);
  const data = (await db
    .select(columns)
    .from(employees)
    .where(where)
    .orderBy(direction(sortColumn), direction(employees.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)) as Employee[];
  return { data, pagination: buildPagination(query.page, query.limit, Number(total)) };
}

export const MAX_EXPORT_ROWS = 100_000;

/** Every employee matching the list's search, in the list's order, for the CSV export. */
export async function listEmployeesForExport(
  db: Database,
  query: Pick<EmployeeListQuery, "search" | "sortBy" | "sortOrder">,
) {
  const direction = query.sortOrder === "asc" ? asc : desc;
  return (await db
    .select(columns)
    .from(employees)
    .where(searchCondition(query.search))
    .orderBy(direction(columns[query.sortBy]), direction(employees.id))
    .limit(MAX_EXPORT_ROWS)) as Employee[];
}

export async function getEmployee(db: Database, id: number) {
  const [found] = await db.select(columns).from(employees).where(eq(employees.id, id));
  if (!found) throw notFound("Employee");
  return found as Employee;
}

const duplicateNumber = (number: number) =>
  new ConflictError("duplicate_number", `Employee number ${number} is already in use`, {
    fields: { number: `Number ${number} is already in use` },
  });

/** Runs a write of one employee row; the number's unique index refusing it becomes a 409. */
async function writeWithUniqueNumber<T>(number: number, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber(number);
    throw error;
  }
}

function toRow(data: EmployeeData) {
  return { ...data, photo: data.photo ?? null, photoPath: data.photoPath ?? null };
}

/** actor: who made the change, for the audit log (null for seeding and test factories). */
export async function createEmployee(db: Database, data: EmployeeData, actor: AuditActor = null) {
  const [created] = (await writeWithUniqueNumber(data.number, () =>
    db.insert(employees).values(toRow(data)).returning(columns),
  )) as Employee[];
  await announce(db, "employee.created", { actor, id: created.id });
  return created;
}

export async function updateEmployee(
  db: Database,
  id: number,
  data: EmployeeData,
  actor: AuditActor = null,
) {
  const [updated] = (await writeWithUniqueNumber(data.number, () =>
    db
      .update(employees)
      .set({ ...toRow(data), updatedAt: new Date() })
      .where(eq(employees.id, id))
      .returning(columns),
  )) as (Employee | undefined)[];
  if (!updated) throw notFound("Employee");
  await announce(db, "employee.updated", { actor, id });
  return updated;
}

export async function deleteEmployee(db: Database, id: number, actor: AuditActor = null) {
  const [deleted] = (await db
    .delete(employees)
    .where(eq(employees.id, id))
    .returning(columns)) as Employee[];
  if (!deleted) throw notFound("Employee");
  await announce(db, "employee.deleted", {
    actor,
    id,
    name: deleted.name,
    number: deleted.number,
  });
  return deleted;
}

function selectionCondition(selection: EmployeeSelection): SQL | undefined {
  if ("ids" in selection) return inArray(employees.id, [...new Set(selection.ids)]);
  // An empty search means "everyone": the caller confirmed the count the list showed.
  return searchCondition(selection.matching) ?? sql`true`;
}

const describeSelection = (selection: EmployeeSelection) =>
  "ids" in selection ? { ids: selection.ids.length } : { matching: selection.matching || "*" };

/** Deletes the selection in one statement; answers the names and numbers removed. */
export async function deleteEmployees(
  db: Database,
  selection: EmployeeSelection,
  actor: AuditActor = null,
) {
  if ("ids" in selection && selection.ids.length === 0) return [];
  const deleted = await db
    .delete(employees)
    .where(selectionCondition(selection))
    .returning({ id: employees.id, name: employees.name, number: employees.number });
  await announce(db, "employee.bulk_deleted", {
    actor,
    count: deleted.length,
    details: describeSelection(selection),
  });
  return deleted;
}

/** Sets one status on the whole selection; answers how many rows changed. */
export async function setEmployeesStatus(
  db: Database,
  selection: EmployeeSelection,
  status: EmployeeStatus,
  actor: AuditActor = null,
) {
  if ("ids" in selection && selection.ids.length === 0) return 0;
  const changed = await db
    .update(employees)
    .set({ status, updatedAt: new Date() })
    .where(selectionCondition(selection))
    .returning({ id: employees.id });
  await announce(db, "employee.status_changed", {
    actor,
    count: changed.length,
    details: { status, ...describeSelection(selection) },
  });
  return changed.length;
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
      .where(inArray(employees.number, unique.slice(start, start + 1000)));
    for (const row of rows) taken.push(row.number);
  }
  return taken;
}
