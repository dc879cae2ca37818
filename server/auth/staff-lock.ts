import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// Advisory lock key (namespace, key) shared by every change to who is staff or admin.
const STAFF_LOCK = [41_010, 0] as const;

/**
 * Runs work in one transaction that first takes the staff lock, so checks such as "no staff
 * yet" or "another active admin remains" still hold when the change commits. On PGlite the
 * transaction holds the only connection, so work must use the transaction it is given, never
 * the outer database, and should stay short (hash passwords before calling).
 */
export function withStaffLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK[0]}, ${STAFF_LOCK[1]})`);
    return work(tx as unknown as Database);
  });
}
