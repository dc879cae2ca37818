import { randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import {
  ROLE_REQUIRES_SECOND_FACTOR,
  SECOND_FACTOR_GRACE,
  type StaffRole,
} from "#contracts/permissions.ts";
import { recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import {
  sessions,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  staffUsers,
} from "#server/db/schema.ts";
import {
  ConflictError,
  notFound,
  UnavailableError,
  ValidationError,
} from "#server/shared/domain-errors.ts";
import { sha256 } from "#server/shared/ids.ts";
import { isSealed, type SecretBox } from "#server/shared/secret-box.ts";
import { deleteUserSessions } from "./session-service.ts";
import { assertStillActiveAdmin, withStaffLock } from "./staff-lock.ts";
import { buildOtpauthUri, decodeBase32, generateTotpSecret, matchTotpStep } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;

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

/** Binds a sealed secret to its row: copied onto another member's row, it opens nothing. */
const totpContext = (userId: number) => `staff_totp:${userId}`;

const keyUnreadable = () =>
  new UnavailableError("authenticator_key_unreadable", msg("authenticatorKeyUnreadable"));

/**
 * The member's confirmed authenticator secret in clear; null when they have none. Throws
 * (503) when no key of the server opens it: a lost or changed SECRETS_KEY, not a wrong code.
 */
export async function openConfirmedTotpSecret(db: Database, box: SecretBox, userId: number) {
  const [row] = await db
    .select({ secret: staffTotp.secret })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
  if (!row) return null;
  const opened = box.open(row.secret, totpContext(userId));
  if (!opened) throw keyUnreadable();
  return opened.plain;
}

/**
 * At boot: seals again under the current key every secret still sealed under a previous one
 * (or stored in clear before secrets were sealed). Each row is rewritten only if unchanged
 * since it was read, so instances booting together do not undo each other.
 */
export async function resealTotpSecrets(db: Database, box: SecretBox) {
  const rows = await db
    .select({ userId: staffTotp.userId, secret: staffTotp.secret })
    .from(staffTotp);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const context = totpContext(row.userId);
    const opened = isSealed(row.secret)
      ? box.open(row.secret, context)
      : { plain: row.secret, stale: true };
    if (!opened) unreadable += 1;
    if (!opened?.stale) continue;
    const updated = await db
      .update(staffTotp)
      .set({ secret: box.seal(opened.plain, context) })
      .where(and(eq(staffTotp.userId, row.userId), eq(staffTotp.secret, row.secret)))
      .returning({ userId: staffTotp.userId });
    resealed += updated.length;
  }
  return { resealed, unreadable };
}

/**
 * A new, unconfirmed authenticator secret (replacing an unconfirmed one): it signs nothing in
 * until confirmTotpSetup has seen a code from it.
 */
export async function startTotpSetup(
  db: Database,
  box: SecretBox,
  user: StaffUser,
  issuer: string,
) {
  const secret = generateTotpSecret();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    if (existing?.confirmedAt) {
      throw new ConflictError("totp_exists", msg("totpExists"));
    }
    await tx.delete(staffTotp).where(eq(staffTotp.userId, user.id));
    await tx
      .insert(staffTotp)
      .values({ userId: user.id, secret: box.seal(secret, totpContext(user.id)) });
  });
  return { secret, uri: buildOtpauthUri(secret, user.email, issuer) };
}

/**
 * An authenticator secret the operator already holds (staff:create --totp-secret, for accounts
 * provisioned by automation): set up at once, audited as the system's.
 */
export async function provisionTotpSecret(
  db: Database,
  box: SecretBox,
  user: StaffUser,
  secret: string,
) {
  if ((decodeBase32(secret)?.length ?? 0) < 10) {
    throw new ValidationError("invalid_secret", msg("invalidTotpKey"), {
      fields: { totpSecret: msg("invalidTotpKey") },
    });
  }
  const normalised = secret.replace(/[\s=-]/g, "").toUpperCase();
  const sealed = box.seal(normalised, totpContext(user.id));
  await db
    .insert(staffTotp)
    .values({ userId: user.id, secret: sealed, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secret: sealed, confirmedAt: new Date(), lastStep: 0 },
    });
  await markSecondFactorSetUp(db, user.id);
  await recordAudit(db, null, "auth.totp_enabled", {
    entity: "staff",
    entityId: user.id,
    details: { email: user.email, name: user.name },
  });
}

/**
 * The pending secret of an unconfirmed setup, to show again after a wrong first code; one no
 * key opens counts as none, so the member simply starts the setup again.
 */
export async function findPendingTotpSecret(db: Database, box: SecretBox, userId: number) {
  const [row] = await db
    .select({ secret: staffTotp.secret })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNull(staffTotp.confirmedAt)));
  return row ? (box.open(row.secret, totpContext(userId))?.plain ?? null) : null;
}

const wrongCode = () =>
  new ValidationError("invalid_code", msg("codeIsWrong"), {
    fields: { code: msg("wrongCode") },
  });

/** The first code proves the app holds the secret; the recovery codes come with it, once. */
export async function confirmTotpSetup(
  db: Database,
  box: SecretBox,
  user: StaffUser,
  code: string,
  now: Date,
) {
  const pending = await findPendingTotpSecret(db, box, user.id);
  if (!pending) throw new ConflictError("no_totp_setup", msg("startTotpAgain"));
  const step = matchTotpStep(pending, code.trim(), now);
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

/**
 * The member now has a factor: their sessions opened without one are whole again. The grace
 * count stays spent, so a later factor reset opens no new grace.
 */
export async function markSecondFactorSetUp(db: Database, userId: number) {
  await db.update(sessions).set({ factorPending: false }).where(eq(sessions.userId, userId));
}

/** The member's last factor went: their sessions count as opened without one again. */
export async function markSecondFactorGone(db: Database, userId: number) {
  await db.update(sessions).set({ factorPending: true }).where(eq(sessions.userId, userId));
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
    throw new ConflictError("no_second_factor", msg("noSecondFactor"));
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
    throw new ConflictError("second_factor_required", msg("factorRequiredToRemove"));
  }
}

export async function removeTotp(db: Database, user: StaffUser) {
  const summary = await getSecondFactorSummary(db, user.id);
  if (!summary.totp) throw notFound("Authenticator app");
  assertFactorMayGo(user, { ...summary, totp: false });
  await db.delete(staffTotp).where(eq(staffTotp.userId, user.id));
  if (summary.passkeys === 0) {
    await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await markSecondFactorGone(db, user.id);
  }
  await recordAudit(db, user, "auth.totp_removed", { entity: "staff", entityId: user.id });
}

export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * Checks a second-step code: an authenticator code against `totpSecret` (from
 * openConfirmedTotpSecret; each time step accepted once, even by requests racing each other:
 * the update only succeeds past the last accepted step) or an unused recovery code (spent by
 * the same single update). Null when neither.
 */
export async function verifySecondFactorCode(
  db: Database,
  userId: number,
  code: string,
  now: Date,
  totpSecret: string | null,
): Promise<"totp" | "recovery" | null> {
  const typed = code.trim();
  if (isAuthenticatorCode(typed)) {
    const step = totpSecret ? matchTotpStep(totpSecret, typed, now) : null;
    if (step === null) return null;
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
      .set({ updatedAt: new Date() })
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
export async function getAccountSecurity(db: Database, box: SecretBox, user: StaffUser) {
  const summary = await getSecondFactorSummary(db, user.id);
  const pendingSecret = await findPendingTotpSecret(db, box, user.id);
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
