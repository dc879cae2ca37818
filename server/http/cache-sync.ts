import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "#server/logger.ts";
import type { PublicCache } from "./public-cache.ts";

export const CACHE_CHANNEL = "projingga_public_cache";

type CacheSyncOptions = {
  databaseUrl: string;
  cache: Pick<PublicCache, "invalidate" | "onInvalidate">;
  logger: Logger;
  /** Wait between reconnect attempts while the database is unreachable. */
  retryMs?: number;
};

/**
 * Keeps the public caches of several instances on one PostgreSQL coherent: a local write
 * NOTIFYs the others, a notification empties this cache. Only the middleware's write path
 * fires onInvalidate, and `invalidate()` does not, so a notification never echoes back; the
 * payload names the sender so it skips its own. A dedicated connection LISTENs (pooled clients
 * come and go); after losing it the cache is emptied, since notifications may have been missed.
 */
export function startCacheSync(options: CacheSyncOptions) {
  const { cache, logger } = options;
  const instanceId = randomUUID();
  const retryMs = options.retryMs ?? 1_000;
  let listener: pg.Client | null = null;
  let stopped = false;
  let lostConnection = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    const drop = () => {
      if (listener === client) {
        listener = null;
        lostConnection = true;
        logger.warn("cache sync: lost the LISTEN connection, reconnecting");
      }
      scheduleReconnect();
    };
    client.on("error", () => drop());
    client.on("end", drop);
    client.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== instanceId) cache.invalidate();
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch {
      lostConnection = true;
      client.removeAllListeners("end");
      client.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    if (lostConnection) {
      lostConnection = false;
      cache.invalidate();
      logger.info("cache sync: listening again; local cache emptied");
    }
  };

  const notify = async () => {
    let client = listener;
    try {
      if (!client) {
        // The listener is reconnecting: send through a short-lived connection instead.
        client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: 5_000,
        });
        client.on("error", () => {});
        await client.connect();
        await client.query("select pg_notify($1, $2)", [CACHE_CHANNEL, instanceId]);
        await client.end();
        return;
      }
      await client.query("select pg_notify($1, $2)", [CACHE_CHANNEL, instanceId]);
    } catch (error) {
      logger.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        "cache sync: could not notify other instances (their copies expire with the TTL)",
      );
      if (client !== listener) client?.end().catch(() => {});
    }
  };

  cache.onInvalidate(() => void notify());
  const ready = connect();

  return {
    instanceId,
    /** Resolves after the first connection attempt (listening, or retrying in the background). */
    ready,
    isListening: () => listener !== null,
    close: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners("end");
        await client.end().catch(() => {});
      }
    },
  };
}
