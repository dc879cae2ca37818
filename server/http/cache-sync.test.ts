import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { CACHE_CHANNEL, startCacheSync } from "./cache-sync.ts";

const databaseUrl = process.env.DATABASE_URL;

function fakeCache() {
  const listeners: (() => void)[] = [];
  let invalidations = 0;
  return {
    invalidate: () => {
      invalidations += 1;
    },
    onInvalidate: (listener: () => void) => {
      listeners.push(listener);
    },
    /** What the middleware does after a local write. */
    writeLocally() {
      this.invalidate();
      for (const listener of listeners) listener();
    },
    invalidations: () => invalidations,
  };
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
};

describe.skipIf(!databaseUrl)("cache sync over LISTEN/NOTIFY", () => {
  const logger = createLogger("silent");
  const a = fakeCache();
  const b = fakeCache();
  const syncA = startCacheSync({ databaseUrl: databaseUrl ?? "", cache: a, logger, retryMs: 50 });
  const syncB = startCacheSync({ databaseUrl: databaseUrl ?? "", cache: b, logger, retryMs: 50 });
  afterAll(async () => {
    await syncA.close();
    await syncB.close();
  });

  it("empties the other instance's cache after a local write, without echoing back", async () => {
    await Promise.all([syncA.ready, syncB.ready]);
    a.writeLocally();
    // Reaching the other instance at all is the behaviour; how fast is a figure, not a check.
    const ms = await until(() => b.invalidations() === 1);
    console.log(`cache sync: the other instance emptied its cache after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.invalidations()).toBe(1);
    expect(b.invalidations()).toBe(1);
  });

  it("reconnects after losing its connection, empties its cache, and listens again", async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike $1 and pid <> pg_backend_pid()",
      [`listen ${CACHE_CHANNEL}`],
    );
    await admin.end();
    await until(() => !syncB.isListening() || b.invalidations() > 1);
    await until(() => syncB.isListening() && syncA.isListening());
    const before = b.invalidations();
    expect(before).toBe(2);
    a.writeLocally();
    await until(() => b.invalidations() === before + 1);
  });
});
