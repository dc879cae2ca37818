import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, count, eq, isNull } from "drizzle-orm";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import {
  signInChallenges,
  staffPasskeys,
  staffRecoveryCodes,
  staffUsers,
} from "#server/db/schema.ts";
import {
  notFound,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from "#server/shared/domain-errors.ts";
import { formatWait, type LoginContext, startStaffSession } from "./auth-service.ts";
import { markLoginSucceeded, reserveLoginAttempt } from "./login-throttle.ts";
import {
  assertFactorMayGo,
  getSecondFactorSummary,
  markSecondFactorGone,
  markSecondFactorSetUp,
  replaceRecoveryCodes,
} from "./second-factor-service.ts";
import {
  consumeSignInChallenge,
  createSignInChallenge,
  findSignInChallenge,
} from "./sign-in-challenge.ts";

const RP_NAME = "Projingga Studio";

/**
 * Where passkeys work: PUBLIC_URL's host name and origin, never the request's Host header (a
 * passkey made for one name works only there). Without PUBLIC_URL only the localhost names:
 * `origin` null accepts http(s)://localhost on any port.
 */
export type PasskeyRelyingParty = { rpID: string; origin: string | null };

export function resolvePasskeyRelyingParty(publicUrl: string | undefined): PasskeyRelyingParty {
  if (!publicUrl) return { rpID: "localhost", origin: null };
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The origin the response must come from: PUBLIC_URL's, or the localhost one it names. */
function expectedOrigin(rp: PasskeyRelyingParty, clientDataJSON: string) {
  if (rp.origin) return rp.origin;
  try {
    const claimed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)).origin as string;
    const url = new URL(claimed);
    if (url.hostname === "localhost" && /^https?:$/.test(url.protocol)) return url.origin;
  } catch {
    // Unreadable client data: the verification below refuses it.
  }
  return "http://localhost";
}

const refused = () =>
  new ValidationError("passkey_refused", msg("passkeyRefused"), {
    fields: { response: msg("passkeyRefused") },
  });

export async function listPasskeys(db: Database, userId: number) {
  const rows = await db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(staffPasskeys.createdAt);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Options for the browser's navigator.credentials.create, and the token that holds the challenge. */
export async function startPasskeyRegistration(
  db: Database,
  user: StaffUser,
  rp: PasskeyRelyingParty,
  now: Date,
) {
  const existing = await db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing,
    // Discoverable, so it signs in without an email; verified, so it is a factor on its own.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const { token } = await createSignInChallenge(
    db,
    { userId: user.id, purpose: "passkey_register", challenge: options.challenge },
    now,
  );
  return { token, options };
}

/** Checks the browser's new credential against the challenge and keeps its public key. */
export async function finishPasskeyRegistration(
  db: Database,
  user: StaffUser,
  input: { token: string; name: string; response: RegistrationResponseJSON },
  rp: PasskeyRelyingParty,
  now: Date,
) {
  const challenge = await findSignInChallenge(db, input.token, "passkey_register", now);
  if (!challenge?.challenge || challenge.userId !== user.id) throw refused();
  await consumeSignInChallenge(db, input.token);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigin(rp, input.response.response.clientDataJSON),
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const { credential } = verification.registrationInfo;
  const [created] = await db
    .insert(staffPasskeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  if (!created) throw refused();
  await markSecondFactorSetUp(db, user.id);
  // The first factor comes with recovery codes (shown once), as the authenticator app's does.
  const [{ codes }] = await db
    .select({ codes: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, user.id), isNull(staffRecoveryCodes.usedAt)));
  const recoveryCodes = Number(codes) === 0 ? await replaceRecoveryCodes(db, user.id) : undefined;
  await recordAudit(db, user, "auth.passkey_added", {
    entity: "staff",
    entityId: user.id,
    details: { name: input.name },
  });
  return { id: created.id, recoveryCodes };
}

async function findOwnPasskey(db: Database, user: StaffUser, id: number) {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, user.id)));
  if (!row) throw notFound("Passkey");
  return row;
}

export async function renamePasskey(db: Database, user: StaffUser, id: number, name: string) {
  const row = await findOwnPasskey(db, user, id);
  await db.update(staffPasskeys).set({ name }).where(eq(staffPasskeys.id, id));
  await recordAudit(db, user, "auth.passkey_renamed", {
    entity: "staff",
    entityId: user.id,
    details: { from: row.name, to: name },
  });
  return { id, name };
}

export async function removePasskey(db: Database, user: StaffUser, id: number) {
  const row = await findOwnPasskey(db, user, id);
  const summary = await getSecondFactorSummary(db, user.id);
  assertFactorMayGo(user, { ...summary, passkeys: summary.passkeys - 1 });
  await db.delete(staffPasskeys).where(eq(staffPasskeys.id, id));
  if (!summary.totp && summary.passkeys === 1) {
    await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await markSecondFactorGone(db, user.id);
  }
  await recordAudit(db, user, "auth.passkey_removed", {
    entity: "staff",
    entityId: user.id,
    details: { name: row.name },
  });
  return { id };
}

/**
 * Options for navigator.credentials.get. With the token of a password step, the passkey is the
 * second factor and must be one of that member's; without, any discoverable passkey may sign in.
 */
export async function startPasskeySignIn(
  db: Database,
  input: { token?: string },
  rp: PasskeyRelyingParty,
  now: Date,
) {
  if (input.token) {
    const step = await findSignInChallenge(db, input.token, "second_factor", now);
    if (!step?.userId) {
      throw new UnauthorizedError("sign_in_expired", msg("signInExpired"));
    }
    const allowCredentials = await db
      .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, step.userId));
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials,
      userVerification: "required",
    });
    await db
      .update(signInChallenges)
      .set({ challenge: options.challenge })
      .where(eq(signInChallenges.id, step.id));
    return { token: input.token, options };
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: "required",
  });
  const { token } = await createSignInChallenge(
    db,
    { userId: null, purpose: "passkey", challenge: options.challenge },
    now,
  );
  return { token, options };
}

const passkeyRefused = () =>
  new UnauthorizedError("passkey_refused", msg("passkeyRefused"), {
    fields: { response: msg("passkeyRefused") },
  });

/**
 * Signs in with a passkey, alone or as the second step: the credential must be known (and the
 * password step's member's, when there was one), verified by the device (user verification),
 * for this relying party and origin. Throttled with the password's counters.
 */
export async function finishPasskeySignIn(
  db: Database,
  input: { token: string; response: AuthenticationResponseJSON },
  context: LoginContext,
  rp: PasskeyRelyingParty,
) {
  const challenge =
    (await findSignInChallenge(db, input.token, "passkey", context.now)) ??
    (await findSignInChallenge(db, input.token, "second_factor", context.now));
  if (!challenge?.challenge) {
    throw new UnauthorizedError("sign_in_expired", msg("signInExpiredStartAgain"));
  }
  const [passkey] = await db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.credentialId, input.response.id));
  if (!passkey || (challenge.userId !== null && passkey.userId !== challenge.userId)) {
    throw passkeyRefused();
  }
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, passkey.userId));
  if (!user || user.disabled) throw passkeyRefused();
  const reservation = await reserveLoginAttempt(db, {
    email: user.email,
    ipHash: context.ipHash,
    now: context.now,
  });
  if ("retryAfterSeconds" in reservation) {
    throw new RateLimitedError(
      "too_many_attempts",
      msg("tooManyAttempts", formatWait(reservation.retryAfterSeconds)),
      { retryAfterSeconds: reservation.retryAfterSeconds },
    );
  }
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigin(rp, input.response.response.clientDataJSON),
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) {
    await recordAudit(db, user, "auth.second_factor_failed", {
      entity: "staff",
      entityId: user.id,
      details: { email: user.email, method: "passkey" },
    });
    if (reservation.locksOnFailure) {
      await recordAudit(db, null, "auth.login_locked", { details: { email: user.email } });
    }
    throw passkeyRefused();
  }
  await markLoginSucceeded(db, reservation.attemptId);
  if (!(await consumeSignInChallenge(db, input.token))) throw passkeyRefused();
  await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: context.now })
    .where(eq(staffPasskeys.id, passkey.id));
  return startStaffSession(db, user, context, { method: "passkey" });
}
