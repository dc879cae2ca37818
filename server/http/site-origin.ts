import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { errorText } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import type { AppConfig } from "#server/config.ts";
import { listAllowedHosts } from "#server/shared/allowed-hosts.ts";
import { ApiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { isHttps } from "./request-context.ts";

/** The host name of a Host header (lowercase, without port), or null when it is malformed. */
export function readHostName(host: string): string | null {
  const match = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.exec(host);
  return match ? match[1].toLowerCase() : null;
}

export type SiteOriginConfig = Pick<AppConfig, "PUBLIC_URL" | "PORT">;

/**
 * The origin of every absolute link the site prints (canonical, OpenGraph, JSON-LD, sitemap,
 * RSS, robots.txt), which is also the public cache's key: PUBLIC_URL when set, else the scheme
 * and the checked host name of the request. A Host's port is the client's to choose, so any
 * port stands for the server's own (PORT, or the port the connection came in on when PORT is
 * 0): `Host: 127.0.0.1:<random>` shares one cached copy instead of rendering a new one.
 */
export function resolveSiteOrigin(
  config: SiteOriginConfig,
  url: URL,
  https: boolean,
  localPort?: number,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  const scheme = https ? "https" : "http";
  if (!url.port) return `${scheme}://${url.hostname}`;
  const port = config.PORT || localPort || url.port;
  // Through URL: the scheme's default port is dropped, as a browser's origin drops it.
  return new URL(`${scheme}://${url.hostname}:${port}`).origin;
}

/** The port the request's connection came in on (none under app.request in tests). */
const readLocalPort = (c: Context<AppEnv>): number | undefined =>
  (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming?.socket
    ?.localPort;

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
    c.set("origin", resolveSiteOrigin(c.get("services").config, url, isHttps(c), readLocalPort(c)));
    return next();
  }
  if (c.req.path === "/healthz") return next();
  const reason = msg("notSiteHost");
  c.header("Cache-Control", "no-store");
  return c.req.path.startsWith("/api/")
    ? c.json(
        new ApiError(400, "invalid_host", msg("unknownHost"), {
          fields: { host: reason },
        }).toBody(),
        400,
      )
    : c.text(
        `${errorText(msg("unknownHost"), "en")}: ${errorText(reason, "en").toLowerCase()}.`,
        400,
      );
});
