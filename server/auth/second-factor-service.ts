import { randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { StaffUser } from "../../contracts/auth-schema.ts";
import { ROLE_REQUIRES_SECOND_FACTOR, type StaffRole } from "../../contracts/permissions.ts";
import { recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import {
  sessions,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  staffUsers,
} from "../db/schema.ts";
import { ConflictError, notFound, ValidationError } from "../shared/domain-errors.ts";
import { sha256 } from "../shared/ids.ts";
import { deleteUserSessions } from "./session-service.ts";
import { assertStillActiveAdmin, withStaffLock } from "./staff-lock.ts";
import { buildOtpauthUri, decodeBase32, generateTotpSecret, matchTotpStep } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;
/** Sign-ins a member whose role requires a second factor may make before setting one up. */
export const SECOND_FACTOR_GRACE = 3;

export const requiresSecondFactor = (role: StaffRole) => ROLE_REQUIRES_SECOND_FACTOR[role];

/** Without look-alikes (0/O, 1/I/L), so a code read off paper is typed right. */
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** "k7p2m-x9qfa": 10 characters, about 50 bits. */
function generateRecoveryCode() {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

export type SecondFactorSummary = {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
};

export async function getSecondFactorSummary(
  db: Database,
  userId: number,
): Promise<SecondFactorSummary> {
  const [totp] = await db
    .select({ userId: staffTotp.userId })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
  const [{ passkeys }] = await db
    .select({ passkeys: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId));
  const [{ left }] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return { totp: Boolean(totp), passkeys: Number(passkeys), recoveryCodesLeft: Number(left) };
}

export const hasSecondFactor = (summary: SecondFactorSummary) =>
  summary.totp || summary.passkeys > 0;

/**
 * A new, unconfirmed authenticator secret (replacing an unconfirmed one): it signs nothing in
 * until confirmTotpSetup has seen a code from it.
 */
export async function startTotpSetup(db: Database, user: StaffUser, issuer: string) {
  const secret = generateTotpSecret();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    if (existing?.confirmedAt) {
      throw new ConflictError("totp_exists", "An authenticator app is already set up");
    }
    await tx.delete(staffTotp).where(eq(staffTotp.userId, user.id));
    await tx.insert(staffTotp).values({ userId: user.id, secret });
  });
  return { secret, uri: buildOtpauthUri(secret, user.email, issuer) };
}

/**
 * An authenticator secret the operator already holds (staff:create --totp-secret, for accounts
 * provisioned by automation): set up at once, audited as the system's.
 */
export async function provisionTotpSecret(db: Database, user: StaffUser, secret: string) {
  if ((decodeBase32(secret)?.length ?? 0) < 10) {
    throw new ValidationError("invalid_secret", "The key must be base32, at least 16 characters", {
      fields: { totpSecret: "The key must be base32, at least 16 characters" },
    });
  }
  const normalised = secret.replace(/[\s=-]/g, "").toUpperCase();
  await db
    .insert(staffTotp)
    .values({ userId: user.id, secret: normalised, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secret: normalised, confirmedAt: new Date(), lastStep: 0 },
    });
  await markSecondFactorSetUp(db, user.id);
  await recordAudit(db, null, "auth.totp_enabled", {
    entity: "staff",
    entityId: user.id,
    details: { email: user.email, name: user.name },
  });
}

/** The pending secret of an unconfirmed setup, to show again after a wrong first code. */
export async function findPendingTotpSecret(db: Database, userId: number) {
  const [row] = await db
    .select({ secret: staffTotp.secret })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNull(staffTotp.confirmedAt)));
  return row?.secret ?? null;
}

const wrongCode = () =>
  new ValidationError("invalid_code", "The code is not right", {
    fields: { code: "The code is not right, or it was already used" },
  });

/** The first code proves the app holds the secret; the recovery codes come with it, once. */
export async function confirmTotpSetup(db: Database, user: StaffUser, code: string, now: Date) {
  const [pending] = await db
    .select()
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, user.id), isNull(staffTotp.confirmedAt)));
  if (!pending) throw new ConflictError("no_totp_setup", "Start the authenticator setup again");
  const step = matchTotpStep(pending.secret, code.trim(), now);
  if (step === null) throw wrongCode();
  await db
    .update(staffTotp)
    .set({ confirmedAt: now, lastStep: step })
    .where(eq(staffTotp.userId, user.id));
  const recoveryCodes = await replaceRecoveryCodes(db, user.id);
  await markSecondFactorSetUp(db, user.id);
  await recordAudit(db, user, "auth.totp_enabled", { entity: "staff", entityId: user.id });
  return { recoveryCodes };
}

/** The member now has a factor: their sessions limited to setting one up are whole again. */
export async function markSecondFactorSetUp(db: Database, userId: number) {
  await db.update(staffUsers).set({ signInsWithoutFactor: 0 }).where(eq(staffUsers.id, userId));
  await db.update(sessions).set({ factorSetupOnly: false }).where(eq(sessions.userId, userId));
}

export async function replaceRecoveryCodes(db: Database, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

export async function regenerateRecoveryCodes(db: Database, user: StaffUser) {
  const summary = await getSecondFactorSummary(db, user.id);
  if (!hasSecondFactor(summary)) {
    throw new ConflictError("no_second_factor", "Set up a passkey or an authenticator app first");
  }
  const recoveryCodes = await replaceRecoveryCodes(db, user.id);
  await recordAudit(db, user, "auth.recovery_codes_renewed", {
    entity: "staff",
    entityId: user.id,
  });
  return { recoveryCodes };
}

/** A member whose role requires a second factor keeps at least one. */
export function assertFactorMayGo(user: StaffUser, remaining: SecondFactorSummary) {
  if (requiresSecondFactor(user.role) && !hasSecondFactor(remaining)) {
    throw new ConflictError(
      "second_factor_required",
      "Your role requires a second factor: add another one before removing this one",
    );
  }
}

export async function removeTotp(db: Database, user: StaffUser) {
  const summary = await getSecondFactorSummary(db, user.id);
  if (!summary.totp) throw notFound("Authenticator app");
  assertFactorMayGo(user, { ...summary, totp: false });
  await db.delete(staffTotp).where(eq(staffTotp.userId, user.id));
  if (summary.passkeys === 0) {
    await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
  }
  await recordAudit(db, user, "auth.totp_removed", { entity: "staff", entityId: user.id });
}

/**
 * Checks a second-step code: an authenticator code (each time step accepted once, even by
 * requests racing each other: the update only succeeds past the last accepted step) or an
 * unused recovery code (spent by the same single update). Null when neither.
 */
export async function verifySecondFactorCode(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<"totp" | "recovery" | null> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const [totp] = await db
      .select()
      .from(staffTotp)
      .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
    const step = totp ? matchTotpStep(totp.secret, typed, now) : null;
    if (!totp || step === null) return null;
    const accepted = await db
      .update(staffTotp)
      .set({ lastStep: step })
      .where(and(eq(staffTotp.userId, userId), lt(staffTotp.lastStep, step)))
      .returning({ userId: staffTotp.userId });
    return accepted.length === 1 ? "totp" : null;
  }
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length === 1 ? "recovery" : null;
}

/**
 * Removes every factor of an account (passkeys, authenticator, recovery codes) and ends its
 * sessions: for a member who lost their devices. actor null: the server's reset script.
 */
export async function resetSecondFactors(db: Database, id: number, actor: StaffUser | null) {
  const target = await withStaffLock(db, async (tx) => {
    if (actor) await assertStillActiveAdmin(tx, actor);
    const [row] = await tx
      .update(staffUsers)
      .set({ signInsWithoutFactor: 0, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning();
    if (!row) throw notFound("Staff account");
    await tx.delete(staffTotp).where(eq(staffTotp.userId, id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));
    await deleteUserSessions(tx, id);
    return row;
  });
  await recordAudit(db, actor, "staff.factors_reset", {
    entity: "staff",
    entityId: id,
    details: { email: target.email, name: target.name },
  });
  return target;
}

/** Shown on the staff list: which members have a second factor. */
export async function listMembersWithSecondFactor(db: Database) {
  const rows = await db
    .selectDistinct({ userId: staffUsers.id })
    .from(staffUsers)
    .leftJoin(staffTotp, eq(staffTotp.userId, staffUsers.id))
    .leftJoin(staffPasskeys, eq(staffPasskeys.userId, staffUsers.id))
    .where(or(isNotNull(staffTotp.confirmedAt), isNotNull(staffPasskeys.id)));
  return new Set(rows.map((row) => row.userId));
}

/** What the account's security page shows: the factors, a setup in progress, the policy. */
export async function getAccountSecurity(db: Database, user: StaffUser) {
  const summary = await getSecondFactorSummary(db, user.id);
  const pendingSecret = await findPendingTotpSecret(db, user.id);
  const [row] = await db
    .select({ signIns: staffUsers.signInsWithoutFactor })
    .from(staffUsers)
    .where(eq(staffUsers.id, user.id));
  const required = requiresSecondFactor(user.role);
  return {
    summary,
    pendingSecret,
    policy: {
      required,
      signInsLeft: Math.max(0, SECOND_FACTOR_GRACE - (row?.signIns ?? 0)),
    },
  };
}
