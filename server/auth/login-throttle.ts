import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_ACCOUNTS_PER_IP = 5;

type Row = { first_at: Date | string | null; failures: number };

/**
 * Ghost's rule: 5 failures for one account, or failures on 5 accounts from one IP, within
 * 15 minutes lock further attempts (even with the right password) until the window passes.
 * Counters are rows in the database, so a restart does not reset them.
 */
export async function getLoginRetryAfter(
  db: Database,
  email: string,
  ipHash: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const accountResult = await db.execute(sql`
    select min(created_at) as first_at, count(*)::int as failures from (
      select created_at from login_attempts
      where email = ${email} and success = false and created_at > ${since}
        and created_at > coalesce((select max(created_at) from login_attempts
          where email = ${email} and success = true), '-infinity')
      order by created_at desc limit ${MAX_FAILURES_PER_ACCOUNT}) recent`);
  const account = (accountResult as unknown as { rows: Row[] }).rows[0];
  const ipResult = await db.execute(sql`
    select min(first_at) as first_at, count(*)::int as failures from (
      select email, min(created_at) as first_at from login_attempts
      where ip_hash = ${ipHash} and success = false and created_at > ${since}
      group by email order by min(created_at) desc limit ${MAX_ACCOUNTS_PER_IP}) recent`);
  const ip = (ipResult as unknown as { rows: Row[] }).rows[0];
  const waits: number[] = [];
  for (const [row, limit] of [
    [account, MAX_FAILURES_PER_ACCOUNT],
    [ip, MAX_ACCOUNTS_PER_IP],
  ] as const) {
    if (row && Number(row.failures) >= limit && row.first_at) {
      const unlockAt = new Date(row.first_at).getTime() + THROTTLE_WINDOW_MS;
      waits.push(Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)));
    }
  }
  return waits.length ? Math.max(...waits) : null;
}

export async function recordLoginAttempt(
  db: Database,
  attempt: { email: string; ipHash: string; success: boolean; at: Date },
) {
  await db.insert(loginAttempts).values({
    email: attempt.email,
    ipHash: attempt.ipHash,
    success: attempt.success,
    createdAt: attempt.at,
  });
}
