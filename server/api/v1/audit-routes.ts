import { Hono } from "hono";
import { auditFilterSchema, auditListQuerySchema } from "#contracts/audit-schema.ts";
import { auditEventsToCsv } from "#server/dashboard/audit-export.ts";
import { listAuditEvents, listAuditEventsForExport } from "#server/dashboard/audit-log.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { csvDownloadResponse, endpointsOf, listPageJson } from "./endpoint.ts";

export const auditRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(auditRoutes, { tag: "Audit", access: "audit:read" });

const FILTERS =
  "`action` filters exactly or by prefix ending in a dot; `actor` is a staff account's id or `system`; `from` and `to` are whole days (YYYY-MM-DD, Jakarta time), both included";

endpoint(
  {
    method: "get",
    path: "/admin/audit",
    summary: `Audit log of staff actions, newest first (who, what, when, which record, and the member's name while the account exists); ${FILTERS}`,
    query: auditListQuerySchema,
  },
  async (c, { db, query }) => listPageJson(c, await listAuditEvents(db, query)),
);

endpoint(
  {
    method: "get",
    path: "/admin/audit/export",
    summary: `The filtered audit log as CSV, each entry as a sentence in the member's staff-area language (at most 50,000 rows, newest first); ${FILTERS}. Cells that start with = + - @ tab or CR get a ' so spreadsheets do not run them as formulas`,
    query: auditFilterSchema,
    success: { status: 200, description: "text/csv" },
  },
  async (c, { db, query, user }) =>
    csvDownloadResponse(
      c,
      "audit-log",
      auditEventsToCsv(await listAuditEventsForExport(db, query), user.locale),
    ),
);
