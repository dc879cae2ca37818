import { z } from "zod";
import {
  EMPLOYEE_FORM_FIELDS,
  type EmployeeFormValues,
  toEmployeeInput,
} from "../../contracts/employee-form.ts";
import {
  EMPLOYEE_STATUSES,
  employeeInputSchema,
  STATUS_MESSAGE,
  toEmployeeStatus,
} from "../../contracts/employee-schema.ts";
import type { AuditActor } from "../audit/audit-service.ts";
import { recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { ValidationError } from "../shared/domain-errors.ts";
import { formText } from "../shared/form-text.ts";
import { importEmployees } from "./employee-import.ts";
import {
  createEmployee,
  deleteEmployee,
  deleteEmployees,
  type EmployeeSelection,
  findTakenNumbers,
  setEmployeesStatus,
  updateEmployee,
} from "./employee-service.ts";

/** The employee form's fields as typed, to send back when a save fails (the form keeps them). */
export function readEmployeeFormValues(form: FormData): EmployeeFormValues {
  return Object.fromEntries(
    EMPLOYEE_FORM_FIELDS.map((name) => [name, formText(form, name)]),
  ) as EmployeeFormValues;
}

function invalid(fields: Record<string, string>) {
  return new ValidationError("validation_failed", "Some fields are not valid", { fields });
}

/** Creates (no id) or updates an employee from the form, and writes the audit entry. */
export async function saveEmployeeForm(
  db: Database,
  actor: AuditActor,
  id: number | null,
  form: FormData,
) {
  const values = readEmployeeFormValues(form);
  const parsed = employeeInputSchema.safeParse(toEmployeeInput(values));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
    throw invalid(fields);
  }
  if (id === null) return createEmployee(db, parsed.data, actor);
  return updateEmployee(db, id, parsed.data, actor);
}

const idList = z
  .array(z.coerce.number().int().min(1).max(2_147_483_647))
  .max(1000, "Select at most 1000 rows, or all rows matching the search");

/** The rows a bulk form names: `scope=matching` with the search, or the ticked `ids`. */
export function readSelection(form: FormData): EmployeeSelection {
  if (formText(form, "scope") === "matching")
    return { matching: formText(form, "search").slice(0, 200) };
  const parsed = idList.safeParse(form.getAll("ids"));
  if (!parsed.success) throw invalid({ ids: "Select the rows again" });
  if (parsed.data.length === 0) throw invalid({ ids: "Select at least one row" });
  return { ids: parsed.data };
}

/** Deletes one employee (the list's trash button), with the audit entry the API writes. */
export async function deleteEmployeeForm(db: Database, actor: AuditActor, form: FormData) {
  const id = Number(formText(form, "id"));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid({ id: "Unknown row" });
  return deleteEmployee(db, id, actor);
}

/** Deletes every selected employee in one step; one audit entry names the count. */
export async function bulkDeleteEmployees(db: Database, actor: AuditActor, form: FormData) {
  const deleted = await deleteEmployees(db, readSelection(form), actor);
  return deleted.length;
}

/** Sets one status on every selected employee; one audit entry names the count. */
export async function bulkSetEmployeeStatus(db: Database, actor: AuditActor, form: FormData) {
  const status = z.enum(EMPLOYEE_STATUSES).safeParse(toEmployeeStatus(formText(form, "status")));
  if (!status.success) throw invalid({ status: STATUS_MESSAGE });
  const count = await setEmployeesStatus(db, readSelection(form), status.data, actor);
  return { count, status: status.data };
}

export const MAX_IMPORT_ROWS = 20_000;

/** The numbers of a CSV preview that already belong to an employee (a comma-separated list). */
export async function checkTakenNumbers(db: Database, form: FormData) {
  const numbers = formText(form, "numbers")
    .split(",")
    .slice(0, MAX_IMPORT_ROWS)
    .filter((value) => /^\d{1,10}$/.test(value))
    .map(Number);
  return findTakenNumbers(db, numbers);
}

/**
 * Imports a whole CSV in one request, every row as it was in the file (also the ones the
 * preview already flagged), so the counts the summary shows are the server's and the one
 * audit entry says the same.
 */
export async function importEmployeesForm(db: Database, actor: AuditActor, form: FormData) {
  let rows: unknown;
  try {
    rows = JSON.parse(formText(form, "rows"));
  } catch {
    rows = null;
  }
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_IMPORT_ROWS) {
    throw invalid({ rows: `Send between 1 and ${MAX_IMPORT_ROWS} rows` });
  }
  const results = await importEmployees(db, rows);
  const summary = { created: 0, failed: 0, duplicate: 0 };
  for (const result of results) summary[result.status] += 1;
  await recordAudit(db, actor, "employee.import", {
    entity: "employee",
    details: {
      ...summary,
      rows: rows.length,
      file: formText(form, "file").slice(0, 200) || undefined,
    },
  });
  return { results, summary };
}
