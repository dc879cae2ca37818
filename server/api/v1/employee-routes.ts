import { Hono } from "hono";
import { toCsv } from "#contracts/csv-cells.ts";
import {
  CSV_COLUMNS,
  employeeImportSchema,
  employeeToCsvRow,
  MAX_IMPORT_ROWS,
} from "#contracts/employee-csv.ts";
import { employeeInputSchema, employeeListQuerySchema } from "#contracts/employee-schema.ts";
import { importEmployees } from "#server/employees/employee-import.ts";
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  listEmployeesForExport,
  updateEmployee,
} from "#server/employees/employee-service.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { csvDownloadResponse, endpointsOf, listPageJson, numericIdParams } from "./endpoint.ts";

export const employeeRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(employeeRoutes, { tag: "Employees", access: "employees:manage" });

endpoint(
  {
    method: "get",
    path: "/employees",
    summary: "List employees (search over name, number, position and department)",
    query: employeeListQuerySchema,
  },
  async (c, { db, query }) =>
    listPageJson(c, await listEmployees(db, query, c.get("services").now())),
);

endpoint(
  {
    method: "get",
    path: "/employees/export",
    summary:
      "The (filtered, sorted) employee list as CSV with the import's columns; a cell, or a part of it after , or ;, that starts with = + - @ tab or CR gets a ' so spreadsheets reading it with either separator do not run it as a formula",
    query: employeeListQuerySchema,
    success: { status: 200, description: "text/csv" },
  },
  async (c, { db, query, user }) => {
    const rows = await listEmployeesForExport(db, query, user);
    const csv = `\uFEFF${toCsv(CSV_COLUMNS, rows.map(employeeToCsvRow))}`;
    return csvDownloadResponse(c, "employees", csv);
  },
);

endpoint(
  {
    method: "get",
    path: "/employees/{id}",
    summary: "One employee",
    params: numericIdParams,
    responses: { 404: "No employee has this id" },
  },
  async (c, { db, params }) => c.json(await getEmployee(db, params.id)),
);

endpoint(
  {
    method: "post",
    path: "/employees",
    summary: "Create an employee",
    body: employeeInputSchema,
    success: { status: 201, description: "The created employee" },
    responses: {
      409: "The number is already in use, or kept by an employee deleted a moment ago until the purge",
    },
  },
  async (c, { services, body, user }) => c.json(await createEmployee(services, body, user), 201),
);

endpoint(
  {
    method: "put",
    path: "/employees/{id}",
    summary: "Replace an employee's fields",
    params: numericIdParams,
    body: employeeInputSchema,
    responses: { 404: "No employee has this id", 409: "The number is already in use" },
  },
  async (c, { services, params, body, user }) =>
    c.json(await updateEmployee(services, params.id, body, user)),
);

endpoint(
  {
    method: "delete",
    path: "/employees/{id}",
    summary:
      "Delete an employee: from this answer on, no list, search, export, team page or read shows them; the row is purged for good a few seconds later",
    params: numericIdParams,
    responses: { 404: "No employee has this id" },
  },
  async (c, { services, params, user }) => {
    // Hidden at once and purged after the staff screen's Undo window (ADR 0017).
    await deleteEmployee(services, params.id, user, services.now());
    return c.json({ data: { id: params.id, deleted: true } });
  },
);

endpoint(
  {
    method: "post",
    path: "/employees/batch",
    summary: `Create, or update, up to ${MAX_IMPORT_ROWS} employees in one request (the CSV import, as the staff screen does it). Each row is validated on its own; the answer lists one result per row, in order: \`created\` with its id, \`updated\` with its id, \`failed\` with the reason and field errors (a number that a deleted employee keeps until the purge, ADR 0017, is one), or \`duplicate\` when the number appears earlier in the batch or is taken and \`existing\` is \`skip\`; \`summary\` counts them, as the one audit entry does. \`existing\`, optional: \`skip\` (the default, as before) leaves an employee whose number is taken as it is; \`update\` replaces its fields with the row's (matched by number; an empty \`foto\` keeps its photo). All rows are written in one transaction: all or none. \`file\`, optional, names the source in the audit log`,
    body: employeeImportSchema,
    responses: {
      400: `rows is missing, empty or longer than ${MAX_IMPORT_ROWS}, or existing is not update or skip`,
    },
  },
  async (c, { services, body, user }) =>
    c.json({ data: await importEmployees(services, body, user, user.locale) }),
);
