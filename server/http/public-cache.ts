import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";
import { SESSION_COOKIE } from "./request-context.ts";

/** Anonymous GETs of these paths render the same for everyone, so they can be cached. */
const CACHEABLE = [
  /^\/$/,
  /^\/_root\.data$/,
  /^\/(service|team|clients|contact-us|article)(\/[^/]*)*(\.data)?$/,
  /^\/(rss\.xml|sitemap\.xml|robots\.txt)$/,
  /^\/api\/v1\/article(\/(detail\/[^/]+|best-articles|newsfeed|recommendations|categories))?$/,
];

/** Writes through these paths change public content: any success empties the cache. */
const INVALIDATING = [/^\/api\/v1\/(admin|media)(\/|$)/, /^\/admin\/(article|categories)(\/|$)/];

const MAX_CONCURRENT_REFRESHES = 2;

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

type Entry = {
  status: number;
  headers: [string, string][];
  /** The body split around the per-response CSP nonce, raw and gzip-ready. */
  parts: Buffer[];
  deflated: Buffer[];
  /** Spread over the last fifth of the TTL, so pages cached together are not re-rendered together. */
  expiresAt: number;
  /** The cache generation it was rendered in; older ones were invalidated by a write. */
  generation: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** A deflate "stored" block: lets the per-response nonce sit uncompressed between parts. */
function storedBlock(data: Buffer) {
  const header = Buffer.from([
    0x00,
    data.length & 0xff,
    data.length >> 8,
    ~data.length & 0xff,
    (~data.length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, data]);
}

const deflateRawAsync = promisify(deflateRaw);

/** Compressed once per cached copy, on libuv's thread pool so other requests go on meanwhile. */
function deflateParts(parts: Buffer[]) {
  return Promise.all(
    parts.map((part, index) =>
      deflateRawAsync(part, {
        level: 9,
        finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  );
}

/**
 * Gzip without compressing again: the parts were deflated once when cached; only the nonce
 * (a few bytes in stored blocks) and the checksum are new for each response.
 */
function gzipWithNonce(entry: Entry, nonce: Buffer) {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  entry.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(storedBlock(nonce));
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    chunks.push(entry.deflated[index]);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

function joinWithNonce(entry: Entry, nonce: Buffer) {
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonce);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

function splitOn(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

export type PublicCache = ReturnType<typeof createPublicCache>;

export function createPublicCache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const maxEntries = options.maxEntries ?? 1000;
  // Every write that changes public content empties the cache at once, so the TTL only bounds
  // how old view-driven figures (counts, best articles) and scheduled publications may get.
  // Expiries spread over its last fifth: the re-renders of a full cache (about a second of
  // work on the embedded database) are spread over a minute instead of piling up.
  const ttlMs = options.ttlMs ?? 300_000;
  const entries = new Map<string, Entry>();
  /**
   * Expired and invalidated copies, served only when rendering fails (e.g. the database is
   * down): an old page beats an error page. Bounded like the fresh entries.
   */
  const stale = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  /** Keys being re-rendered after their TTL ran out. */
  const refreshing = new Set<string>();
  let generation = 0;

  const keepStale = (key: string, entry: Entry) => {
    stale.delete(key);
    if (stale.size >= maxEntries) stale.delete(stale.keys().next().value as string);
    stale.set(key, entry);
  };

  const invalidate = () => {
    generation += 1;
    for (const [key, entry] of entries) keepStale(key, entry);
    entries.clear();
  };

  const send = (
    c: Context<AppEnv>,
    entry: Entry,
    nonce: Buffer,
    extraHeaders: Record<string, string> = {},
  ) => {
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const body = gzip ? gzipWithNonce(entry, nonce) : joinWithNonce(entry, nonce);
    const headers = new Headers(entry.headers);
    headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    headers.set("Vary", "Accept-Encoding, Cookie");
    headers.set("Content-Length", String(body.length));
    if (gzip) headers.set("Content-Encoding", "gzip");
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    // Reset first: Hono would otherwise copy the uncached response's headers over these.
    c.res = undefined as unknown as Response;
    c.res = new Response(c.req.method === "HEAD" ? null : body, {
      status: entry.status,
      headers,
    });
  };

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (method !== "GET" && method !== "HEAD") {
      await next();
      if (c.res.status < 400 && INVALIDATING.some((pattern) => pattern.test(path))) {
        invalidate();
        for (const listener of listeners) listener();
      }
      return;
    }
    if (!CACHEABLE.some((pattern) => pattern.test(path)) || getCookie(c, SESSION_COOKIE)) {
      return next();
    }
    const url = new URL(c.req.url);
    const key = `${path}?${url.searchParams.toString()}`;
    const nonce = Buffer.from(c.get("nonce"));
    let entry = entries.get(key);
    if (entry && Date.now() > entry.expiresAt) {
      entries.delete(key);
      keepStale(key, entry);
      entry = undefined;
    }
    if (!entry) {
      const expired = stale.get(key);
      // One request re-renders an expired page; meanwhile the others get the expired copy
      // instead of all rendering it at once. Pages that expire together are re-rendered a few
      // at a time, so a wave of expiries cannot stall everyone else. Invalidated copies are
      // never served this way.
      if (
        expired &&
        expired.generation === generation &&
        (refreshing.has(key) || refreshing.size >= MAX_CONCURRENT_REFRESHES)
      ) {
        send(c, expired, nonce);
        return;
      }
      c.set("skipCompress", true);
      const startedAt = generation;
      // Until the copy is stored: a page renders while its body streams, after next() returns.
      refreshing.add(key);
      try {
        await next();
        const response = c.res;
        const fallback = stale.get(key);
        if (response.status >= 500 && fallback) {
          c.set("skipCompress", false);
          send(c, fallback, nonce, {
            "Cache-Control": "no-store",
            "X-Cache": "stale",
          });
          return;
        }
        const cacheable =
          (response.status === 200 || response.status === 404) &&
          !response.headers.has("set-cookie") &&
          !response.headers.has("content-encoding");
        if (!cacheable) {
          c.set("skipCompress", false);
          return;
        }
        const body = Buffer.from(await response.arrayBuffer());
        const parts = splitOn(body, nonce);
        const headers = [...response.headers.entries()].filter(
          ([name]) => !["content-length", "content-security-policy", "x-request-id"].includes(name),
        );
        entry = {
          status: response.status,
          headers,
          parts,
          deflated: await deflateParts(parts),
          expiresAt: Date.now() + ttlMs * (0.8 + 0.2 * Math.random()),
          generation: startedAt,
        };
        if (startedAt === generation) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, entry);
          stale.delete(key);
        }
      } finally {
        refreshing.delete(key);
      }
    } else {
      // Refresh recency for the LRU order.
      entries.delete(key);
      entries.set(key, entry);
    }
    send(c, entry, nonce);
  });

  return {
    middleware,
    invalidate,
    size: () => entries.size,

    /** Called after a local write invalidated the cache (to tell other instances). */
    onInvalidate: (listener: () => void) => {
      listeners.add(listener);
    },
  };
}
