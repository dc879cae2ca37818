import { count, eq } from "drizzle-orm";
import type { StaffRole, StaffUser } from "../../app/features/auth/auth-schema.ts";
import { recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { ApiError, notFound } from "../http/api-error.ts";
import { markLoginSucceeded, reserveLoginAttempt } from "./login-throttle.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { createSession, deleteUserSessions, type SessionLifetimes } from "./session-service.ts";

export type LoginContext = { ipHash: string; now: Date; lifetimes: SessionLifetimes };

const publicUser = (user: StaffUser): StaffUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
});

export async function loginStaff(
  db: Database,
  credentials: { email: string; password: string },
  context: LoginContext,
) {
  const { email, password } = credentials;
  const reservation = await reserveLoginAttempt(db, {
    email,
    ipHash: context.ipHash,
    now: context.now,
  });
  if ("retryAfterSeconds" in reservation) {
    const retryAfter = reservation.retryAfterSeconds;
    await recordAudit(db, null, "auth.login_throttled", { details: { email } });
    throw new ApiError(
      429,
      "too_many_attempts",
      `Too many failed sign-in attempts. Try again in ${formatWait(retryAfter)}.`,
      { retryAfterSeconds: retryAfter },
    );
  }
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  const success = Boolean(user && valid && !user.disabled);
  if (!user || !success) {
    await recordAudit(db, null, "auth.login_failed", {
      details: { email, reason: user?.disabled && valid ? "disabled" : "bad_credentials" },
    });
    throw new ApiError(401, "invalid_credentials", "Email or password is incorrect", {
      fields: { password: "Email or password is incorrect" },
    });
  }
  await markLoginSucceeded(db, reservation.attemptId);
  const token = await createSession(db, user.id, context.now, context.lifetimes);
  await recordAudit(db, user, "auth.login", { entity: "staff", entityId: user.id });
  return { token, user: publicUser(user) };
}

export function formatWait(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export async function countStaff(db: Database) {
  const [{ total }] = await db.select({ total: count() }).from(staffUsers);
  return Number(total);
}

export async function createStaffUser(
  db: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
  actor: StaffUser | null,
) {
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, input.email));
  if (existing) {
    throw new ApiError(409, "duplicate_email", "A staff account with this email exists", {
      fields: { email: "A staff account with this email exists" },
    });
  }
  const [created] = await db
    .insert(staffUsers)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  await recordAudit(db, actor, "staff.create", {
    entity: "staff",
    entityId: created.id,
    details: { email: created.email, role: created.role },
  });
  return publicUser(created);
}

export async function setStaffDisabled(
  db: Database,
  id: number,
  disabled: boolean,
  actor: StaffUser,
) {
  const [updated] = await db
    .update(staffUsers)
    .set({ disabled, updatedAt: new Date() })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!updated) throw notFound("Staff account");
  if (disabled) await deleteUserSessions(db, id);
  await recordAudit(db, actor, disabled ? "staff.disable" : "staff.enable", {
    entity: "staff",
    entityId: id,
  });
  return publicUser(updated);
}
