import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { readSessionToken } from "#server/auth/session-cookie.ts";
import { getSessionUser } from "#server/auth/session-service.ts";
import type { AppEnv } from "./app-env.ts";
import { isHttpsRequest } from "./security-headers.ts";
import { readProxyTrust, resolveClientIp, trustsPeer } from "./trusted-proxies.ts";

const readPeer = (c: Context<AppEnv>) => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};

/**
 * Reads once per request who the client is and whether it came over HTTPS, believing the
 * forwarded headers only as far as TRUST_PROXY says (trusted-proxies.ts).
 */
export const readClient = createMiddleware<AppEnv>(async (c, next) => {
  const trust = readProxyTrust(c.get("services").config.TRUST_PROXY);
  const peer = readPeer(c);
  c.set("clientIp", resolveClientIp(trust, peer, c.req.header("x-forwarded-for")));
  c.set(
    "https",
    isHttpsRequest(c.req.url, c.req.header("x-forwarded-proto"), trustsPeer(trust, peer)),
  );
  await next();
});

export const getClientIp = (c: Context<AppEnv>): string => c.get("clientIp") ?? readPeer(c);

export const isHttps = (c: Context<AppEnv>): boolean =>
  c.get("https") ?? isHttpsRequest(c.req.url, undefined, false);

/** Logs one structured line per request with its id; control characters cannot forge lines. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const requestId =
    c.req
      .header("x-request-id")
      ?.replace(/[^\w-]/g, "")
      .slice(0, 64) || randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  await next();
  c.header("X-Request-Id", requestId);
  const { logger } = c.get("services");
  const status = c.res.status;
  const line = {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  if (status >= 500) logger.error(line, "request failed");
  else if (status === 401 || status === 403 || status === 429) logger.warn(line, "request refused");
  else logger.debug(line, "request");
});

/**
 * Reads the session cookie once per request; routes decide what the user may do. Only a cookie
 * this server signed costs a lookup: any other is signed out before the database is asked.
 */
export const loadSessionUser = createMiddleware<AppEnv>(async (c, next) => {
  const services = c.get("services");
  const token = readSessionToken(c.req.header("cookie"), services.config.SESSION_SECRET);
  c.set(
    "user",
    token ? await getSessionUser(services.db, token, services.now(), services.lifetimes) : null,
  );
  await next();
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses state-changing requests sent from another site (CSRF). */
export function isForeignOrigin(c: Context<AppEnv>): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = c.req.header("origin");
  if (!origin) return false;
  const allowed = new Set<string>([new URL(c.req.url).origin]);
  const host = c.req.header("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const publicUrl = c.get("services").config.PUBLIC_URL;
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return !allowed.has(origin);
}
