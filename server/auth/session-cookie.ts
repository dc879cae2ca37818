import { parse, serialize } from "hono/utils/cookie";
import { SESSION_COOKIE } from "../http/request-context.ts";
import type { SessionLifetimes } from "./session-service.ts";

/** The one definition of the session cookie, used by the JSON API and the login page alike. */
export function buildSessionCookie(
  token: string,
  options: { secure: boolean; lifetimes: SessionLifetimes },
) {
  return serialize(SESSION_COOKIE, token, {
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

export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || undefined;
}
