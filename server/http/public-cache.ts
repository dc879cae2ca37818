import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Next } from "hono/types";
import type { AppEnv } from "./app-env.ts";
import { combineCrc32, crc32ShiftFor } from "./crc32-combine.ts";
import { createRenderLimiter } from "./render-limiter.ts";
import { SESSION_COOKIE } from "./request-context.ts";

type CacheablePath = {
  path: RegExp;
  /** The query parameters the page reads: the others are dropped before it renders. */
  params?: readonly string[];
};

/** The Indonesian edition repeats every public path under /id. */
const EDITION = String.raw`(?:\/id)?`;
const page = (pattern: string, params?: readonly string[]): CacheablePath => ({
  path: new RegExp(`^${EDITION}${pattern}$`),
  params,
});

/**
 * Anonymous GETs of these paths render the same for everyone, so they can be cached, each
 * under its path and the parameters it reads (first match wins).
 */
const CACHEABLE: CacheablePath[] = [
  page(String.raw`\/?`),
  page(String.raw`\/_(root)?\.data`),
  page(String.raw`\/article(\.data)?`, ["page", "search", "tag"]),
  page(String.raw`\/article\/all(\.data)?`, ["page"]),
  page(String.raw`\/clients\/detail(\.data)?`, ["client"]),
  page(String.raw`\/(service|team|clients|contact-us|article)(\/[^/]*)*(\.data)?`),
  page(String.raw`\/(rss\.xml|sitemap\.xml|robots\.txt)`),
  {
    path: /^\/api\/v1\/article$/,
    params: ["page", "limit", "sortBy", "sortOrder", "search", "lang", "tag"],
  },
  { path: /^\/api\/v1\/article\/recommendations$/, params: ["article", "lang"] },
  {
    path: /^\/api\/v1\/article\/(detail\/[^/]+|best-articles|newsfeed|categories)$/,
    params: ["lang"],
  },
];

/**
 * Paths that are never a public page: any other anonymous GET that answers the not-found page
 * is cached too, under its path, in a pool of its own so that requests for made-up paths can
 * never push the real pages out.
 */
const NEVER_A_PUBLIC_PAGE =
  /^\/(__|(api|admin|login|logout|setup|overview|healthz|assets|media|images)(\/|\.|$))|\.data$/;
const MAX_NOT_FOUND_ENTRIES = 200;

/** React Router's own parameters of a client navigation's data request. */
const DATA_PARAMS = ["_routes", "index"];

/**
 * Pages rendered at once when they are not cached (the embedded database and React share one
 * thread: more at once only makes each slower); the others wait in line, up to MAX_QUEUED
 * distinct pages, then get a 503. Cached pages and /healthz never wait behind them.
 */
const MAX_CONCURRENT_RENDERS = 2;
const MAX_QUEUED_RENDERS = 256;

const decodeQueryPart = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
};

/**
 * The query string a page is rendered and cached under: the first value of each parameter it
 * reads, sorted by name, encoded one way. A value that is not valid percent-encoding is kept
 * as sent, so the page or the API can still refuse it.
 */
export function normaliseQuery(search: string, params: readonly string[]): string {
  const kept = new Map<string, string>();
  for (const part of search.replace(/^\?/, "").split("&")) {
    const at = part.indexOf("=");
    const name = decodeQueryPart(at === -1 ? part : part.slice(0, at));
    if (name === null || !params.includes(name) || kept.has(name)) continue;
    const raw = at === -1 ? "" : part.slice(at + 1);
    const value = decodeQueryPart(raw);
    kept.set(name, value === null ? raw : encodeURIComponent(value));
  }
  if (kept.size === 0) return "";
  const pairs = [...kept].sort(([a], [b]) => (a < b ? -1 : 1));
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join("&")}`;
}

function findCacheable(path: string) {
  const page = CACHEABLE.find((candidate) => candidate.path.test(path));
  if (!page) {
    return NEVER_A_PUBLIC_PAGE.test(path) ? null : { params: [] as string[], onlyNotFound: true };
  }
  const params = page.params ?? [];
  return {
    params: path.endsWith(".data") ? [...params, ...DATA_PARAMS] : params,
    onlyNotFound: false,
  };
}

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export type Entry = {
  status: number;
  headers: [string, string][];
  /** The body split around the per-response CSP nonce, raw and gzip-ready. */
  parts: Buffer[];
  deflated: Buffer[];
  /** Each part's CRC-32 and the operator appending its length: the gzip trailer is combined, not recomputed. */
  crcs: number[];
  shifts: number[];
  /** Spread over the last fifth of the TTL, so pages cached together are not re-rendered together. */
  expiresAt: number;
  /** The cache generation it was rendered in; older ones were invalidated by a write. */
  generation: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

const STORED_BLOCK_HEADER = 5;

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

// Every nonce has one length: its shift operator is computed once, not per response.
let nonceShiftMemo = { length: -1, shift: 0 };
function shiftForNonce(length: number) {
  if (nonceShiftMemo.length !== length) {
    nonceShiftMemo = { length, shift: crc32ShiftFor(length) };
  }
  return nonceShiftMemo.shift;
}

/** The CRC-32 of the page with this nonce in every slot: combined from the stored parts' CRCs. */
export function crcWithNonce(entry: Entry, nonce: Buffer): number {
  const nonceCrc = crc32(nonce);
  const nonceShift = shiftForNonce(nonce.length);
  let crc = entry.crcs[0];
  for (let index = 1; index < entry.parts.length; index += 1) {
    crc = combineCrc32(
      combineCrc32(crc, nonceCrc, nonceShift),
      entry.crcs[index],
      entry.shifts[index],
    );
  }
  return crc >>> 0;
}

/**
 * Gzip without compressing again: the parts were deflated once when cached; only the nonce
 * (a few bytes in stored blocks) and the checksum are new for each response.
 */
export function gzipChunksWithNonce(entry: Entry, nonce: Buffer): Buffer[] {
  const chunks: Buffer[] = [GZIP_HEADER, entry.deflated[0]];
  const nonceBlock = storedBlock(nonce);
  let size = entry.parts[0].length;
  for (let index = 1; index < entry.parts.length; index += 1) {
    chunks.push(nonceBlock, entry.deflated[index]);
    size += nonce.length + entry.parts[index].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crcWithNonce(entry, nonce), 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

/**
 * Where the nonce's bytes stand in the body `gzipChunksWithNonce` or `plainChunksWithNonce`
 * builds for a nonce of this length, and (gzip) where its CRC-32 goes: a body built once can
 * take each response's nonce in place.
 */
export function nonceLayout(entry: Entry, gzip: boolean, nonceLength: number) {
  const nonceAt: number[] = [];
  let at = gzip ? GZIP_HEADER.length : 0;
  const stored = gzip ? entry.deflated : entry.parts;
  for (let index = 1; index < stored.length; index += 1) {
    at += stored[index - 1].length + (gzip ? STORED_BLOCK_HEADER : 0);
    nonceAt.push(at);
    at += nonceLength;
  }
  at += (stored.at(-1) as Buffer).length;
  return { nonceAt, crcAt: gzip ? at : -1 };
}

export function plainChunksWithNonce(entry: Entry, nonce: Buffer): Buffer[] {
  const chunks: Buffer[] = [entry.parts[0]];
  for (let index = 1; index < entry.parts.length; index += 1)
    chunks.push(nonce, entry.parts[index]);
  return chunks;
}

/** The stored headers of a cached answer plus those of this response (not the security ones). */
export function cachedResponseHeaders(entry: Entry, gzip: boolean, length: number): Headers {
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.set("Content-Length", String(length));
  if (gzip) headers.set("Content-Encoding", "gzip");
  return headers;
}

export const wantsGzip = (acceptEncoding: string | undefined) =>
  /\bgzip\b/.test(acceptEncoding ?? "");

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

export function createPublicCache(
  options: { maxEntries?: number; ttlMs?: number; maxQueuedRenders?: number } = {},
) {
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
  /** Keys being rendered for the cache, until their copy is stored; others wait for it. */
  const rendering = new Map<string, Promise<void>>();
  const limiter = createRenderLimiter(
    MAX_CONCURRENT_RENDERS,
    options.maxQueuedRenders ?? MAX_QUEUED_RENDERS,
  );
  let generation = 0;
  /** The keys of stored not-found answers for paths that are no page (their own pool). */
  const notFoundKeys = new Set<string>();

  const keepStale = (key: string, entry: Entry) => {
    // A made-up path's not-found page is not worth keeping in place of a real page's copy.
    if (notFoundKeys.has(key)) return;
    stale.delete(key);
    if (stale.size >= maxEntries) stale.delete(stale.keys().next().value as string);
    stale.set(key, entry);
  };

  const invalidate = () => {
    generation += 1;
    for (const [key, entry] of entries) keepStale(key, entry);
    entries.clear();
    notFoundKeys.clear();
  };

  const send = (
    c: Context<AppEnv>,
    entry: Entry,
    nonce: Buffer,
    extraHeaders: Record<string, string> = {},
  ) => {
    const gzip = wantsGzip(c.req.header("accept-encoding"));
    const body = Buffer.concat(
      gzip ? gzipChunksWithNonce(entry, nonce) : plainChunksWithNonce(entry, nonce),
    );
    const headers = cachedResponseHeaders(entry, gzip, body.length);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    // Reset first: Hono would otherwise copy the uncached response's headers over these.
    c.res = undefined as unknown as Response;
    c.res = new Response(c.req.method === "HEAD" ? null : body, {
      status: entry.status,
      headers,
    });
  };

  const freshEntry = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (Date.now() > entry.expiresAt) {
      keepStale(key, entry);
      notFoundKeys.delete(key);
      return undefined;
    }
    // Re-inserted: the most recently used come last, the LRU end is first.
    entries.set(key, entry);
    return entry;
  };

  /** An expired copy that may stand in while the page is re-rendered (never an invalidated one). */
  const expiredEntry = (key: string) => {
    const entry = stale.get(key);
    return entry && entry.generation === generation ? entry : undefined;
  };

  const busy = (c: Context<AppEnv>) => {
    const message = "The site is busy, please try again in a few seconds";
    c.header("Retry-After", "5");
    c.header("Cache-Control", "no-store");
    return c.req.path.startsWith("/api/")
      ? c.json({ error: { code: "busy", message } }, 503)
      : c.text(message, 503);
  };

  /** Renders the page; stores a complete 200 or 404 GET answer, or falls back to the last copy. */
  const render = async (
    c: Context<AppEnv>,
    next: Next,
    key: string,
    nonce: Buffer,
    onlyNotFound: boolean,
  ) => {
    const store = c.req.method === "GET";
    if (store) c.set("skipCompress", true);
    const startedAt = generation;
    await next();
    const response = c.res;
    const fallback = stale.get(key);
    if (response.status >= 500 && fallback) {
      c.set("skipCompress", false);
      send(c, fallback, nonce, { "Cache-Control": "no-store", "X-Cache": "stale" });
      return;
    }
    // A HEAD answer has no body (React Router sends none): it must never become the page.
    const cacheable =
      store &&
      (response.status === 404 || (response.status === 200 && !onlyNotFound)) &&
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
    const entry: Entry = {
      status: response.status,
      headers,
      parts,
      deflated: await deflateParts(parts),
      crcs: parts.map((part) => crc32(part)),
      shifts: parts.map((part) => crc32ShiftFor(part.length)),
      expiresAt: Date.now() + ttlMs * (0.8 + 0.2 * Math.random()),
      generation: startedAt,
    };
    if (startedAt === generation) {
      if (onlyNotFound) {
        notFoundKeys.delete(key);
        if (notFoundKeys.size >= MAX_NOT_FOUND_ENTRIES) {
          const oldest = notFoundKeys.values().next().value as string;
          notFoundKeys.delete(oldest);
          entries.delete(oldest);
        }
        notFoundKeys.add(key);
      } else if (entries.size - notFoundKeys.size >= maxEntries) {
        for (const oldest of entries.keys()) {
          if (notFoundKeys.has(oldest)) continue;
          entries.delete(oldest);
          break;
        }
      }
      entries.set(key, entry);
      stale.delete(key);
    }
    send(c, entry, nonce);
  };

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (method !== "GET" && method !== "HEAD") return next();
    const page = findCacheable(path);
    if (!page || getCookie(c, SESSION_COOKIE)) return next();
    const url = new URL(c.req.url);
    const query = normaliseQuery(url.search, page.params);
    if (query !== url.search && !page.onlyNotFound) {
      // The page renders under its cache key: parameters it does not read never reach it.
      url.search = query;
      c.req.raw = new Request(url, c.req.raw);
    }
    // The origin is part of the key: each allowed host and scheme has its own absolute links.
    const key = `${c.get("origin") ?? url.origin}${path}${query}`;
    const nonce = Buffer.from(c.get("nonce"));

    let entry = freshEntry(key);
    const pending = rendering.get(key);
    if (!entry && pending) {
      // One request renders a page; the others get its expired copy or wait for the new one.
      const expired = expiredEntry(key);
      if (expired) return send(c, expired, nonce);
      await pending;
      entry = freshEntry(key);
    }
    if (entry) return send(c, entry, nonce);
    // Pages that expire together are re-rendered a few at a time: the rest get their expired
    // copy meanwhile, so a wave of expiries cannot stall everyone else.
    const expired = expiredEntry(key);
    if (expired && limiter.isFull()) return send(c, expired, nonce);

    if (method === "HEAD") {
      const release = await limiter.acquire();
      if (!release) return busy(c);
      try {
        await render(c, next, key, nonce, page.onlyNotFound);
      } finally {
        release();
      }
      return;
    }
    // Requests that waited for a render that stored nothing render themselves, in line.
    const first = !rendering.has(key);
    let done = () => {};
    if (first) {
      rendering.set(
        key,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
    }
    try {
      const release = await limiter.acquire();
      if (!release) return expired ? send(c, expired, nonce) : busy(c);
      try {
        // Stored by another request while this one waited in line.
        entry = freshEntry(key);
        if (entry) return send(c, entry, nonce);
        // Until the copy is stored: a page renders while its body streams, after next() returns.
        await render(c, next, key, nonce, page.onlyNotFound);
      } finally {
        release();
      }
    } finally {
      if (first) {
        rendering.delete(key);
        done();
      }
    }
  });

  return {
    middleware,
    invalidate,
    /** A local write changed public content (a service announced it): empty, tell the others. */
    invalidateAfterWrite: () => {
      invalidate();
      for (const listener of listeners) listener();
    },
    size: () => entries.size,

    /**
     * The fresh stored copy for an anonymous request, if there is one, under the same key the
     * middleware uses (for the server's fast path, which answers it before any middleware).
     */
    findFresh: (path: string, search: string, origin: string) => {
      const page = findCacheable(path);
      if (!page) return undefined;
      return freshEntry(`${origin}${path}${normaliseQuery(search, page.params)}`);
    },

    /** Called after a local write invalidated the cache (to tell other instances). */
    onInvalidate: (listener: () => void) => {
      listeners.add(listener);
    },
  };
}
