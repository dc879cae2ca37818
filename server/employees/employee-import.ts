import { sql } from "drizzle-orm";
import {
  type BatchRowResult,
  columnErrors,
  describeErrors,
  type EmployeeImport,
  type EmployeeImportReport,
  type ExistingMode,
} from "#contracts/employee-csv.ts";
import { type EmployeeData, employeeInputSchema } from "#contracts/employee-schema.ts";
import type { Locale } from "#contracts/locale.ts";
import { errorText, errorTexts, toFieldMessages } from "#contracts/messages/error-text.ts";
import { type Message, msg } from "#contracts/messages/message.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange, type Tx } from "#server/audit/commit-change.ts";
import { employees } from "#server/db/schema.ts";
import { findNumbersHeldByDeleted, liveEmployee, takenNumberMessage } from "./employee-service.ts";

const CHUNK = 500;

/**
 * An existing employee takes the row's fields, as a manual edit would; a CSV cannot carry an
 * uploaded photo, so an empty `foto` keeps the photo the employee has.
 */
const UPDATE_FROM_ROW = {
  name: sql`excluded.name`,
  position: sql`excluded.position`,
  department: sql`excluded.department`,
  joinDate: sql`excluded.join_date`,
  status: sql`excluded.status`,
  photo: sql`coalesce(excluded.photo, ${employees.photo})`,
  photoPath: sql`case when excluded.photo is null then ${employees.photoPath} end`,
  updatedAt: sql`now()`,
};

/**
 * A row whose number a deleted employee holds until the purge: neither skipped as a duplicate
 * nor written over the hidden row, so the delete's Undo still finds its number (ADR 0017).
 */
function heldNumberResult(index: number, number: number, locale: Locale): BatchRowResult {
  const fields = { number: takenNumberMessage(number, true) };
  return failedRow(index, fields, locale);
}

/** A row refused for its fields: the reason per column and per field, in the reader's language. */
const failedRow = (index: number, fields: Record<string, Message>, locale: Locale) =>
  ({
    index,
    status: "failed",
    reason: describeErrors(columnErrors(fields), locale),
    fields: errorTexts(fields, locale),
  }) as const;

/**
 * One import, from the staff screen's CSV or the API: every row stored or reported (the reasons
 * in `locale`), the counts of the report, and one announcement (the audit log's one entry).
 */
export async function importEmployees(
  services: ChangeServices,
  { rows, file, existing }: EmployeeImport,
  actor: AuditActor = null,
  locale: Locale = "en",
): Promise<EmployeeImportReport> {
  return commitChange(services, "employee.imported", async (tx) => {
    const results = await writeRows(tx, rows, existing, locale);
    const summary = { created: 0, updated: 0, failed: 0, duplicate: 0 };
    for (const result of results) summary[result.status] += 1;
    return [
      { results, summary },
      { actor, summary, rows: rows.length, file },
    ];
  });
}

/**
 * Creates many employees at once and reports every row: created, updated (its number exists and
 * the caller asked to update), failed (with the reason: a number a deleted employee holds until
 * the purge is one) or duplicate (the number exists already
 * and the caller asked to skip, or it came earlier in the same batch). Each row is checked on
 * its own, so one bad row never stops the others; valid rows are written in chunks inside one
 * transaction, and the number's unique index decides: `on conflict do nothing` turns taken
 * numbers into reports, `on conflict do update` into updates (`xmax = 0` only on a new row).
 */
async function writeRows(
  tx: Tx,
  rows: unknown[],
  existing: ExistingMode,
  locale: Locale,
): Promise<BatchRowResult[]> {
  const results: BatchRowResult[] = new Array(rows.length);
  const valid: { index: number; data: EmployeeData }[] = [];
  const firstIndexByNumber = new Map<number, number>();
  rows.forEach((row, index) => {
    const parsed = employeeInputSchema.safeParse(row);
    if (!parsed.success) {
      results[index] = failedRow(index, toFieldMessages(parsed.error), locale);
      return;
    }
    if (firstIndexByNumber.has(parsed.data.number)) {
      results[index] = {
        index,
        status: "duplicate",
        reason: errorText(msg("numberTwiceInBatch", parsed.data.number), locale),
      };
      return;
    }
    firstIndexByNumber.set(parsed.data.number, index);
    valid.push({ index, data: parsed.data });
  });

  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const insert = tx.insert(employees).values(
      chunk.map(({ data }) => ({
        ...data,
        photo: data.photo ?? null,
        photoPath: data.photoPath ?? null,
      })),
    );
    const returning = {
      id: employees.id,
      number: employees.number,
      created: sql<boolean>`(xmax = 0)`,
    };
    const written =
      existing === "update"
        ? await insert
            .onConflictDoUpdate({
              target: employees.number,
              set: UPDATE_FROM_ROW,
              setWhere: liveEmployee,
            })
            .returning(returning)
        : await insert.onConflictDoNothing({ target: employees.number }).returning(returning);
    const byNumber = new Map(written.map((row) => [row.number, row]));
    const held = await findNumbersHeldByDeleted(
      tx,
      chunk.filter(({ data }) => !byNumber.has(data.number)).map(({ data }) => data.number),
    );
    for (const { index, data } of chunk) {
      const row = byNumber.get(data.number);
      results[index] =
        row !== undefined
          ? { index, status: row.created ? "created" : "updated", id: row.id }
          : held.has(data.number)
            ? heldNumberResult(index, data.number, locale)
            : {
                index,
                status: "duplicate",
                reason: errorText(msg("numberExists", data.number), locale),
              };
    }
  }
  return results;
}
