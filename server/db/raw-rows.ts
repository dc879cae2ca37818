import type { SQL } from "drizzle-orm";

/** Anything that runs SQL: the database or a transaction. */
export type Executor = { execute: (query: SQL) => PromiseLike<unknown> };

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; drizzle's types do not say so, hence the one cast here instead of one per query.
 */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
