import { randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { StaffUser } from "../../contracts/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { sessions, staffUsers } from "../db/schema.ts";
import { sha256 } from "../shared/ids.ts";

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

const TOUCH_EVERY_MS = 60_000;

/** The token lives only in the cookie; the database keeps its hash, so a leaked table opens nothing. */
export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  lifetimes: SessionLifetimes,
  options: { factorSetupOnly?: boolean } = {},
) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    factorSetupOnly: options.factorSetupOnly ?? false,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.absoluteMs),
  });
  return token;
}

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
      factorSetupOnly: sessions.factorSetupOnly,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!found) return null;
  const idleExpired = now.getTime() - found.lastSeenAt.getTime() > lifetimes.idleMs;
  if (found.disabled || idleExpired || found.expiresAt <= now) {
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
    factorSetupOnly: found.factorSetupOnly,
  };
}

export async function deleteSessionByToken(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
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

export async function deleteExpiredSessions(db: Database, now: Date, lifetimes: SessionLifetimes) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - lifetimes.idleMs)),
      ),
    );
}
