import {
  type BatchRowResult,
  columnErrors,
  describeErrors,
  type EmployeeImport,
  type EmployeeImportReport,
} from "../../contracts/employee-csv.ts";
import { type EmployeeData, employeeInputSchema } from "../../contracts/employee-schema.ts";
import { toFieldErrors } from "../../contracts/schema-helpers.ts";
import type { AuditActor } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { employees } from "../db/schema.ts";
import { announce } from "../shared/domain-events.ts";

const CHUNK = 500;

/**
 * One import, from the staff screen's CSV or the API: every row stored or reported, the counts
 * of the report, and one announcement (the audit log's one entry) saying the same.
 */
export async function importEmployees(
  db: Database,
  { rows, file }: EmployeeImport,
  actor: AuditActor = null,
): Promise<EmployeeImportReport> {
  const results = await writeRows(db, rows);
  const summary = { created: 0, failed: 0, duplicate: 0 };
  for (const result of results) summary[result.status] += 1;
  await announce(db, "employee.imported", { actor, summary, rows: rows.length, file });
  return { results, summary };
}

/**
 * Creates many employees at once and reports every row: created, failed (with the reason) or
 * duplicate (the number exists already, in the database or earlier in the same batch). Each
 * row is checked on its own, so one bad row never stops the others; valid rows are inserted in
 * chunks inside one transaction, and `on conflict do nothing` turns taken numbers into reports.
 */
async function writeRows(db: Database, rows: unknown[]): Promise<BatchRowResult[]> {
  const results: BatchRowResult[] = new Array(rows.length);
  const valid: { index: number; data: EmployeeData }[] = [];
  const firstIndexByNumber = new Map<number, number>();
  rows.forEach((row, index) => {
    const parsed = employeeInputSchema.safeParse(row);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error);
      results[index] = {
        index,
        status: "failed",
        reason: describeErrors(columnErrors(fields)),
        fields,
      };
      return;
    }
    if (firstIndexByNumber.has(parsed.data.number)) {
      results[index] = {
        index,
        status: "duplicate",
        reason: `Employee number ${parsed.data.number} appears twice in this batch`,
      };
      return;
    }
    firstIndexByNumber.set(parsed.data.number, index);
    valid.push({ index, data: parsed.data });
  });

  await db.transaction(async (tx) => {
    for (let start = 0; start < valid.length; start += CHUNK) {
      const chunk = valid.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(employees)
        .values(
          chunk.map(({ data }) => ({
            ...data,
            photo: data.photo ?? null,
            photoPath: data.photoPath ?? null,
          })),
        )
        .onConflictDoNothing({ target: employees.number })
        .returning({ id: employees.id, number: employees.number });
      const idByNumber = new Map(inserted.map((row) => [row.number, row.id]));
      for (const { index, data } of chunk) {
        const id = idByNumber.get(data.number);
        results[index] =
          id === undefined
            ? {
                index,
                status: "duplicate",
                reason: `Employee number ${data.number} already exists`,
              }
            : { index, status: "created", id };
      }
    }
  });
  return results;
}
