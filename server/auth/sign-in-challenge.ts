import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { signInChallenges } from "#server/db/schema.ts";
import { sha256 } from "#server/shared/ids.ts";

/** How long a half-finished sign-in (or a passkey challenge) may wait for its next step. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;

type Purpose = (typeof signInChallenges.$inferSelect)["purpose"];

/**
 * A token for the next step of a sign-in. It is not a session: it lives in its own table
 * (by hash), no session lookup reads it, and it opens nothing but the step it was made for.
 */
export async function createSignInChallenge(
  db: Database,
  input: { userId: number | null; purpose: Purpose; challenge?: string },
  now: Date,
) {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_MS);
  await db.insert(signInChallenges).values({
    id: sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    challenge: input.challenge ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function findSignInChallenge(
  db: Database,
  token: string,
  purpose: Purpose,
  now: Date,
) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.id, sha256(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** True for the one caller that removed it: a challenge is answered once. */
export async function consumeSignInChallenge(db: Database, token: string) {
  const removed = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, sha256(token)))
    .returning({ id: signInChallenges.id });
  return removed.length === 1;
}
