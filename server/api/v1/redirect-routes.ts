import { Hono } from "hono";
import { z } from "zod";
import { msg } from "#contracts/messages/message.ts";
import { redirectImportSchema, redirectInputSchema } from "#contracts/redirect-schema.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestLocale } from "#server/http/request-locale.ts";
import { countNotFound, listNotFound } from "#server/redirects/not-found-log.ts";
import { importRedirects, redirectsToCsv } from "#server/redirects/redirect-csv.ts";
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  updateRedirect,
} from "#server/redirects/redirect-rules.ts";
import { csvDownloadResponse, endpointsOf, numericIdParams } from "./endpoint.ts";

export const redirectRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(redirectRoutes, { tag: "Redirects", access: "site:manage" });

const RULE =
  "A rule: `from` (a path; an exact rule may carry a query, as `/?p=12`), `to` (a path here, or an address on a site REDIRECT_HOSTS lists), `status` 301|302, `match` exact|prefix. Refused with the field and the reason: a path the site serves, another site not listed, a loop, a chain (a redirect to a redirect), a second rule from the same path";

endpoint(
  {
    method: "get",
    path: "/admin/redirects",
    summary: "Every redirect rule, by path, with its hits and last hit",
  },
  async (c, { db }) => c.json({ data: await listRedirects(db) }),
);

endpoint(
  {
    method: "post",
    path: "/admin/redirects",
    summary: `Add a redirect. ${RULE}`,
    body: redirectInputSchema,
    success: { status: 201, description: "The created rule" },
    responses: { 409: "Another rule starts from this path" },
  },
  async (c, { services, body, user }) => c.json(await createRedirect(services, body, user), 201),
);

endpoint(
  {
    method: "get",
    path: "/admin/redirects/export",
    summary:
      "Every rule as CSV (from, to, status, match, hits, last_hit), which the import reads back. Cells that start with = + - @ tab or CR get a ' so spreadsheets do not run them as formulas",
    success: { status: 200, description: "text/csv" },
  },
  async (c, { db }) => csvDownloadResponse(c, "redirects", redirectsToCsv(await listRedirects(db))),
);

endpoint(
  {
    method: "post",
    path: "/admin/redirects/import",
    summary:
      "Add the rules of a CSV file (`csv`: its text; columns `from` and `to`, optional `status` and `match`; at most 5,000 rows), each through the same checks as one rule: the answer gives each row's line and whether it was created or refused, with the reasons",
    body: redirectImportSchema,
  },
  async (c, { services, body, user }) =>
    c.json({ data: await importRedirects(services, body.csv, user, requestLocale()) }),
);

endpoint(
  {
    method: "put",
    path: "/admin/redirects/{id}",
    summary: `Replace a redirect. ${RULE}`,
    params: numericIdParams,
    body: redirectInputSchema,
    responses: { 404: "No redirect has this id", 409: "Another rule starts from this path" },
  },
  async (c, { services, params, body, user }) =>
    c.json(await updateRedirect(services, params.id, body, user)),
);

endpoint(
  {
    method: "delete",
    path: "/admin/redirects/{id}",
    summary: "Delete a redirect",
    params: numericIdParams,
    responses: { 404: "No redirect has this id" },
  },
  async (c, { services, params, user }) => {
    await deleteRedirect(services, params.id, user);
    return c.body(null, 204);
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/not-found",
    summary:
      "Requests that ended in a 404, grouped by path, most hit first: hits, first and last seen, top referring hosts. `probes=true` lists bots and probes for other software's weak spots (wp-login.php, .env, *.php), counted apart. The log keeps the 2,000 paths seen last; counts reach it within seconds",
    query: z.object({
      probes: z.enum(["true", "false"], { error: msg("either", "true", "false") }).default("false"),
      limit: z.coerce
        .number({ error: msg("between", 1, 500) })
        .int(msg("between", 1, 500))
        .min(1, msg("between", 1, 500))
        .max(500, msg("between", 1, 500))
        .default(100),
    }),
  },
  async (c, { db, query }) =>
    c.json({
      data: await listNotFound(db, { probes: query.probes === "true", limit: query.limit }),
      counts: await countNotFound(db),
    }),
);
