import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  adminArticleListQuerySchema,
  articleLangQuerySchema,
  articlePreviewSchema,
  categoryRenameSchema,
} from "#contracts/article-schema.ts";
import { getArticleForEditing, listArticles } from "#server/articles/article-queries.ts";
import { createArticle, deleteArticle, updateArticle } from "#server/articles/article-writes.ts";
import {
  deleteCategory,
  listAdminCategories,
  renameCategory,
} from "#server/articles/category-writes.ts";
import { sanitizeArticleHtml } from "#server/articles/sanitize-article-html.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { articleApiInputSchema } from "./article-api-input.ts";
import { endpointsOf, listPageJson, uidParams } from "./endpoint.ts";

export const articleAdminRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(articleAdminRoutes, {
  tag: "Articles (staff)",
  access: "articles:manage",
});
const categoryParams = z.object({ id: uidParams.shape.id });

endpoint(
  {
    method: "get",
    path: "/admin/articles",
    summary: "List every article, drafts and scheduled ones included (`status` filters)",
    query: adminArticleListQuerySchema,
  },
  async (c, { db, services, query }) => {
    const { siteHosts } = services.sanitizer;
    const options = { includeDrafts: true, status: query.status || undefined, siteHosts };
    return listPageJson(c, await listArticles(db, query, options));
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/articles/{id}",
    summary:
      "One article by uid, whatever its status, with its HTML body: the fields in `lang` (else the other language, named by `language`) and both versions as stored in `versions.en` and `versions.id` (null where missing)",
    params: uidParams,
    query: articleLangQuerySchema,
    responses: { 404: "No article has this uid" },
  },
  async (c, { db, params, query }) => {
    const article = await getArticleForEditing(db, params.id, query.lang);
    if (!article) throw notFound("Article");
    return c.json({ data: article });
  },
);

/** The host the editor reached the site on: article HTML must not call its API either. */
const requestHostNames = (c: Context<AppEnv>) => [new URL(c.req.url).hostname];

endpoint(
  {
    method: "post",
    path: "/admin/articles",
    summary:
      "Create an article in English (`title`, `excerpt`, `content`, `coverAlt`, or `en`), Indonesian (`id`) or both. The body HTML is sanitised with an allowlist before it is stored; unknown categories are created",
    body: articleApiInputSchema,
    success: { status: 201, description: "`{ data: { uid } }`" },
  },
  async (c, { services, body, user }) => {
    const created = await createArticle(services, body, user, {
      siteHosts: requestHostNames(c),
    });
    return c.json({ data: { uid: created.uid } }, 201);
  },
);

endpoint(
  {
    method: "post",
    path: "/admin/articles/preview",
    summary:
      "Sanitise a body exactly as saving would, for the editor's preview (nothing is stored)",
    body: articlePreviewSchema,
  },
  async (c, { body, services }) =>
    c.json({
      data: { html: sanitizeArticleHtml(body.content, requestHostNames(c), services.sanitizer) },
    }),
);

endpoint(
  {
    method: "put",
    path: "/admin/articles/{id}",
    summary:
      "Replace an article's fields (sanitised like on create). A version sent (`en` or the top-level English fields, `id`) replaces that version, `null` removes it, an absent one is kept; one version must remain",
    params: uidParams,
    body: articleApiInputSchema,
    responses: { 404: "No article has this uid" },
  },
  async (c, { services, params, body, user }) => {
    await updateArticle(services, params.id, body, { siteHosts: requestHostNames(c), actor: user });
    return c.json({ data: { uid: params.id } });
  },
);

endpoint(
  {
    method: "delete",
    path: "/admin/articles/{id}",
    summary: "Delete an article (its view history goes with it)",
    params: uidParams,
    responses: { 404: "No article has this uid" },
  },
  async (c, { services, params, user }) => {
    await deleteArticle(services, params.id, user);
    return c.json({ data: { uid: params.id, deleted: true } });
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/categories",
    summary: "Every category with its number of articles (drafts included)",
  },
  async (c, { db }) => c.json({ data: await listAdminCategories(db) }),
);

endpoint(
  {
    method: "put",
    path: "/admin/categories/{id}",
    summary: "Rename a category (its slug follows the new name)",
    params: categoryParams,
    body: categoryRenameSchema,
    responses: { 404: "No category has this uid", 409: "Another category has this name" },
  },
  async (c, { services, params, body, user }) => {
    const renamed = await renameCategory(services, params.id, body, user);
    return c.json({ data: { uid: renamed.uid, name: renamed.name, slug: renamed.slug } });
  },
);

endpoint(
  {
    method: "delete",
    path: "/admin/categories/{id}",
    summary:
      "Delete a category. Its articles only lose the category; they are not deleted or unpublished",
    params: categoryParams,
    responses: { 404: "No category has this uid" },
  },
  async (c, { services, params, user }) => {
    const deleted = await deleteCategory(services, params.id, user);
    return c.json({ data: { uid: params.id, deleted: true, articles: deleted.articles } });
  },
);
