import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { loginAttempts } from "#server/db/schema.ts";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_ACCOUNTS_PER_IP = 5;

// Advisory lock namespaces (first key of pg_advisory_xact_lock): one for accounts, one for IPs.
// Every attempt takes the account lock first, then the IP lock, so no two wait on each other.
const ACCOUNT_LOCK = 41_001;
const IP_LOCK = 41_002;

type Row = { first_at: Date | string | null; failures: number };

/** locksOnFailure: this attempt is the last the rule allows; if it fails, sign-in locks. */
export type LoginReservation =
  | { attemptId: number; locksOnFailure: boolean }
  | { retryAfterSeconds: number };

/**
 * Ghost's rule: 5 failures for one account, or failures on 5 accounts from one IP, within
 * 15 minutes lock further attempts (even with the right password) until the window passes.
 * Counters are rows in the database, so a restart does not reset them.
 *
 * Counting and recording are one step: under locks on the account and the IP, the attempt is
 * either refused or written as a failure before its (slow) password check, so a burst of
 * parallel requests gets no more checks than the rule allows. A right password then turns the
 * row into a success with markLoginSucceeded.
 */
export async function reserveLoginAttempt(
  db: Database,
  attempt: { email: string; ipHash: string; now: Date },
): Promise<LoginReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${attempt.email}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${attempt.ipHash}))`);
    const retryAfter = () =>
      getLoginRetryAfter(tx as unknown as Database, attempt.email, attempt.ipHash, attempt.now);
    const retryAfterSeconds = await retryAfter();
    if (retryAfterSeconds !== null) return { retryAfterSeconds };
    const [row] = await tx
      .insert(loginAttempts)
      .values({
        email: attempt.email,
        ipHash: attempt.ipHash,
        success: false,
        createdAt: attempt.now,
      })
      .returning({ id: loginAttempts.id });
    const lockedAfter = await retryAfter();
    return { attemptId: row.id, locksOnFailure: lockedAfter !== null };
  });
}

export async function markLoginSucceeded(db: Database, attemptId: number) {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

/** Seconds until the account or the IP may try again, or null when neither is locked. */
export async function getLoginRetryAfter(
  db: Database,
  email: string,
  ipHash: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // A success resets the account's count; ids, not timestamps, tell which attempts came after it.
  const [account] = await selectRows<Row>(
    db,
    sql`
    select min(created_at) as first_at, count(*)::int as failures from (
      select created_at from login_attempts
      where email = ${email} and success = false and created_at > ${since}
        and id > coalesce((select max(id) from login_attempts
          where email = ${email} and success = true), 0)
      order by created_at desc limit ${MAX_FAILURES_PER_ACCOUNT}) recent`,
  );
  const [ip] = await selectRows<Row>(
    db,
    sql`
    select min(first_at) as first_at, count(*)::int as failures from (
      select email, min(created_at) as first_at from login_attempts
      where ip_hash = ${ipHash} and success = false and created_at > ${since}
      group by email order by min(created_at) desc limit ${MAX_ACCOUNTS_PER_IP}) recent`,
  );
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
