import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { AppServices } from "#server/app-services.ts";
import { readSessionToken } from "#server/auth/session-cookie.ts";
import { listAllowedHosts } from "#server/shared/allowed-hosts.ts";
import {
  cachedResponseHeaders,
  crcWithNonce,
  type Entry,
  gzipChunksWithNonce,
  MAX_SPARE_BODIES,
  nonceLayout,
  type PublicCache,
  plainChunksWithNonce,
  wantsGzip,
} from "./public-cache.ts";
import { createNonce, isHttpsRequest, setSecurityHeaders } from "./security-headers.ts";
import { readHostName, resolveSiteOrigin } from "./site-origin.ts";
import { readProxyTrust, trustsPeer } from "./trusted-proxies.ts";

type Prepared = {
  /** Name, value, name, value… as writeHead takes them. */
  flat: string[];
  /** Where the nonce goes: the value's index and the text on either side of it. */
  nonceSlots: [index: number, before: string, after: string][];
  /** The body with a stand-in nonce; every nonce has one length, so the body has one too. */
  body: Buffer;
  /** Where each response's nonce bytes and (gzip) CRC-32 are written into a copy of `body`. */
  nonceAt: number[];
  crcAt: number;
  /**
   * Copies of `body` whose response has been handed to the kernel, to be reused: a fresh
   * 20 KB buffer per response was a third of a hit's cost (the copy and the garbage collector).
   */
  spare: Buffer[];
};

/** Stands for the nonce while headers are prepared: as long as a real one (24 characters). */
const NONCE_SLOT = "{nonce}".padEnd(24, "~");

/**
 * Answers a request for a fresh cached public page straight from Node's request, before the
 * middleware chain, the Request/Response objects and the session lookup: a hit costs little
 * more than writing the stored bytes. The answer is the one the chain would give (same cache
 * key, headers, per-response nonce, request id); anything else (a signed session cookie, a Host that
 * is not the site's, an encoded path, a miss) returns false and takes the normal path.
 */
export function createCachedPageFastPath(cache: PublicCache, services: AppServices) {
  const { config, logger } = services;
  const allowedHosts = listAllowedHosts(config);
  const trust = readProxyTrust(config.TRUST_PROXY);

  // The site origin of a scheme and Host: the Host is one of the site's names, but its port is
  // the client's to choose, so the memo is kept small.
  const origins = new Map<string, string>();
  const readOrigin = (scheme: string, host: string, https: boolean, localPort?: number) => {
    const key = `${https}${scheme}://${host}@${localPort}`;
    let origin = origins.get(key);
    if (origin === undefined) {
      origin = resolveSiteOrigin(config, new URL(`${scheme}://${host}`), https, localPort);
      if (origins.size >= 64) origins.clear();
      origins.set(key, origin);
    }
    return origin;
  };

  // A stored copy's answer is the same for every request but for the nonce and the request id:
  // headers and body are built once per copy, encoding and scheme, with slots for the nonce.
  const preparedByEntry = new WeakMap<Entry, Map<string, Prepared>>();
  const prepare = (entry: Entry, gzip: boolean, https: boolean) => {
    let byVariant = preparedByEntry.get(entry);
    if (!byVariant) {
      byVariant = new Map();
      preparedByEntry.set(entry, byVariant);
    }
    const variant = `${gzip}${https}`;
    let prepared = byVariant.get(variant);
    if (!prepared) {
      const probe = Buffer.from(NONCE_SLOT);
      const chunks = gzip ? gzipChunksWithNonce(entry, probe) : plainChunksWithNonce(entry, probe);
      const body = Buffer.concat(chunks);
      const headers = cachedResponseHeaders(entry, gzip, body.length);
      setSecurityHeaders(headers, config, NONCE_SLOT, https);
      const flat = [...headers].flat();
      const nonceSlots: Prepared["nonceSlots"] = [];
      flat.forEach((value, index) => {
        const at = value.indexOf(NONCE_SLOT);
        if (at !== -1)
          nonceSlots.push([index, value.slice(0, at), value.slice(at + NONCE_SLOT.length)]);
      });
      prepared = { flat, nonceSlots, body, ...nonceLayout(entry, gzip, probe.length), spare: [] };
      byVariant.set(variant, prepared);
    }
    return prepared;
  };

  /** The body with this response's nonce: a spare copy when one is free, else a new one. */
  const bodyWithNonce = (entry: Entry, prepared: Prepared, nonce: string) => {
    const body = prepared.spare.pop() ?? Buffer.from(prepared.body);
    for (const at of prepared.nonceAt) body.write(nonce, at, "latin1");
    if (prepared.crcAt !== -1)
      body.writeUInt32LE(crcWithNonce(entry, Buffer.from(nonce, "latin1")), prepared.crcAt);
    return body;
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // A signed session sees pages of its own; any other sid is signed out, as the chain finds.
    if (readSessionToken(request.headers.cookie, config.SESSION_SECRET)) return false;
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
      trustsPeer(trust, request.socket.remoteAddress ?? ""),
    );
    const origin = readOrigin(scheme, host as string, https, request.socket.localPort);
    const entry = cache.findFresh(path, search, origin);
    if (!entry) return false;

    const nonce = createNonce();
    const gzip = wantsGzip(request.headers["accept-encoding"]);
    const prepared = prepare(entry, gzip, https);
    const incomingId = request.headers["x-request-id"];
    const requestId =
      (typeof incomingId === "string" && incomingId.replace(/[^\w-]/g, "").slice(0, 64)) ||
      randomUUID();
    const headers = prepared.flat.slice();
    for (const [index, before, after] of prepared.nonceSlots)
      headers[index] = before + nonce + after;
    headers.push("X-Request-Id", requestId);
    response.writeHead(entry.status, headers);
    if (method === "HEAD") response.end();
    else {
      const body = bodyWithNonce(entry, prepared, nonce);
      // 'finish': the kernel has the bytes, so the copy is free again (never on an error).
      response.end(body, () => {
        // Browsers ask for gzip: only those bodies are worth keeping spares of.
        if (gzip && prepared.spare.length < MAX_SPARE_BODIES) prepared.spare.push(body);
      });
    }
    if (logger.isLevelEnabled("debug")) {
      logger.debug({ requestId, method, path, status: entry.status, cache: "hit" }, "request");
    }
    return true;
  };
}
