import { sql } from "drizzle-orm";
import { type Database, isEmbedded } from "./client.ts";
import type { Executor } from "./raw-rows.ts";

/** PostgreSQL's code for a statement it cancelled (statement_timeout among others). */
const QUERY_CANCELED = "57014";

function isQueryCanceled(error: unknown): boolean {
  let current = error;
  // Drizzle wraps the driver's error: the code may sit a few causes down.
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `read` in a transaction whose statements PostgreSQL cancels after `ms`, and throws
 * `timedOut()` instead of the driver's error when it does. SET LOCAL ends with the transaction,
 * so the pooled connection goes back without the limit. PGlite accepts the setting and never
 * cancels (WebAssembly has no timer signal to interrupt a statement; checked on 0.5.16): there
 * the bounds on what is asked are the only protection, and `read` runs without the transaction
 * (three statements a search saved on the one thread that serves every request).
 */
export async function readWithStatementTimeout<T>(
  db: Database,
  ms: number,
  read: (tx: Executor) => Promise<T>,
  timedOut: () => Error,
): Promise<T> {
  if (isEmbedded(db)) return read(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.trunc(ms))}`));
      return read(tx);
    });
  } catch (error) {
    if (isQueryCanceled(error)) throw timedOut();
    throw error;
  }
}
