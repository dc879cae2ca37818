import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { AppServices } from "../app-services.ts";
import {
  cachedResponseHeaders,
  gzipChunksWithNonce,
  type PublicCache,
  plainChunksWithNonce,
  wantsGzip,
} from "./public-cache.ts";
import { SESSION_COOKIE } from "./request-context.ts";
import { createNonce, isHttpsRequest, setSecurityHeaders } from "./security-headers.ts";
import { listAllowedHosts, readHostName, resolveSiteOrigin } from "./site-origin.ts";

const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Answers a request for a fresh cached public page straight from Node's request, before the
 * middleware chain, the Request/Response objects and the session lookup: a hit costs little
 * more than writing the stored bytes. The answer is the one the chain would give (same cache
 * key, headers, per-response nonce, request id); anything else (a session cookie, a Host that
 * is not the site's, an encoded path, a miss) returns false and takes the normal path.
 */
export function createCachedPageFastPath(cache: PublicCache, services: AppServices) {
  const { config, logger } = services;
  const allowedHosts = listAllowedHosts(config);
  const trustProxy = config.TRUST_PROXY === "true";
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const cookie = request.headers.cookie;
    if (cookie && SESSION.test(cookie)) return false;
    const host = request.headers.host;
    const hostName = host ? readHostName(host) : null;
    if (!hostName || !allowedHosts.includes(hostName)) return false;
    const target = request.url ?? "";
    if (!target.startsWith("/") || target.includes("%")) return false;
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? "" : target.slice(queryAt);
    const scheme = (request.socket as TLSSocket).encrypted ? "https" : "http";
    const forwarded = request.headers["x-forwarded-proto"];
    const https = isHttpsRequest(
      `${scheme}:`,
      Array.isArray(forwarded) ? forwarded[0] : forwarded,
      trustProxy,
    );
    const origin = resolveSiteOrigin(config, new URL(`${scheme}://${host}`), https);
    const entry = cache.findFresh(path, search, origin);
    if (!entry) return false;

    const nonce = createNonce();
    const nonceBytes = Buffer.from(nonce);
    const gzip = wantsGzip(request.headers["accept-encoding"]);
    const chunks = gzip
      ? gzipChunksWithNonce(entry, nonceBytes)
      : plainChunksWithNonce(entry, nonceBytes);
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const headers = cachedResponseHeaders(entry, gzip, length);
    setSecurityHeaders(headers, config, nonce, https);
    const incomingId = request.headers["x-request-id"];
    const requestId =
      (typeof incomingId === "string" && incomingId.replace(/[^\w-]/g, "").slice(0, 64)) ||
      randomUUID();
    headers.set("X-Request-Id", requestId);
    response.writeHead(entry.status, [...headers].flat());
    if (method === "HEAD") response.end();
    else {
      // One writev of the stored chunks: no copy into a single buffer.
      response.cork();
      for (const chunk of chunks) response.write(chunk);
      response.end();
    }
    if (logger.isLevelEnabled("debug")) {
      logger.debug({ requestId, method, path, status: entry.status, cache: "hit" }, "request");
    }
    return true;
  };
}
