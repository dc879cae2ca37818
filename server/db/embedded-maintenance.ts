import { sql } from "drizzle-orm";
import type { Logger } from "#server/logger.ts";
import type { Database } from "./client.ts";

const DAY_MS = 86_400_000;

/**
 * PGlite has no autovacuum: without this, rows replaced by updates (every view counted on an
 * article) are never reclaimed, planner statistics go stale, and the visibility map stays
 * empty, so counting the audit log's 100,000 rows read every row instead of its smallest index
 * (issue 29). One VACUUM (ANALYZE) takes about a second over the bench's volumes.
 */
export async function vacuumEmbeddedDatabase(db: Database) {
  await db.execute(sql`vacuum (analyze)`);
}

/**
 * After the server listens and then once a day: `then` runs after the first (the search index
 * is read once statistics are fresh). A failure is logged; the next day tries again.
 */
export function scheduleEmbeddedMaintenance(
  db: Database,
  logger: Logger,
  then: () => Promise<void>,
) {
  const run = () =>
    vacuumEmbeddedDatabase(db).catch((err: unknown) =>
      logger.warn({ err }, "vacuum of the embedded database failed"),
    );
  setTimeout(() => {
    void run()
      .then(then)
      .catch((err: unknown) => logger.warn({ err }, "reading the search index failed"));
  }, 2_000).unref();
  setInterval(run, DAY_MS).unref();
}
