import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type HostConfig, listAllowedHosts } from "../shared/allowed-hosts.ts";
import { ApiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { isHttps } from "./request-context.ts";

/** The host name of a Host header (lowercase, without port), or null when it is malformed. */
export function readHostName(host: string): string | null {
  const match = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.exec(host);
  return match ? match[1].toLowerCase() : null;
}

/**
 * The origin of every absolute link the site prints (canonical, OpenGraph, JSON-LD, sitemap,
 * RSS, robots.txt): PUBLIC_URL when set, else the scheme and the checked host of the request.
 */
export function resolveSiteOrigin(config: HostConfig, url: URL, https: boolean): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  return `${https ? "https" : "http"}://${url.host}`;
}

const allowedHostsByConfig = new WeakMap<object, string[]>();

function isAllowedHost(c: Context<AppEnv>, url: URL) {
  const { config } = c.get("services");
  let allowed = allowedHostsByConfig.get(config);
  if (!allowed) {
    allowed = listAllowedHosts(config);
    allowedHostsByConfig.set(config, allowed);
  }
  // Both: the request line's absolute form can name a host the Host header does not.
  const header = c.req.header("host");
  const names = [url.hostname, ...(header === undefined ? [] : [readHostName(header)])];
  return names.every((name) => name !== null && allowed.includes(name));
}

/**
 * Refuses a Host that is not the site's own (400, never cached) before anything is rendered,
 * so no stored page and no absolute link can carry it; sets the request's site origin.
 * /healthz answers whatever the Host, for health checks that address the instance directly.
 */
export const checkHost = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (isAllowedHost(c, url)) {
    c.set("origin", resolveSiteOrigin(c.get("services").config, url, isHttps(c)));
    return next();
  }
  if (c.req.path === "/healthz") return next();
  const reason = "Not one of this site's host names";
  c.header("Cache-Control", "no-store");
  return c.req.path.startsWith("/api/")
    ? c.json(
        new ApiError(400, "invalid_host", "Unknown Host header", {
          fields: { host: reason },
        }).toBody(),
        400,
      )
    : c.text(`Unknown Host header: ${reason.toLowerCase()}.`, 400);
});
