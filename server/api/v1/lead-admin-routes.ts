import { Hono } from "hono";
import {
  leadListQuerySchema,
  leadStatusInputSchema,
} from "../../../app/features/leads/lead-schema.ts";
import { recordAudit } from "../../audit/audit-service.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { getLead, listLeads, updateLeadStatus } from "../../leads/lead-service.ts";
import { defineEndpoint, numericIdParams } from "./endpoint.ts";

export const leadAdminRoutes = new Hono<AppEnv>();
const ADMIN = ["admin"] as const;

defineEndpoint(
  leadAdminRoutes,
  {
    method: "get",
    path: "/admin/leads",
    summary: "Leads inbox, newest first; filter by source, status and service",
    tag: "Leads",
    access: ADMIN,
    query: leadListQuerySchema,
  },
  async (c, { query }) => {
    const { data, pagination } = await listLeads(c.get("services").db, query);
    return c.json({ data, meta: { pagination } });
  },
);

defineEndpoint(
  leadAdminRoutes,
  {
    method: "get",
    path: "/admin/leads/{id}",
    summary: "One lead with its message, page, referrer and UTM",
    tag: "Leads",
    access: ADMIN,
    params: numericIdParams,
    responses: { 404: "No lead has this id" },
  },
  async (c, { params }) => c.json({ data: await getLead(c.get("services").db, params.id) }),
);

defineEndpoint(
  leadAdminRoutes,
  {
    method: "put",
    path: "/admin/leads/{id}/status",
    summary: "Move a lead to new, contacted, won or lost",
    tag: "Leads",
    access: ADMIN,
    params: numericIdParams,
    body: leadStatusInputSchema,
    responses: { 404: "No lead has this id" },
  },
  async (c, { params, body, user }) => {
    const { db } = c.get("services");
    const lead = await updateLeadStatus(db, params.id, body.status);
    await recordAudit(db, user, "lead.status", {
      entity: "lead",
      entityId: params.id,
      details: { status: body.status },
    });
    return c.json({ data: lead });
  },
);
