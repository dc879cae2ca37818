import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { runVisitMaintenance } from "./analytics/visit-rollups.ts";
import { createApp } from "./app.ts";
import { createAppServices, createClock } from "./app-services.ts";
import { resanitizeStoredArticlesInBackground } from "./articles/resanitize-stored-articles.ts";
import { pruneSearchChanges, warmSearchIndex } from "./articles/search-index.ts";
import { countStaff } from "./auth/auth-service.ts";
import { resealTotpSecrets } from "./auth/second-factor-service.ts";
import { deleteExpiredSessions } from "./auth/session-service.ts";
import type { AppConfig } from "./config.ts";
import { openConfiguredDatabase } from "./configured-database.ts";
import { scheduleEmbeddedMaintenance } from "./db/embedded-maintenance.ts";
import { seedDemoContentIfEmpty } from "./db/seed/seed-demo.ts";
import { seedSiteContentOnce } from "./db/seed/seed-site-content.ts";
import { startCacheSync } from "./http/cache-sync.ts";
import { createCachedPageFastPath } from "./http/cached-page-fast-path.ts";
import { createPublicCache } from "./http/public-cache.ts";
import { startLeadNotifications } from "./leads/start-lead-notifications.ts";
import { createLogger } from "./logger.ts";
import { registerStoredFiles } from "./media/register-stored-files.ts";

const COUNTS_FLUSH_MS = 5_000;
const HOUR_MS = 3_600_000;

export type StartOptions = {
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  config?: AppConfig;
};

/** The boot message while no staff account exists: the browser first, the script second. */
export function describeFirstStaffAccount(url: string) {
  return (
    `No staff account yet. Create the first admin in the browser at ${url}/setup. ` +
    `(npm run staff:create works only while the server is stopped: it opens the same database.)`
  );
}

/** Boots one process: config, database (migrated, seeded on first start), HTTP server. */
export async function startServer(options: StartOptions = {}) {
  const bootStarted = performance.now();
  const { config, database } = await openConfiguredDatabase(options.config);
  const logger = createLogger(config.LOG_LEVEL);
  const services = createAppServices(config, logger, database, createClock(config));
  // Before the first sign-in: secrets sealed under SECRETS_KEY_PREVIOUS (or in clear) move to SECRETS_KEY.
  const secrets = await resealTotpSecrets(database.db, services.secretBox);
  if (secrets.resealed > 0) logger.info(secrets, "authenticator secrets sealed under SECRETS_KEY");
  if (secrets.unreadable > 0) {
    logger.error(
      secrets,
      "authenticator secrets no key opens: set SECRETS_KEY_PREVIOUS to the key they were sealed with",
    );
  }
  // An unreachable bucket is one line and a failing /healthz, not a crash loop: the site's
  // pages still answer, and uploads refuse with a clear error until the store is back.
  const mediaProblem = await services.media.check();
  if (mediaProblem) {
    logger.error({ storage: services.media.kind }, `media storage unavailable: ${mediaProblem}`);
  } else {
    const registered = await registerStoredFiles(services);
    if (registered > 0) logger.info({ registered }, "stored images added to the media library");
  }
  if (config.SEED_DEMO === "true" && !mediaProblem) {
    const seeded = await seedDemoContentIfEmpty(services);
    if (seeded) logger.info(seeded, "demo content created");
  }
  const siteSeeded = await seedSiteContentOnce(database.db, {
    clients: config.SEED_DEMO === "true",
    team: config.SEED_DEMO === "true",
  });
  if (siteSeeded) logger.info(siteSeeded, "site content created");
  const publicCache = createPublicCache();
  // Several instances on one PostgreSQL: a write on one empties the others' caches too.
  const cacheSync = config.DATABASE_URL
    ? startCacheSync({
        databaseUrl: config.DATABASE_URL,
        // Another instance's write reaches the redirect rules as it reaches the cache.
        cache: {
          invalidate: () => {
            publicCache.invalidate();
            services.redirects.invalidate();
          },
          onInvalidate: publicCache.onInvalidate,
        },
        logger,
      })
    : null;
  await cacheSync?.ready;
  // Before listening: a lead submitted in the first second must be queued like any other.
  services.leadNotifier = await startLeadNotifications(
    services,
    config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  );
  const app = createApp(services, {
    build: options.build,
    clientDir: options.clientDir,
    publicCache,
  });
  const answerFromCache = createCachedPageFastPath(publicCache, services);
  const server = serve({
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
    // Fresh cached pages are answered before Hono sees the request (see cached-page-fast-path.ts).
    createServer: ((options: object, listener: RequestListener) =>
      createServer(options, (request, response) => {
        if (!answerFromCache(request, response)) listener(request, response);
      })) as typeof createServer,
  });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info(
    { url, engine: database.engine, bootMs: Math.round(performance.now() - bootStarted) },
    `Projingga is running at ${url}`,
  );
  if (config.NODE_ENV === "production" && process.env.NODE_ENV !== "production") {
    // React picks its build from process.env when it is first imported, before this code runs.
    logger.warn("NODE_ENV is not set to production: React runs its slower development build");
  }
  if ((await countStaff(database.db)) === 0) logger.info(describeFirstStaffAccount(url));

  // Bodies stored before the sanitizer's last rule change pass it once, while pages are served.
  void resanitizeStoredArticlesInBackground(services);

  // Sessions past their end or idle stay in the table until this removes them, once a day
  // across instances: checked hourly, the first check of an agency day claims its run.
  const deleteSessions = () =>
    deleteExpiredSessions(database.db, services.now(), services.lifetimes).catch((err: unknown) =>
      logger.warn({ err }, "deleting expired sessions failed"),
    );
  void deleteSessions();
  setInterval(deleteSessions, HOUR_MS).unref();

  // Redirect hits and not-found paths are counted in memory and stored every few seconds: a
  // crash loses at most those seconds' counts.
  const storeCounts = () =>
    Promise.all([services.redirects.flushHits(), services.notFoundLog.flush()]).catch(
      (err: unknown) => logger.warn({ err }, "storing redirect and not-found counts failed"),
    );
  setInterval(storeCounts, COUNTS_FLUSH_MS).unref();
  // Closed days' visits rolled up (each day once across instances), then old raw events pruned.
  const maintainVisits = () =>
    runVisitMaintenance(database.db, services.now(), config.VISIT_RAW_RETENTION_DAYS).catch(
      (err: unknown) => logger.warn({ err }, "visit rollups failed"),
    );
  void maintainVisits();
  setInterval(maintainVisits, HOUR_MS).unref();

  if (database.engine === "pglite") {
    // Then the search index's vectors are read before a reader's search has to (ADR 0023).
    scheduleEmbeddedMaintenance(database.db, logger, () =>
      warmSearchIndex(database.db, services.searchIndex),
    );
  } else {
    void pruneSearchChanges(database.db).catch((err: unknown) =>
      logger.warn({ err }, "pruning search changes failed"),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    const forceTimer = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, 10_000);
    await closed;
    clearTimeout(forceTimer);
    await cacheSync?.close();
    await storeCounts();
    // The beacon events still buffered (at most about a second's) are written before closing.
    await services.visits.stop();
    await services.leadNotifier?.stop();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  return { server, port, services, app, stop };
}
