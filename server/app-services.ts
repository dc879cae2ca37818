import { readFileSync } from "node:fs";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { createVisitRecorder, type VisitRecorder } from "./analytics/visit-recorder.ts";
import type { SanitizerSettings } from "./articles/sanitize-article-html.ts";
import { createSearchIndex, type SearchIndex } from "./articles/search-index.ts";
import type { SessionLifetimes } from "./auth/session-service.ts";
import type { AppConfig } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { LeadNotifier } from "./leads/lead-notifier.ts";
import type { Logger } from "./logger.ts";
import { createMediaStorage, type MediaStorage } from "./media/media-storage.ts";
import { createNotFoundLog, type NotFoundLog } from "./redirects/not-found-log.ts";
import { createRedirectTable, type RedirectTable } from "./redirects/redirect-table.ts";
import { listAllowedHosts } from "./shared/allowed-hosts.ts";
import { createEventBus, type EventBus } from "./shared/domain-events.ts";
import { sha256 } from "./shared/ids.ts";
import { createSecretBox, type SecretBox } from "./shared/secret-box.ts";

/** Everything a request needs, built once per process and handed to Hono and React Router. */
export type AppServices = {
  config: AppConfig;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  /** Where media variants are stored: DATA_DIR/media or the S3 bucket. */
  media: MediaStorage;
  now: () => Date;
  /** Heard after a change commits: the public cache's purge (the audit is in the change's transaction). */
  events: EventBus;
  /** The public search's in-memory index on PGlite (ADR 0023). */
  searchIndex: SearchIndex;
  /** The redirect rules in memory, and the not-found requests counted before they are stored. */
  redirects: RedirectTable;
  notFoundLog: NotFoundLog;
  /** Set by boot once started; null when neither email nor a webhook is configured. */
  leadNotifier: LeadNotifier | null;
  lifetimes: SessionLifetimes;
  /** The article sanitizer's switch and the site's own host names, for writes and covers read. */
  sanitizer: SanitizerSettings;
  /** Seals authenticator secrets at rest under SECRETS_KEY (SECRETS_KEY_PREVIOUS still read). */
  secretBox: SecretBox;
  /** The visit beacon's buffer: events written about once a second in one insert. */
  visits: VisitRecorder;
  /** A salted hash: raw IPs are never stored. */
  hashIp: (ip: string) => string;
  /** Identifies a visitor for one day only, for view de-duplication. */
  hashVisitor: (ip: string, userAgent: string, day: string) => string;
  /** Identifies an IP for one day only, for the per-IP view cap. */
  hashDailyIp: (ip: string, day: string) => string;
};

export type SessionUser = StaffUser & {
  sessionId: string;
  /** Past the grace without a required second factor: only setting one up is allowed. */
  factorSetupOnly?: boolean;
};

/**
 * The server's clock: the wall clock, or with TEST_CLOCK_FILE (tests only) the wall clock plus
 * the milliseconds that file holds, read on each use so a test can move it while the server runs.
 */
export function createClock(
  config: Pick<AppConfig, "TEST_CLOCK_FILE">,
  wallClock: () => number = Date.now,
): () => Date {
  const file = config.TEST_CLOCK_FILE;
  if (!file) return () => new Date(wallClock());
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, "utf8").trim()) || 0;
    } catch {
      // No file yet: the wall clock.
    }
    return new Date(wallClock() + offset);
  };
}

export function createAppServices(
  config: AppConfig,
  logger: Logger,
  database: DatabaseHandle,
  now: () => Date = () => new Date(),
  media: MediaStorage = createMediaStorage(config),
): AppServices {
  return {
    config,
    logger,
    database,
    db: database.db,
    media,
    now,
    events: createEventBus(),
    visits: createVisitRecorder(database.db, logger, now),
    leadNotifier: null,
    searchIndex: createSearchIndex(),
    redirects: createRedirectTable(database.db, now),
    notFoundLog: createNotFoundLog(database.db, now),
    sanitizer: {
      enabled: config.TEST_DISABLE_SANITIZER !== "1",
      siteHosts: listAllowedHosts(config),
    },
    secretBox: createSecretBox(config.SECRETS_KEY, config.SECRETS_KEY_PREVIOUS),
    lifetimes: {
      idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
      absoluteMs: config.SESSION_MAX_DAYS * 86_400_000,
    },
    hashIp: (ip) => sha256(`${config.SESSION_SECRET}:ip:${ip}`).slice(0, 32),
    hashVisitor: (ip, userAgent, day) =>
      sha256(`${config.SESSION_SECRET}:visitor:${day}:${ip}:${userAgent}`).slice(0, 32),
    hashDailyIp: (ip, day) => sha256(`${config.SESSION_SECRET}:view-ip:${day}:${ip}`).slice(0, 32),
  };
}
