import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { loginInputSchema, staffLocaleInputSchema } from "../../../contracts/auth-schema.ts";
import { recordAudit } from "../../audit/audit-service.ts";
import { loginStaff } from "../../auth/auth-service.ts";
import { buildClearedSessionCookie, buildSessionCookie } from "../../auth/session-cookie.ts";
import { deleteSessionByToken } from "../../auth/session-service.ts";
import { setStaffLocale } from "../../auth/staff-locale.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { getClientIp, isHttps, SESSION_COOKIE } from "../../http/request-context.ts";
import { defineEndpoint } from "./endpoint.ts";

export const authRoutes = new Hono<AppEnv>();

defineEndpoint(
  authRoutes,
  {
    method: "post",
    path: "/auth/login",
    summary:
      "Sign in. Sets an httpOnly session cookie. After 5 failures for one account, or failures on 5 accounts from one IP within 15 minutes, answers 429 with retryAfterSeconds",
    tag: "Auth",
    access: "public",
    body: loginInputSchema,
    responses: { 401: "Wrong email or password", 429: "Too many failed attempts" },
  },
  async (c, { body }) => {
    const services = c.get("services");
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSessionByToken(services.db, previous);
    const { token, user } = await loginStaff(services.db, body, {
      ipHash: services.hashIp(getClientIp(c)),
      now: services.now(),
      lifetimes: services.lifetimes,
    });
    c.header(
      "Set-Cookie",
      buildSessionCookie(token, { secure: isHttps(c), lifetimes: services.lifetimes }),
    );
    return c.json({ data: { user } });
  },
);

defineEndpoint(
  authRoutes,
  {
    method: "post",
    path: "/auth/logout",
    summary: "Sign out: ends the session",
    tag: "Auth",
    access: "public",
  },
  async (c) => {
    const services = c.get("services");
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSessionByToken(services.db, token);
    const user = c.get("user");
    if (user)
      await recordAudit(services.db, user, "auth.logout", { entity: "staff", entityId: user.id });
    c.header("Set-Cookie", buildClearedSessionCookie({ secure: isHttps(c) }));
    return c.json({ data: { ok: true } });
  },
);

defineEndpoint(
  authRoutes,
  {
    method: "put",
    path: "/auth/me/locale",
    summary:
      "Set the signed-in member's staff-area language (`id`, the default for new accounts, or `en`)",
    tag: "Auth",
    access: "staff",
    body: staffLocaleInputSchema,
  },
  async (c, { db, body, user }) => {
    const locale = await setStaffLocale(db, user.id, body.locale);
    return c.json({ data: { locale } });
  },
);

defineEndpoint(
  authRoutes,
  {
    method: "get",
    path: "/auth/me",
    summary: "The signed-in staff member",
    tag: "Auth",
    access: "staff",
  },
  (c, { user }) => {
    const { sessionId: _sessionId, ...publicUser } = user;
    return c.json({ data: { user: publicUser } });
  },
);
