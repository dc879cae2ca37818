import { Hono } from "hono";
import { AGENCY_TIME_ZONE } from "#contracts/agency-clock.ts";
import {
  leadAssignInputSchema,
  leadExportQuerySchema,
  leadFollowUpInputSchema,
  leadListQuerySchema,
  leadNoteInputSchema,
  leadSourcesExportQuerySchema,
  leadSourcesQuerySchema,
  leadStatusInputSchema,
} from "#contracts/lead-schema.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { leadsToCsv } from "#server/leads/lead-export.ts";
import {
  addLeadNote,
  assignLead,
  getLeadWorkspace,
  retryLeadDelivery,
  setLeadFollowUp,
  updateLeadStatus,
} from "#server/leads/lead-pipeline.ts";
import { countNewLeads, listLeads, listLeadsForExport } from "#server/leads/lead-service.ts";
import { countLeadSources, leadSourcesToCsv } from "#server/leads/lead-sources.ts";
import { csvDownloadResponse, endpointsOf, listPageJson, numericIdParams } from "./endpoint.ts";

export const leadAdminRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(leadAdminRoutes, { tag: "Leads", access: "leads:manage" });
const NOT_FOUND = { 404: "No lead has this id" };

const deliveryParams = numericIdParams.extend({ deliveryId: numericIdParams.shape.id });

endpoint(
  {
    method: "get",
    path: "/admin/leads",
    summary:
      "Leads inbox: follow-ups due today or overdue first, then newest; filter by source, status, service, owner (a staff id or none) and follow-up (due, scheduled, none)",
    query: leadListQuerySchema,
  },
  async (c, { db, query }) => {
    const { now } = c.get("services");
    return listPageJson(c, await listLeads(db, query, now()));
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/leads/export",
    summary: `The filtered leads as CSV (same filters and order as the inbox, at most 20,000 rows): times in ${AGENCY_TIME_ZONE} (\`YYYY-MM-DD HH:mm\`, as the screens show them), source and status in the exporter's staff-area language, service names, each lead's notes; \`separator=semicolon\` for Excel with Indonesian regional settings. A cell, or a part of it after , or ;, that starts with = + - @ tab or CR gets a ' so spreadsheets reading it with either separator do not run it as a formula`,
    query: leadExportQuerySchema,
    success: { status: 200, description: "text/csv" },
  },
  async (c, { db, query, user }) => {
    const { now } = c.get("services");
    const { separator, ...filters } = query;
    const { leads, notes } = await listLeadsForExport(db, filters, now(), user);
    const csv = leadsToCsv(leads, { locale: user.locale ?? "id", separator, notes });
    return csvDownloadResponse(c, "leads", csv);
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/leads/sources",
    summary: `Where leads came from, week by week (weeks start on Monday, ${AGENCY_TIME_ZONE}): by \`by\`: \`page\` (the page a lead was sent from or a chat opened on: the last touch), \`service\`, or the visit's first touch: \`utm_source\`, \`utm_campaign\`, \`landing_page\` or \`referrer\` (the referring site's host), the leads with contact details, the chat clicks beside them and how many of either are won; \`from\` and \`to\` are days (both included, at most 366 days), by default the last eight weeks. \`totals\` sums each source over the range`,
    query: leadSourcesQuerySchema,
  },
  async (c, { db, query }) => {
    const { now } = c.get("services");
    return c.json({ data: await countLeadSources(db, query, now()) });
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/leads/sources/export",
    summary:
      "The sources table as CSV (week, source, leads, chat_clicks, won), with the same query; `separator=semicolon` for Excel with Indonesian regional settings; the formula guard of every export",
    query: leadSourcesExportQuerySchema,
    success: { status: 200, description: "text/csv" },
  },
  async (c, { db, query }) => {
    const { now } = c.get("services");
    const { separator, ...input } = query;
    const { weeks } = await countLeadSources(db, input, now());
    return csvDownloadResponse(c, "lead-sources", leadSourcesToCsv(weeks, separator));
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/leads/new-count",
    summary:
      "How many contact-form leads have the status new (the sidebar badge; chat clicks carry no contact details and are not counted)",
  },
  async (c, { db }) => c.json({ data: { count: await countNewLeads(db) } }),
);

endpoint(
  {
    method: "get",
    path: "/admin/leads/{id}",
    summary:
      "One lead with its message, page, referrer and UTM, its notes, its notifications' delivery state and the staff who can own it",
    params: numericIdParams,
    responses: NOT_FOUND,
  },
  async (c, { services, params }) => {
    const { lead, ...rest } = await getLeadWorkspace(services, params.id);
    return c.json({ data: lead, meta: rest });
  },
);

endpoint(
  {
    method: "put",
    path: "/admin/leads/{id}/status",
    summary: "Move a lead to new, contacted, qualified, won or lost",
    params: numericIdParams,
    body: leadStatusInputSchema,
    responses: NOT_FOUND,
  },
  async (c, { services, params, body, user }) =>
    c.json({ data: await updateLeadStatus(services, params.id, body.status, user) }),
);

endpoint(
  {
    method: "put",
    path: "/admin/leads/{id}/owner",
    summary:
      "Give the lead an owner (an active admin's or sales member's id) or none (null); the new owner is emailed unless they assigned themselves",
    params: numericIdParams,
    body: leadAssignInputSchema,
    responses: NOT_FOUND,
  },
  async (c, { services, params, body, user }) =>
    c.json({
      data: await assignLead(services, params.id, body.ownerId, user),
    }),
);

endpoint(
  {
    method: "put",
    path: "/admin/leads/{id}/follow-up",
    summary: "Set the next follow-up date (YYYY-MM-DD) or clear it (null)",
    params: numericIdParams,
    body: leadFollowUpInputSchema,
    responses: NOT_FOUND,
  },
  async (c, { services, params, body, user }) =>
    c.json({
      data: await setLeadFollowUp(services, params.id, body.nextFollowUp, user),
    }),
);

endpoint(
  {
    method: "post",
    path: "/admin/leads/{id}/notes",
    summary: "Add a note to the lead, stamped with the time and its author",
    params: numericIdParams,
    body: leadNoteInputSchema,
    success: { status: 201, description: "The note" },
    responses: NOT_FOUND,
  },
  async (c, { db, params, body, user }) =>
    c.json(
      { data: await addLeadNote(db, params.id, body.body, user, c.get("services").now()) },
      201,
    ),
);

endpoint(
  {
    method: "post",
    path: "/admin/leads/{id}/notifications/{deliveryId}/retry",
    summary: "Queue a failed notification of the lead again",
    params: deliveryParams,
    responses: { 404: "No such notification on this lead", 409: "The notification has not failed" },
  },
  async (c, { services, params, user }) => {
    await retryLeadDelivery(services, params.id, params.deliveryId, user);
    return c.json({ data: { queued: true } });
  },
);
