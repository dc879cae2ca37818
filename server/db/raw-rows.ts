import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { AGENCY_TIME_ZONE } from "#contracts/agency-clock.ts";

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

/** A moment as the agency's wall clock reads it; `::date` makes it the agency's day. */
export const atAgencyClock = (moment: SQLWrapper) =>
  sql`(${moment} at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)})`;
