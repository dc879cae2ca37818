import { Hono } from "hono";
import { auditListQuerySchema } from "../../../contracts/audit-schema.ts";
import { listAuditEvents } from "../../dashboard/audit-log.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { defineEndpoint, listPageJson } from "./endpoint.ts";

export const auditRoutes = new Hono<AppEnv>();

defineEndpoint(
  auditRoutes,
  {
    method: "get",
    path: "/admin/audit",
    summary:
      "Audit log of staff actions, newest first (who, what, when, which record); `action` filters exactly or by prefix ending in a dot",
    tag: "Audit",
    access: "audit:read",
    query: auditListQuerySchema,
  },
  async (c, { db, query }) => listPageJson(c, await listAuditEvents(db, query)),
);
