import { and, count, eq, ne, sql } from "drizzle-orm";
import type { StaffLocale, StaffUser } from "#contracts/auth-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { SECOND_FACTOR_GRACE, type StaffRole } from "#contracts/permissions.ts";
import { recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { auditEvents, staffUsers } from "#server/db/schema.ts";
import {
  ConflictError,
  ForbiddenError,
  notFound,
  RateLimitedError,
  UnauthorizedError,
} from "#server/shared/domain-errors.ts";
import type { SecretBox } from "#server/shared/secret-box.ts";
import { markLoginSucceeded, reserveLoginAttempt } from "./login-throttle.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import {
  getSecondFactorSummary,
  hasSecondFactor,
  isAuthenticatorCode,
  openConfirmedTotpSecret,
  requiresSecondFactor,
  verifySecondFactorCode,
} from "./second-factor-service.ts";
import { createSession, deleteUserSessions, type SessionLifetimes } from "./session-service.ts";
import {
  consumeSignInChallenge,
  createSignInChallenge,
  findSignInChallenge,
} from "./sign-in-challenge.ts";
import { setStaffLocale } from "./staff-locale.ts";
import { assertStillActiveAdmin, withStaffLock } from "./staff-lock.ts";

export type LoginContext = {
  ipHash: string;
  now: Date;
  lifetimes: SessionLifetimes;
  /** Opens the authenticator secrets. */
  secrets: SecretBox;
  /**
   * The language the sign-in page was shown in (its switch, the `lang` cookie or the browser):
   * an account's first sign-in makes it the staff area's language.
   */
  signInLocale?: StaffLocale;
};

const publicUser = (user: StaffUser): StaffUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
});

export type LoginResult =
  | {
      token: string;
      user: StaffUser;
      /** Set when the role requires a second factor the member has not set up yet. */
      factorSetup?: { signInsLeft: number; setupOnly: boolean };
    }
  | { secondFactor: { token: string; expiresAt: Date; methods: SecondFactorMethod[] } };

export type SecondFactorMethod = "totp" | "passkey" | "recovery";

const tooManyAttempts = (retryAfter: number) =>
  // Refusals are not audited one by one (a burst would add a row each); the failure that
  // locked sign-in was (auth.login_locked).
  new RateLimitedError("too_many_attempts", msg("tooManyAttempts", formatWait(retryAfter)), {
    retryAfterSeconds: retryAfter,
  });

/**
 * The password step. A member with a second factor gets a sign-in challenge (no session) for
 * completeSecondFactor, unless the request already carries a code; a member whose role
 * requires a factor they lack gets a session, limited to setting one up once the grace is spent.
 */
export async function loginStaff(
  db: Database,
  credentials: { email: string; password: string; code?: string },
  context: LoginContext,
): Promise<LoginResult> {
  const { email, password } = credentials;
  const reservation = await reserveLoginAttempt(db, {
    email,
    ipHash: context.ipHash,
    now: context.now,
  });
  if ("retryAfterSeconds" in reservation) throw tooManyAttempts(reservation.retryAfterSeconds);
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
    throw new UnauthorizedError("invalid_credentials", msg("wrongCredentials"), {
      fields: { password: msg("wrongCredentials") },
    });
  }
  await markLoginSucceeded(db, reservation.attemptId);
  const factors = await getSecondFactorSummary(db, user.id);
  if (hasSecondFactor(factors)) {
    const challenge = await createSignInChallenge(
      db,
      { userId: user.id, purpose: "second_factor" },
      context.now,
    );
    if (credentials.code) {
      return completeSecondFactor(db, { token: challenge.token, code: credentials.code }, context);
    }
    const methods: SecondFactorMethod[] = [];
    if (factors.totp) methods.push("totp");
    if (factors.passkeys > 0) methods.push("passkey");
    if (factors.recoveryCodesLeft > 0) methods.push("recovery");
    return { secondFactor: { ...challenge, methods } };
  }
  if (!requiresSecondFactor(user.role)) {
    return startStaffSession(db, user, context, { factorPending: true });
  }
  const [counted] = await db
    .update(staffUsers)
    .set({ signInsWithoutFactor: sql`${staffUsers.signInsWithoutFactor} + 1` })
    .where(eq(staffUsers.id, user.id))
    .returning({ signIns: staffUsers.signInsWithoutFactor });
  const setupOnly = counted.signIns > SECOND_FACTOR_GRACE;
  const started = await startStaffSession(db, user, context, { factorPending: true });
  return {
    ...started,
    factorSetup: { signInsLeft: Math.max(0, SECOND_FACTOR_GRACE - counted.signIns), setupOnly },
  };
}

/**
 * A new account (no sign-in recorded yet) takes the language its member signed in with: the
 * column's default, Indonesian, was nobody's choice (issue 42). Later sign-ins keep the
 * member's own choice from the account menu.
 */
async function adoptSignInLocale(db: Database, user: StaffUser, locale: StaffLocale) {
  const [earlier] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, "auth.login")))
    .limit(1);
  if (earlier) return user;
  await setStaffLocale(db, user.id, locale);
  return { ...user, locale };
}

/** A session for a member whose sign-in is complete, audited with how they signed in. */
export async function startStaffSession(
  db: Database,
  member: StaffUser,
  context: LoginContext,
  options: { factorPending?: boolean; method?: string } = {},
) {
  const user =
    context.signInLocale && context.signInLocale !== member.locale
      ? await adoptSignInLocale(db, member, context.signInLocale)
      : member;
  const token = await createSession(db, user.id, context.now, context.lifetimes, {
    factorPending: options.factorPending ?? false,
  });
  await recordAudit(db, user, "auth.login", {
    entity: "staff",
    entityId: user.id,
    ...(options.method ? { details: { method: options.method } } : {}),
  });
  return { token, user: publicUser(user) };
}

const signInExpired = () => new UnauthorizedError("sign_in_expired", msg("signInExpired"));

/**
 * The second step: a code from the authenticator app or a recovery code, for a challenge from
 * loginStaff. Throttled with the password's own rule (the same counters, per account and per
 * IP), each attempt reserved before it is checked, so parallel guesses get no more checks.
 */
export async function completeSecondFactor(
  db: Database,
  input: { token: string; code: string },
  context: LoginContext,
) {
  const challenge = await findSignInChallenge(db, input.token, "second_factor", context.now);
  const [user] = challenge?.userId
    ? await db.select().from(staffUsers).where(eq(staffUsers.id, challenge.userId))
    : [];
  if (!challenge || !user || user.disabled) throw signInExpired();
  // Before the attempt is reserved: an unreadable key is the server's fault, not a wrong guess.
  const totpSecret = isAuthenticatorCode(input.code)
    ? await openConfirmedTotpSecret(db, context.secrets, user.id)
    : null;
  const reservation = await reserveLoginAttempt(db, {
    email: user.email,
    ipHash: context.ipHash,
    now: context.now,
  });
  if ("retryAfterSeconds" in reservation) throw tooManyAttempts(reservation.retryAfterSeconds);
  const method = await verifySecondFactorCode(db, user.id, input.code, context.now, totpSecret);
  if (!method) {
    await recordAudit(db, user, "auth.second_factor_failed", {
      entity: "staff",
      entityId: user.id,
      details: { email: user.email },
    });
    if (reservation.locksOnFailure) {
      await recordAudit(db, null, "auth.login_locked", { details: { email: user.email } });
    }
    throw new UnauthorizedError("invalid_code", msg("codeIsWrong"), {
      fields: { code: msg("wrongCode") },
    });
  }
  await markLoginSucceeded(db, reservation.attemptId);
  if (!(await consumeSignInChallenge(db, input.token))) throw signInExpired();
  if (method === "recovery") {
    await recordAudit(db, user, "auth.recovery_code_used", { entity: "staff", entityId: user.id });
  }
  return startStaffSession(db, user, context, { method });
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
  new ConflictError("duplicate_email", msg("duplicateEmail"), {
    fields: { email: msg("duplicateEmail") },
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

export const setupClosed = () => new ForbiddenError("setup_closed", msg("setupClosed"));

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
    throw new ConflictError("last_admin", msg("lastAdmin"));
  }
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
