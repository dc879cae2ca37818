import { and, count, eq, ne } from "drizzle-orm";
import type { StaffLocale, StaffUser } from "../../contracts/auth-schema.ts";
import type { StaffRole } from "../../contracts/permissions.ts";
import { recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import {
  ConflictError,
  ForbiddenError,
  notFound,
  RateLimitedError,
  UnauthorizedError,
} from "../shared/domain-errors.ts";
import { markLoginSucceeded, reserveLoginAttempt } from "./login-throttle.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { createSession, deleteUserSessions, type SessionLifetimes } from "./session-service.ts";
import { withStaffLock } from "./staff-lock.ts";

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
    // Refusals are not audited one by one (a burst would add a row each); the failure that
    // locked sign-in was (auth.login_locked).
    const retryAfter = reservation.retryAfterSeconds;
    throw new RateLimitedError(
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
    if (reservation.locksOnFailure) {
      await recordAudit(db, null, "auth.login_locked", { details: { email } });
    }
    throw new UnauthorizedError("invalid_credentials", "Email or password is incorrect", {
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

const duplicateEmail = () =>
  new ConflictError("duplicate_email", "A staff account with this email exists", {
    fields: { email: "A staff account with this email exists" },
  });

type NewStaff = {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Unset: the column's default, Indonesian. */
  locale?: StaffLocale;
  setupChecklist?: boolean;
};

async function insertStaffUser(tx: Database, input: NewStaff, passwordHash: string) {
  const [existing] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, input.email));
  if (existing) throw duplicateEmail();
  const [created] = await tx
    .insert(staffUsers)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash,
      locale: input.locale,
      setupChecklist: input.setupChecklist,
    })
    .returning();
  return created;
}

async function recordStaffCreated(db: Database, actor: StaffUser | null, created: StaffUser) {
  await recordAudit(db, actor, "staff.create", {
    entity: "staff",
    entityId: created.id,
    details: { email: created.email, role: created.role },
  });
}

export async function createStaffUser(db: Database, input: NewStaff, actor: StaffUser | null) {
  const passwordHash = await hashPassword(input.password);
  const created = await withStaffLock(db, async (tx) => {
    if (actor) await assertStillActiveAdmin(tx, actor);
    return insertStaffUser(tx, input, passwordHash);
  });
  await recordStaffCreated(db, actor, created);
  return publicUser(created);
}

export const setupClosed = () =>
  new ForbiddenError("setup_closed", "Setup is finished: a staff account already exists");

/** The first-run account: created only while no staff account exists, whatever the concurrency. */
/**
 * The first admin's staff area speaks the language the setup page was shown in, and their
 * dashboard starts with the getting-started checklist.
 */
export async function createFirstAdmin(
  db: Database,
  input: { email: string; name: string; password: string },
  locale: StaffLocale,
) {
  const passwordHash = await hashPassword(input.password);
  const created = await withStaffLock(db, async (tx) => {
    if ((await countStaff(tx)) > 0) throw setupClosed();
    return insertStaffUser(
      tx,
      { ...input, role: "admin", locale, setupChecklist: true },
      passwordHash,
    );
  });
  await recordStaffCreated(db, null, created);
  return publicUser(created);
}

/** Call under the staff lock: refuses a change that would leave no active admin. */
export async function assertAnotherActiveAdmin(tx: Database, id: number) {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.role, "admin"), eq(staffUsers.disabled, false), ne(staffUsers.id, id)),
    );
  if (Number(total) === 0) {
    throw new ConflictError("last_admin", "At least one active admin must remain");
  }
}

/**
 * Call under the staff lock: the actor's session was checked when the request began, but a
 * parallel request may have disabled or demoted them since.
 */
export async function assertStillActiveAdmin(tx: Database, actor: StaffUser) {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, actor.id),
        eq(staffUsers.role, "admin"),
        eq(staffUsers.disabled, false),
      ),
    );
  if (!row) throw new ForbiddenError("forbidden", "Your account can no longer manage staff");
}

/** Disabling ends every session of the account; the last active admin cannot be disabled. */
export async function setStaffDisabled(
  db: Database,
  id: number,
  disabled: boolean,
  actor: StaffUser,
) {
  const updated = await withStaffLock(db, async (tx) => {
    await assertStillActiveAdmin(tx, actor);
    if (disabled) await assertAnotherActiveAdmin(tx, id);
    const [row] = await tx
      .update(staffUsers)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning();
    if (!row) throw notFound("Staff account");
    if (disabled) await deleteUserSessions(tx, id);
    return row;
  });
  await recordAudit(db, actor, disabled ? "staff.disable" : "staff.enable", {
    entity: "staff",
    entityId: id,
  });
  return publicUser(updated);
}
