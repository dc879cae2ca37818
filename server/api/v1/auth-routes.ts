import { type Context, Hono } from "hono";
import {
  loginInputSchema,
  secondFactorInputSchema,
  staffLocaleInputSchema,
} from "#contracts/auth-schema.ts";
import { completeSecondFactor, type LoginResult, loginStaff } from "#server/auth/auth-service.ts";
import {
  buildClearedSessionCookie,
  buildSessionCookie,
  readSessionToken,
} from "#server/auth/session-cookie.ts";
import { deleteSessionByToken, signOut } from "#server/auth/session-service.ts";
import { pickRequestedLocale, setStaffLocale } from "#server/auth/staff-locale.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getClientIp, isHttps } from "#server/http/request-context.ts";
import { endpointsOf } from "./endpoint.ts";

export const authRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(authRoutes, { tag: "Auth", access: "staff" });

/** Answers a finished sign-in: the session cookie and the member. */
function signedIn(c: Context<AppEnv>, result: LoginResult) {
  const services = c.get("services");
  if ("secondFactor" in result) {
    const { token, expiresAt, methods } = result.secondFactor;
    return c.json({
      data: { secondFactor: { token, expiresAt: expiresAt.toISOString(), methods } },
    });
  }
  c.header(
    "Set-Cookie",
    buildSessionCookie(result.token, {
      secure: isHttps(c),
      lifetimes: services.lifetimes,
      secret: services.config.SESSION_SECRET,
    }),
  );
  return c.json({
    data: { user: result.user, ...(result.factorSetup ? { factorSetup: result.factorSetup } : {}) },
  });
}

function loginContext(c: Context<AppEnv>) {
  const services = c.get("services");
  return {
    ipHash: services.hashIp(getClientIp(c)),
    now: services.now(),
    lifetimes: services.lifetimes,
    secrets: services.secretBox,
    // A client that names no language (a script) leaves a new account as it was made.
    signInLocale: pickRequestedLocale(c.req.raw) ?? undefined,
  };
}

endpoint(
  {
    method: "post",
    path: "/auth/login",
    summary:
      "Sign in. Sets an httpOnly session cookie, or, for a member with a second factor, answers `secondFactor` (a 5-minute token for POST /auth/login/second-factor, no cookie) unless `code` was sent too. `factorSetup` says a required second factor is missing (3 sign-ins of grace, then the session may only set one up). After 5 failures for one account, or failures on 5 accounts from one IP within 15 minutes, answers 429 with retryAfterSeconds",
    access: "public",
    body: loginInputSchema,
    responses: { 401: "Wrong email, password or code", 429: "Too many failed attempts" },
  },
  async (c, { body }) => {
    const services = c.get("services");
    const previous = readSessionToken(c.req.header("cookie"), services.config.SESSION_SECRET);
    if (previous) await deleteSessionByToken(services.db, previous);
    return signedIn(c, await loginStaff(services.db, body, loginContext(c)));
  },
);

endpoint(
  {
    method: "post",
    path: "/auth/login/second-factor",
    summary:
      "The second step of a sign-in: the token from /auth/login and an authenticator code or a recovery code (each accepted once). Sets the session cookie. Throttled with the password's rule",
    access: "public",
    body: secondFactorInputSchema,
    responses: {
      401: "Wrong or used code, or the sign-in expired",
      429: "Too many failed attempts",
    },
  },
  async (c, { body }) => {
    const services = c.get("services");
    return signedIn(c, await completeSecondFactor(services.db, body, loginContext(c)));
  },
);

endpoint(
  {
    method: "post",
    path: "/auth/logout",
    summary: "Sign out: ends the session",
    access: "public",
  },
  async (c) => {
    const services = c.get("services");
    const token = readSessionToken(c.req.header("cookie"), services.config.SESSION_SECRET);
    await signOut(services.db, token, c.get("user"));
    c.header("Set-Cookie", buildClearedSessionCookie({ secure: isHttps(c) }));
    return c.json({ data: { ok: true } });
  },
);

endpoint(
  {
    method: "put",
    path: "/auth/me/locale",
    summary:
      "Set the signed-in member's staff-area language (`id`, the default for new accounts, or `en`)",
    body: staffLocaleInputSchema,
  },
  async (c, { db, body, user }) => {
    const locale = await setStaffLocale(db, user.id, body.locale);
    return c.json({ data: { locale } });
  },
);

endpoint(
  {
    method: "get",
    path: "/auth/me",
    summary: "The signed-in staff member",
  },
  (c, { user }) => {
    const { sessionId: _sessionId, factorSetupOnly: _setupOnly, ...publicUser } = user;
    return c.json({ data: { user: publicUser } });
  },
);
