import { Hono } from "hono";
import { msg } from "#contracts/messages/message.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { isForeignOrigin } from "#server/http/request-context.ts";
import { analyticsRoutes } from "./analytics-routes.ts";
import { renderApiDocsPage } from "./api-docs-page.ts";
import { articleAdminRoutes } from "./article-admin-routes.ts";
import { articleRoutes } from "./article-routes.ts";
import { articleWorkflowRoutes } from "./article-workflow-routes.ts";
import { auditRoutes } from "./audit-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { employeeRoutes } from "./employee-routes.ts";
import { leadAdminRoutes } from "./lead-admin-routes.ts";
import { leadRoutes } from "./lead-routes.ts";
import { mediaRoutes } from "./media-routes.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { passkeyRoutes } from "./passkey-routes.ts";
import { redirectRoutes } from "./redirect-routes.ts";
import { siteContentRoutes } from "./site-content-routes.ts";
import { staffRoutes } from "./staff-routes.ts";
import { wordpressImportRoutes } from "./wordpress-import-routes.ts";

export function createApiRouter() {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    if (isForeignOrigin(c)) {
      throw new ApiError(403, "foreign_origin", msg("otherSite"));
    }
    c.header("Cache-Control", "no-store");
    await next();
  });
  api.route("/", authRoutes);
  api.route("/", passkeyRoutes);
  api.route("/", articleRoutes);
  api.route("/", employeeRoutes);
  api.route("/", leadRoutes);
  api.route("/", articleAdminRoutes);
  api.route("/", articleWorkflowRoutes);
  api.route("/", mediaRoutes);
  api.route("/", staffRoutes);
  api.route("/", dashboardRoutes);
  api.route("/", leadAdminRoutes);
  api.route("/", auditRoutes);
  api.route("/", siteContentRoutes);
  api.route("/", redirectRoutes);
  api.route("/", analyticsRoutes);
  api.route("/", wordpressImportRoutes);

  const openApiDocument = buildOpenApiDocument();
  api.get("/openapi.json", (c) => c.json(openApiDocument));
  api.get("/docs", (c) => c.html(renderApiDocsPage(openApiDocument)));
  api.notFound((c) => c.json(new ApiError(404, "not_found", msg("noSuchEndpoint")).toBody(), 404));
  return api;
}
