import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import type { SessionLifetimes } from "./session-service.ts";

export const SESSION_COOKIE = "sid";

/** A session token as createSession makes it: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const signatureOf = (token: string, secret: string) =>
  createHmac("sha256", secret).update(`session-cookie:${token}`).digest();

/**
 * The cookie's value: the token and its HMAC-SHA256 under the session secret. A value this
 * server did not sign is refused before the database is asked (issue 37: a flood of forged
 * 43-character tokens cost one session lookup each).
 */
export function signSessionToken(token: string, secret: string) {
  return `${token}.${signatureOf(token, secret).toString("base64url")}`;
}

/**
 * The token of a cookie value this server signed, or undefined (a forged or tampered value, or
 * an unsigned one from before cookies were signed: signed out).
 */
export function verifySessionCookie(value: string | undefined, secret: string) {
  if (!value) return undefined;
  const dot = value.indexOf(".");
  const token = value.slice(0, dot);
  if (dot === -1 || !TOKEN.test(token)) return undefined;
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = signatureOf(token, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** The one definition of the session cookie, used by the JSON API and the login page alike. */
export function buildSessionCookie(
  token: string,
  options: { secure: boolean; lifetimes: SessionLifetimes; secret: string },
) {
  return serialize(SESSION_COOKIE, signSessionToken(token, options.secret), {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    path: "/",
    maxAge: Math.floor(options.lifetimes.absoluteMs / 1000),
  });
}

export function buildClearedSessionCookie(options: { secure: boolean }) {
  return serialize(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    path: "/",
    maxAge: 0,
  });
}

/** The verified session token of a Cookie header, or undefined. */
export function readSessionToken(
  cookieHeader: string | null | undefined,
  secret: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  return verifySessionCookie(parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE], secret);
}
