import { sql } from "drizzle-orm";
import { type Message, msg } from "#contracts/messages/message.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { RateLimitedError } from "#server/shared/domain-errors.ts";

export type ThrottleRule = {
  source: "contact" | "chat";
  limit: number;
  windowMs: number;
  /** The refusal's words (the API answers them as they are). */
  refusal: Message;
};

export const CONTACT_THROTTLE = {
  source: "contact",
  limit: 5,
  windowMs: 10 * 60_000,
  refusal: msg("contactThrottled"),
} as const;
export const CHAT_THROTTLE = {
  source: "chat",
  limit: 10,
  windowMs: 10 * 60_000,
  refusal: msg("chatThrottled"),
} as const;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Stores a lead unless its IP hash already sent `limit` of this kind within the window.
 * Counted in the database, so every instance behind a balancer shares the budget; a
 * transaction-scoped advisory lock per IP hash makes concurrent sends from one IP count one
 * after the other. Over the limit, it throws RateLimitedError with the seconds until the oldest
 * counted lead leaves the window (the Retry-After the caller answers).
 */
export async function insertWithinThrottle<T>(
  db: Database,
  rule: ThrottleRule,
  meta: { ipHash: string; now: Date },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lead:${rule.source}:${meta.ipHash}`}))`,
    );
    const since = new Date(meta.now.getTime() - rule.windowMs);
    const [recent] = await selectRows<{ sent: number; first_at: unknown }>(
      tx,
      sql`
      select count(*)::int as sent, min(created_at) as first_at from leads
      where ip_hash = ${meta.ipHash} and source = ${rule.source} and created_at > ${since}`,
    );
    if (recent.sent >= rule.limit) {
      const firstAt = new Date(recent.first_at as string | Date).getTime();
      const waitMs = firstAt + rule.windowMs - meta.now.getTime();
      throw new RateLimitedError("too_many_requests", rule.refusal, {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
    return insert(tx);
  });
}
