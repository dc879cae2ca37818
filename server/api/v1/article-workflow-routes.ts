import { type Context, Hono } from "hono";
import { z } from "zod";
import { previewLinkCreateSchema, revisionIdSchema } from "#contracts/article-revision-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { UID_PATTERN } from "#contracts/row-keys.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "#server/articles/article-preview-links.ts";
import { restoreRevision } from "#server/articles/article-revision-restore.ts";
import { compareRevision, listRevisions } from "#server/articles/article-revisions.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { endpointsOf, uidParams } from "./endpoint.ts";

/** An article's revisions and preview links (ADR 0020), for the staff who edit articles. */
export const articleWorkflowRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(articleWorkflowRoutes, {
  tag: "Articles (staff)",
  access: "articles:manage",
});
const revisionParams = uidParams.extend({ revision: revisionIdSchema });
const linkParams = uidParams.extend({
  link: z.string().regex(UID_PATTERN, msg("previewLinkUid")),
});
const now = (c: Context<AppEnv>) => c.get("services").now();

endpoint(
  {
    method: "get",
    path: "/admin/articles/{id}/revisions",
    summary:
      "The article's revisions, newest first: one per language version a save changed, with author and time (`current`: the text now)",
    params: uidParams,
    responses: { 404: "No article has this uid" },
  },
  async (c, { db, params }) => c.json({ data: await listRevisions(db, params.id, now(c)) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/articles/{id}/revisions/{revision}",
    summary:
      "One revision against the current text, field by field (title, excerpt, body, cover, categories) as word changes",
    params: revisionParams,
    responses: { 404: "No such article or revision" },
  },
  async (c, { db, params }) =>
    c.json({ data: await compareRevision(db, params.id, params.revision, now(c)) }),
);

endpoint(
  {
    method: "post",
    path: "/admin/articles/{id}/revisions/{revision}/restore",
    summary:
      "Save the revision's language version, cover and categories back as the article's text: a new revision, nothing is lost",
    params: revisionParams,
    responses: { 404: "No such article or revision" },
  },
  async (c, { services, params, user }) => {
    const restored = await restoreRevision(services, params.id, params.revision, {
      actor: user,
      siteHosts: [new URL(c.req.url).hostname],
    });
    return c.json({ data: restored });
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/articles/{id}/preview-links",
    summary: "The article's preview links that still work (not expired, not revoked)",
    params: uidParams,
    responses: { 404: "No article has this uid" },
  },
  async (c, { db, params }) => c.json({ data: await listPreviewLinks(db, params.id, now(c)) }),
);

endpoint(
  {
    method: "post",
    path: "/admin/articles/{id}/preview-links",
    summary:
      "Create a link showing one language of the article (draft or not) without signing in, for `hours` (1 to 720, default 168). The answer's `path` carries the token, shown only here",
    params: uidParams,
    body: previewLinkCreateSchema,
    success: { status: 201, description: "`{ data: { uid, language, expiresAt, path } }`" },
    responses: { 404: "No article has this uid" },
  },
  async (c, { services, params, body, user }) => {
    const created = await createPreviewLink(services, params.id, body, {
      actor: user,
      now: now(c),
    });
    const { token: _token, ...link } = created;
    return c.json({ data: link }, 201);
  },
);

endpoint(
  {
    method: "delete",
    path: "/admin/articles/{id}/preview-links/{link}",
    summary: "Revoke a preview link: it answers 404 from now on",
    params: linkParams,
    success: { status: 204, description: "Revoked" },
    responses: { 404: "No such article or link" },
  },
  async (c, { services, params, user }) => {
    await revokePreviewLink(services, params.id, params.link, { actor: user, now: now(c) });
    return c.body(null, 204);
  },
);
