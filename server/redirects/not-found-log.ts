import { desc, eq, inArray, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { NotFoundEntry } from "#contracts/redirect-schema.ts";
import type { Database } from "#server/db/client.ts";
import { notFoundPaths } from "#server/db/schema.ts";

/** The log keeps this many paths, the most recently seen. */
export const NOT_FOUND_LOG_ROWS = 2_000;
/** New paths counted between two flushes; a flood of made-up ones past it is not kept. */
export const NOT_FOUND_PENDING_PATHS = 500;
const REFERRERS_KEPT = 5;
const MAX_PATH = 300;

/** Requests for other software's weak spots: counted apart from the visitors' broken links. */
const PROBE =
  /(\.(php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|swp|ya?ml|git|DS_Store)(\/|$))|^\/(wp-|wordpress|xmlrpc|phpmyadmin|pma|cgi-bin|vendor|\.env|\.git|\.aws|\.ssh|admin\.|boaform|actuator|HNAP1)/i;

export const isProbe = (path: string, userAgent: string) =>
  PROBE.test(path) || (userAgent !== "" && isbot(userAgent));

type Pending = {
  hits: number;
  first: Date;
  last: Date;
  referrers: Map<string, number>;
  probe: boolean;
};

const topReferrers = (counts: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, REFERRERS_KEPT),
  );

/**
 * Not-found requests, grouped by path: counted in memory (at most NOT_FOUND_PENDING_PATHS new
 * paths between flushes) and added to the log in one read and one write per flush, which keeps
 * NOT_FOUND_LOG_ROWS paths. A flood of made-up paths costs a map entry each, then nothing.
 */
export function createNotFoundLog(db: Database, now: () => Date) {
  let pending = new Map<string, Pending>();
  let dropped = 0;

  return {
    record(path: string, referrerHost: string | null, userAgent: string) {
      const key = path.slice(0, MAX_PATH);
      let entry = pending.get(key);
      if (!entry) {
        if (pending.size >= NOT_FOUND_PENDING_PATHS) {
          dropped += 1;
          return;
        }
        const at = now();
        entry = {
          hits: 0,
          first: at,
          last: at,
          referrers: new Map(),
          probe: isProbe(key, userAgent),
        };
        pending.set(key, entry);
      }
      entry.hits += 1;
      entry.last = now();
      if (referrerHost && (entry.referrers.has(referrerHost) || entry.referrers.size < 20)) {
        entry.referrers.set(referrerHost, (entry.referrers.get(referrerHost) ?? 0) + 1);
      }
    },

    /** Paths not kept since the last flush because too many new ones came at once. */
    droppedSinceFlush: () => dropped,

    async flush() {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      dropped = 0;
      const paths = [...batch.keys()];
      const stored = new Map(
        (
          await db
            .select({ path: notFoundPaths.path, referrers: notFoundPaths.referrers })
            .from(notFoundPaths)
            .where(inArray(notFoundPaths.path, paths))
        ).map((row) => [row.path, row.referrers]),
      );
      const rows = [...batch].map(([path, entry]) => {
        const referrers = { ...(stored.get(path) ?? {}) };
        for (const [host, count] of entry.referrers)
          referrers[host] = (referrers[host] ?? 0) + count;
        return {
          path,
          hits: entry.hits,
          firstSeen: entry.first,
          lastSeen: entry.last,
          referrers: topReferrers(referrers),
          probe: entry.probe,
        };
      });
      await db
        .insert(notFoundPaths)
        .values(rows)
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: {
            hits: sql`${notFoundPaths.hits} + excluded.hits`,
            lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
            referrers: sql`excluded.referrers`,
          },
        });
      await db.execute(
        sql`delete from ${notFoundPaths} where ${notFoundPaths.path} in (
          select ${notFoundPaths.path} from ${notFoundPaths}
          order by ${notFoundPaths.lastSeen} desc offset ${NOT_FOUND_LOG_ROWS})`,
      );
    },
  };
}

export type NotFoundLog = ReturnType<typeof createNotFoundLog>;

/** The log, most hit first: visitors' broken links, or the probes counted apart. */
export async function listNotFound(
  db: Database,
  { probes = false, limit = 100 }: { probes?: boolean; limit?: number } = {},
): Promise<NotFoundEntry[]> {
  const rows = await db
    .select()
    .from(notFoundPaths)
    .where(eq(notFoundPaths.probe, probes))
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeen))
    .limit(limit);
  return rows.map((row) => ({
    path: row.path,
    hits: row.hits,
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
    referrers: Object.entries(row.referrers)
      .map(([host, hits]) => ({ host, hits }))
      .sort((a, b) => b.hits - a.hits),
    probe: row.probe,
  }));
}

/** How many paths each part of the log holds. */
export async function countNotFound(db: Database) {
  const [row] = await db
    .select({
      visitors: sql<number>`count(*) filter (where not ${notFoundPaths.probe})::int`,
      probes: sql<number>`count(*) filter (where ${notFoundPaths.probe})::int`,
    })
    .from(notFoundPaths);
  return { visitors: Number(row.visitors), probes: Number(row.probes) };
}
