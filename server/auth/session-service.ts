import { randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { ROLE_REQUIRES_SECOND_FACTOR, SECOND_FACTOR_GRACE } from "#contracts/permissions.ts";
import { type AuditActor, recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { dailyJobRuns, sessions, staffUsers } from "#server/db/schema.ts";
import { sha256 } from "#server/shared/ids.ts";

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

const TOUCH_EVERY_MS = 60_000;

/**
 * A session lacking the second factor its role requires (a grace session, or one that may only
 * set a factor up) is short-lived: a stolen password buys hours, not the configured weeks.
 */
export const FACTOR_PENDING_LIFETIMES: SessionLifetimes = {
  idleMs: 3_600_000,
  absoluteMs: 4 * 3_600_000,
};

const shortest = (a: SessionLifetimes, b: SessionLifetimes): SessionLifetimes => ({
  idleMs: Math.min(a.idleMs, b.idleMs),
  absoluteMs: Math.min(a.absoluteMs, b.absoluteMs),
});

/** The token lives only in the cookie; the database keeps its hash, so a leaked table opens nothing. */
export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  lifetimes: SessionLifetimes,
  /** Opened with the password alone by an account without a second factor. */
  options: { factorPending?: boolean } = {},
) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    factorPending: options.factorPending ?? false,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.absoluteMs),
  });
  return token;
}

/**
 * The role and the grace count are read with the session at each request, so every session of
 * an account turns setup-only at once when the grace is spent (or the role starts requiring a
 * factor), not only the sessions opened after.
 */
export async function getSessionUser(
  db: Database,
  token: string,
  now: Date,
  lifetimes: SessionLifetimes,
): Promise<(StaffUser & { sessionId: string; factorSetupOnly: boolean }) | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const [found] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      locale: staffUsers.locale,
      disabled: staffUsers.disabled,
      signInsWithoutFactor: staffUsers.signInsWithoutFactor,
      createdAt: sessions.createdAt,
      factorPending: sessions.factorPending,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!found) return null;
  const pending = found.factorPending && ROLE_REQUIRES_SECOND_FACTOR[found.role];
  const limits = pending ? shortest(lifetimes, FACTOR_PENDING_LIFETIMES) : lifetimes;
  const idleExpired = now.getTime() - found.lastSeenAt.getTime() > limits.idleMs;
  const tooOld = now.getTime() - found.createdAt.getTime() >= limits.absoluteMs;
  if (found.disabled || idleExpired || tooOld || found.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    sessionId: found.sessionId,
    id: found.id,
    email: found.email,
    name: found.name,
    role: found.role,
    locale: found.locale,
    factorSetupOnly: pending && found.signInsWithoutFactor > SECOND_FACTOR_GRACE,
  };
}

export async function deleteSessionByToken(db: Pick<Database, "delete">, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

/** Signing out: the session ends and, for a member, the audit log says so, in one transaction. */
export async function signOut(db: Database, token: string | undefined, user: AuditActor) {
  await db.transaction(async (tx) => {
    if (token) await deleteSessionByToken(tx, token);
    if (user) await recordAudit(tx, user, "auth.logout", { entity: "staff", entityId: user.id });
  });
}

/** Ends every session of the account, but the one named by keepSessionId when given. */
export async function deleteUserSessions(db: Database, userId: number, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/**
 * Deletes the sessions past their end or idle past the lifetime (the daily job at boot), and
 * answers how many; null when an instance has already claimed this agency day's run.
 */
export async function deleteExpiredSessions(db: Database, now: Date, lifetimes: SessionLifetimes) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyJobRuns)
      .values({ job: "sessions:expired", day: agencyDay(now) })
      .onConflictDoNothing()
      .returning({ day: dailyJobRuns.day });
    if (claimed.length === 0) return null;
    const deleted = await tx
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastSeenAt, new Date(now.getTime() - lifetimes.idleMs)),
        ),
      )
      .returning({ id: sessions.id });
    return deleted.length;
  });
}
