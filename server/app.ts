import { Hono } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { msg } from "#contracts/messages/message.ts";
import { createApiRouter } from "./api/v1/api-router.ts";
import type { AppServices } from "./app-services.ts";
import { SESSION_COOKIE } from "./auth/session-cookie.ts";
import { answerRedirects } from "./http/answer-redirects.ts";
import { ApiError } from "./http/api-error.ts";
import type { AppEnv } from "./http/app-env.ts";
import { redirectToCanonicalPath } from "./http/canonical-path.ts";
import { createCriticalCss } from "./http/critical-css.ts";
import { deferHydration } from "./http/deferred-hydration.ts";
import { pointMediaAt } from "./http/media-public-url.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import {
  createBodyBudget,
  IN_FLIGHT_BODY_BUDGET,
  limitRequestBody,
} from "./http/request-body-limit.ts";
import {
  getClientIp,
  isForeignOrigin,
  isHttps,
  loadSessionUser,
  readClient,
  requestLogger,
} from "./http/request-context.ts";
import { runInLocale } from "./http/request-locale.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { checkHost } from "./http/site-origin.ts";
import { serveClientFiles } from "./http/static-files.ts";
import { renderUnavailablePage } from "./http/unavailable-page.ts";
import { contentTypeOf, isMediaKey, MediaStoreError } from "./media/media-storage.ts";
import { requestContext, servicesContext } from "./router-context.ts";
import { PUBLIC_CONTENT_CHANGES } from "./shared/domain-events.ts";
import { toApiError } from "./shared/to-api-error.ts";

export type CreateAppOptions = {
  /** The React Router server build; without it only the API and static files are served. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build (hashed assets under assets/). */
  clientDir?: string;
  /** In-memory cache of anonymous public pages and API reads (on unless false; boot passes its own). */
  publicCache?: false | PublicCache;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** How long a media request waits before asking again while the store is down. */
const MEDIA_RETRY_SECONDS = 30;

/** Staff screens and their data requests: never kept by a browser or a shared cache. */
const STAFF_PAGE = /^\/(admin|login|logout|setup|overview)(\/|\.data$|$)/;

export function createApp(services: AppServices, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(readClient);
  app.use(requestLogger);
  app.use(securityHeaders);
  app.use(checkHost);
  if (options.clientDir) app.use(serveClientFiles(options.clientDir));
  // Before the cache: only a valid session may pass it by (any cookie value used to).
  app.use(loadSessionUser);
  // A signed-in member's answers (API refusals, field errors) speak their language.
  app.use((c, next) => runInLocale(c.get("user")?.locale ?? "en", next));
  app.use(redirectToCanonicalPath);
  app.use(answerRedirects);
  services.events.listen(["site.changed"], services.redirects.invalidate);
  const publicCache =
    options.publicCache === false ? null : (options.publicCache ?? createPublicCache());
  if (publicCache) {
    app.use(publicCache.middleware);
    services.events.listen(PUBLIC_CONTENT_CHANGES, publicCache.invalidateAfterWrite);
  }
  app.use(limitRequestBody(createBodyBudget(IN_FLIGHT_BODY_BUDGET)));
  const compressResponse = compress({ threshold: 1024 });
  app.use((c, next) => (c.get("skipCompress") ? next() : compressResponse(c, next)));

  app.get("/healthz", async (c) => {
    const [database, mediaProblem] = await Promise.all([
      services.database.ping(),
      services.media.check(),
    ]);
    const ok = database && !mediaProblem;
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status: ok ? "ok" : "degraded",
        database: database ? "up" : "down",
        engine: services.database.engine,
        media: mediaProblem ? "down" : "up",
        storage: services.media.kind,
        ...(mediaProblem ? { mediaDetail: mediaProblem } : {}),
      },
      ok ? 200 : 503,
    );
  });

  // Only stored variants are ever answered: a key is one folder and an image file name (no
  // dots, no escapes), typed by its extension, so nothing a browser would run can come back.
  app.get("/media/*", async (c) => {
    const key = c.req.path.slice("/media/".length);
    let body: Uint8Array | null;
    try {
      body = isMediaKey(key) ? await services.media.get(key) : null;
    } catch (error) {
      if (!(error instanceof MediaStoreError)) throw error;
      // The store is down, not the file gone: a 503 nobody caches (a CDN may keep a 500 or a
      // 404), and a hint to try again, as uploads answer while /healthz says media is down.
      services.logger.warn({ err: { message: error.message } }, "media read failed");
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", String(MEDIA_RETRY_SECONDS));
      return c.text("The media storage is not answering; try again shortly", 503);
    }
    if (!body) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    // Variant names are never reused (a new upload gets a new name): cache them for good.
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": contentTypeOf(key),
      "Content-Length": String(body.byteLength),
      "Cache-Control": IMMUTABLE,
      "Content-Disposition": "inline",
    });
  });

  app.route("/api/v1", createApiRouter());
  // Before the pages' catch-all: an unknown API path gets the API's JSON error, not HTML.
  app.all("/api/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(new ApiError(404, "not_found", msg("noSuchEndpoint")).toBody(), 404);
  });

  if (options.build) {
    const handle = createRequestHandler(options.build, services.config.NODE_ENV);
    const inlineCriticalCss = options.clientDir ? createCriticalCss(options.clientDir) : null;
    app.all("*", async (c) => {
      // The API's CSRF rule for page actions too: a 403 before any action runs (React Router's
      // own origin check would answer 400; the actions check again).
      if (isForeignOrigin(c)) {
        return c.text("Requests from other sites are not accepted", 403);
      }
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, {
        nonce: c.get("nonce"),
        requestId: c.get("requestId"),
        user: c.get("user"),
        ip: getClientIp(c),
        https: isHttps(c),
        origin: c.get("origin"),
      });
      let response = await handle(c.req.raw, context);
      const mediaBase = services.config.MEDIA_PUBLIC_URL;
      // Staff screens are worked in all day on a desk, their stylesheet cached: they keep React
      // Router's own stylesheet link and hydrate at once, and skip the per-document CSS scan
      // (3.5 ms of every uncached staff document at 10,000 rows, issue 29).
      const inlineCss = STAFF_PAGE.test(c.req.path) ? null : inlineCriticalCss;
      if ((inlineCss || mediaBase) && response.body && isHtml(response)) {
        let html = await response.text();
        if (inlineCss) html = deferHydration(inlineCss(html, c.get("nonce")));
        if (mediaBase) html = pointMediaAt(html, mediaBase);
        response = new Response(html, response);
      }
      if (STAFF_PAGE.test(c.req.path) || c.get("user") || getCookie(c, SESSION_COOKIE)) {
        response.headers.set("Cache-Control", "private, no-store");
      }
      // Client navigations (.data) keep React Router's own error answer.
      const document = !c.req.path.endsWith(".data");
      if (response.status >= 500 && document && !(await services.database.ping())) {
        return unavailable(false);
      }
      return response;
    });
  }

  const isHtml = (response: Response) =>
    response.headers.get("content-type")?.startsWith("text/html") ?? false;

  /** A designed 503 while the database is unreachable: no stack, a hint to retry. */
  const unavailable = (json: boolean) => {
    const headers = { "Retry-After": "30", "Cache-Control": "no-store" };
    return json
      ? Response.json(
          new ApiError(503, "service_unavailable", msg("brieflyUnavailable")).toBody(),
          { status: 503, headers },
        )
      : new Response(renderUnavailablePage(), {
          status: 503,
          headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
        });
  };

  app.onError(async (error, c) => {
    const refusal = toApiError(error, c.get("user")?.locale);
    if (refusal) {
      if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
      return c.json(refusal.toBody(), refusal.status as 400);
    }
    if (!(await services.database.ping())) {
      services.logger.warn(
        { requestId: c.get("requestId"), err: { message: error.message } },
        "database unreachable",
      );
      return unavailable(c.req.path.startsWith("/api/"));
    }
    services.logger.error(
      { requestId: c.get("requestId"), err: { message: error.message, stack: error.stack } },
      "unhandled error",
    );
    const body = new ApiError(500, "internal_error", msg("internalError")).toBody();
    return c.req.path.startsWith("/api/")
      ? c.json(body, 500)
      : c.text("Something went wrong on our side. Please try again.", 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? c.json(new ApiError(404, "not_found", msg("pageNotFound")).toBody(), 404)
      : c.text("Not found", 404),
  );
  return app;
}
