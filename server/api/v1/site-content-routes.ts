import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "#contracts/locale.ts";
import { msg } from "#contracts/messages/message.ts";
import { SERVICE_SLUGS } from "#contracts/site-content.ts";
import {
  clientInputSchema,
  companyInputSchema,
  serviceInputSchema,
  teamMemberInputSchema,
} from "#contracts/site-content-schemas.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { notFound, ValidationError } from "#server/shared/domain-errors.ts";
import {
  findTeamMemberRecord,
  getClientRecord,
  getCompanyRecord,
  getServiceRecord,
  listClientRecords,
  listTeamMemberRecords,
} from "#server/site/site-content.ts";
import {
  createClient,
  deleteClient,
  removeTeamMember,
  saveCompany,
  saveService,
  saveTeamMember,
  updateClient,
} from "#server/site/site-content-writes.ts";
import { endpointsOf, numericIdParams } from "./endpoint.ts";

/**
 * The site's own content for other clients than the staff screens (ADR 0016): the same
 * services and schemas as the forms at /admin/team, /admin/clients, /admin/services and
 * /admin/company. Each record carries its `version`; a PUT of an older one is a 409.
 */
export const siteContentRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(siteContentRoutes, { tag: "Site content", access: "site:manage" });

const STALE = "The record changed since it was read (version): read it again";
const slugParams = z.object({
  slug: z.enum(SERVICE_SLUGS, { error: `Must be one of: ${SERVICE_SLUGS.join(", ")}` }),
});
const employeeParams = z.object({ employeeId: numericIdParams.shape.id });

endpoint(
  {
    method: "get",
    path: "/admin/site/company",
    summary: "The company's details and texts, both languages, with its version",
  },
  async (c, { db }) => c.json(await getCompanyRecord(db)),
);

endpoint(
  {
    method: "put",
    path: "/admin/site/company",
    summary: "Replace the company's details and texts (hero, figures, About tabs, address)",
    body: companyInputSchema,
    responses: { 409: STALE },
  },
  async (c, { services, db, body, user }) => {
    await saveCompany(services, body, user);
    return c.json(await getCompanyRecord(db));
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/site/services/{slug}",
    summary: "One service page's texts and images, both languages, with its version",
    params: slugParams,
    responses: { 404: "No such service" },
  },
  async (c, { db, params }) => c.json(await getServiceRecord(db, params.slug)),
);

endpoint(
  {
    method: "put",
    path: "/admin/site/services/{slug}",
    summary: "Replace a service page's texts, images (the count its layout takes) and work list",
    params: slugParams,
    body: serviceInputSchema,
    responses: { 404: "No such service", 409: STALE },
  },
  async (c, { services, db, params, body, user }) => {
    if (body.slug !== params.slug) {
      throw new ValidationError("slug_mismatch", msg("slugMismatch"), {
        fields: { slug: msg("mustBe", params.slug) },
      });
    }
    await saveService(services, body, user);
    return c.json(await getServiceRecord(db, params.slug));
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/site/clients",
    summary: "Every client, published or not, in the site's order",
  },
  async (c, { db }) => c.json({ data: await listClientRecords(db) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/site/clients/{id}",
    summary: "One client and its case study, both languages, with its version",
    params: numericIdParams,
    responses: { 404: "No client has this id" },
  },
  async (c, { db, params }) => c.json(await getClientRecord(db, params.id)),
);

endpoint(
  {
    method: "post",
    path: "/admin/site/clients",
    summary: "Add a client and its case study",
    body: clientInputSchema,
    success: { status: 201, description: "The created client" },
    responses: { 409: "The address (slug) is already used" },
  },
  async (c, { services, db, body, user }) => {
    const { id } = await createClient(services, body, user);
    return c.json(await getClientRecord(db, id), 201);
  },
);

endpoint(
  {
    method: "put",
    path: "/admin/site/clients/{id}",
    summary: "Replace a client and its case study",
    params: numericIdParams,
    body: clientInputSchema,
    responses: { 404: "No client has this id", 409: `${STALE}; or the slug is taken` },
  },
  async (c, { services, db, params, body, user }) => {
    await updateClient(services, params.id, body, user);
    return c.json(await getClientRecord(db, params.id));
  },
);

endpoint(
  {
    method: "delete",
    path: "/admin/site/clients/{id}",
    summary: "Delete a client",
    params: numericIdParams,
    responses: { 404: "No client has this id" },
  },
  async (c, { services, params, user }) => {
    await deleteClient(services, params.id, user);
    return c.body(null, 204);
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/site/team",
    summary: "Every team member (an employee shown on the website, or hidden), both languages",
  },
  async (c, { db }) => c.json({ data: await listTeamMemberRecords(db), locales: LOCALES }),
);

endpoint(
  {
    method: "put",
    path: "/admin/site/team/{employeeId}",
    summary: "Put an employee on the website's team (version 0) or replace their member record",
    params: employeeParams,
    body: teamMemberInputSchema,
    responses: { 409: STALE },
  },
  async (c, { services, db, params, body, user }) => {
    if (body.employeeId !== params.employeeId) {
      throw new ValidationError("employee_mismatch", msg("employeeMismatch"), {
        fields: { employeeId: msg("mustBe", params.employeeId) },
      });
    }
    await saveTeamMember(services, body, user);
    const saved = await findTeamMemberRecord(db, params.employeeId);
    if (!saved) throw notFound("Team member");
    return c.json(saved);
  },
);

endpoint(
  {
    method: "delete",
    path: "/admin/site/team/{employeeId}",
    summary: "Take an employee off the website's team (the employee stays)",
    params: employeeParams,
    responses: { 404: "This employee is not on the team" },
  },
  async (c, { services, params, user }) => {
    await removeTeamMember(services, params.employeeId, user);
    return c.body(null, 204);
  },
);
