import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Next } from "hono/types";
import type { AppEnv } from "./app-env.ts";
import { combineCrc32, crc32ShiftFor } from "./crc32-combine.ts";
import { createRenderLimiter } from "./render-limiter.ts";

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
  page(String.raw`\/contact-us(\.data)?`, ["service"]),
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
// A preview link's page (ADR 0020) is a draft for whoever holds the token: never stored, not
// even its 404 (a revoked link must not be served from a copy, nor a valid one shadowed).
const NEVER_A_PUBLIC_PAGE =
  /^\/(__|(id\/)?preview\/|(api|admin|login|logout|setup|overview|healthz|assets|media|images)(\/|\.|$))|\.data$/;

const MB = 1024 * 1024;

/**
 * Where stored copies live, each bounded by count and bytes: real pages; client navigations'
 * data (`.data`, whose `_routes` a client can vary at will); not-found answers. Only the first
 * can hold the site's own pages, so a flood of the others never pushes one out.
 */
const POOL_LIMITS = {
  pages: { maxEntries: 1000, maxBytes: 40 * MB },
  data: { maxEntries: 300, maxBytes: 8 * MB },
  notFound: { maxEntries: 200, maxBytes: 4 * MB },
  stale: { maxEntries: 1000, maxBytes: 16 * MB },
} as const;

/**
 * Origins whose pages are stored (PUBLIC_URL set: one; unset, one per allowed host name and
 * scheme, any port standing for the server's own: site-origin.ts). Beyond these, pages are
 * rendered but never stored.
 */
const MAX_ORIGINS = 8;

/** React Router's own parameters of a client navigation's data request. */
const DATA_PARAMS = ["_routes", "index"];

/**
 * Pages rendered at once when they are not cached (the embedded database and React share one
 * thread: more at once only makes each slower); the others wait in line, up to MAX_QUEUED
 * distinct pages, then get a 503. Cached pages and /healthz never wait behind them.
 */
const MAX_CONCURRENT_RENDERS = 2;
const MAX_QUEUED_RENDERS = 256;
/** Renders one client may have running or waiting: the rest of the line is everyone else's. */
const MAX_RENDERS_PER_CLIENT = 8;
/**
 * Searches (full-text queries, the expensive kind) have a budget of their own: a flood of them
 * waits in its own line and never holds a page render's slot.
 */
const MAX_CONCURRENT_SEARCHES = 1;
/** Fifty readers searching at once wait their turn (issue 29's load); a flood beyond is refused. */
const MAX_QUEUED_SEARCHES = 64;
const MAX_SEARCHES_PER_CLIENT = 2;

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
  /** What it holds in memory, with the ready-made bodies the fast path keeps per copy. */
  bytes: number;
};

/** Spare gzip bodies the fast path keeps per stored copy: enough for a burst, little beside the cache's own bytes. */
export const MAX_SPARE_BODIES = 2;

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

function createPool({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    bytes -= entry.bytes;
    return entry;
  };
  return {
    get: (key: string) => entries.get(key),
    remove,
    /** Stores it as the most recently used, dropping the least recently used beyond the bounds. */
    store(key: string, entry: Entry) {
      remove(key);
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      while (entries.size > maxEntries || bytes > maxBytes) {
        remove(entries.keys().next().value as string);
      }
    },
    /** Moves it to the most recently used end. */
    touch(key: string, entry: Entry) {
      entries.delete(key);
      entries.set(key, entry);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    entries: () => entries.entries(),
    size: () => entries.size,
    bytes: () => bytes,
  };
}

/**
 * Holds `release` until the response's body has been handed on (or the client went away): a
 * render is not over when its headers are ready, so neither is its slot.
 */
function releaseAfterBody(c: Context<AppEnv>, release: () => void) {
  const response = c.res;
  if (!response.body) return release();
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  c.res = undefined as unknown as Response;
  c.res = new Response(body, response);
}

const isSearch = (query: string) => Boolean(new URLSearchParams(query).get("search")?.trim());

export type PublicCache = ReturnType<typeof createPublicCache>;

export function createPublicCache(
  options: {
    maxEntries?: number;
    ttlMs?: number;
    maxQueuedRenders?: number;
    /** The clock of expiries (tests move it). */
    now?: () => number;
  } = {},
) {
  const now = options.now ?? Date.now;
  // Every write that changes public content empties the cache at once, so the TTL only bounds
  // how old view-driven figures (counts, best articles) and scheduled publications may get.
  // Expiries spread over its last fifth: the re-renders of a full cache (about a second of
  // work on the embedded database) are spread over a minute instead of piling up.
  const ttlMs = options.ttlMs ?? 300_000;
  const pools = {
    pages: createPool({
      ...POOL_LIMITS.pages,
      maxEntries: options.maxEntries ?? POOL_LIMITS.pages.maxEntries,
    }),
    data: createPool(POOL_LIMITS.data),
    notFound: createPool(POOL_LIMITS.notFound),
    stale: createPool(POOL_LIMITS.stale),
  };
  /** Where fresh copies are looked up; `stale` holds expired and invalidated ones. */
  const freshPools = [pools.pages, pools.data, pools.notFound];
  const listeners = new Set<() => void>();
  /** Keys being rendered for the cache, until their copy is stored; others wait for it. */
  const rendering = new Map<string, Promise<void>>();
  const maxQueued = options.maxQueuedRenders ?? MAX_QUEUED_RENDERS;
  const pageRenders = createRenderLimiter(
    MAX_CONCURRENT_RENDERS,
    maxQueued,
    MAX_RENDERS_PER_CLIENT,
  );
  const searches = createRenderLimiter(
    MAX_CONCURRENT_SEARCHES,
    Math.min(maxQueued, MAX_QUEUED_SEARCHES),
    MAX_SEARCHES_PER_CLIENT,
  );
  const origins = new Set<string>();
  let generation = 0;

  /**
   * Served only when rendering fails (e.g. the database is down): an old page beats an error
   * page. A made-up path's not-found page is not worth keeping in place of a real page's copy.
   */
  const keepStale = (key: string, entry: Entry) => {
    if (entry.status === 404) return;
    pools.stale.store(key, entry);
  };

  const invalidate = () => {
    generation += 1;
    for (const pool of [pools.pages, pools.data]) {
      for (const [key, entry] of pool.entries()) keepStale(key, entry);
    }
    for (const pool of freshPools) pool.clear();
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
    for (const pool of freshPools) {
      const entry = pool.get(key);
      if (!entry) continue;
      if (now() > entry.expiresAt) {
        pool.remove(key);
        keepStale(key, entry);
        return undefined;
      }
      pool.touch(key, entry);
      return entry;
    }
    return undefined;
  };

  /** An expired copy that may stand in while the page is re-rendered (never an invalidated one). */
  const expiredEntry = (key: string) => {
    const entry = pools.stale.get(key);
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

  /** The pool a complete answer is stored in, or null when it is not stored at all. */
  const poolFor = (path: string, status: number, origin: string, onlyNotFound: boolean) => {
    if (status !== 404 && (status !== 200 || onlyNotFound)) return null;
    if (!origins.has(origin)) {
      if (origins.size >= MAX_ORIGINS) return null;
      origins.add(origin);
    }
    if (status === 404) return pools.notFound;
    return path.endsWith(".data") ? pools.data : pools.pages;
  };

  /**
   * Renders the page; stores a complete 200 or 404 GET answer, or falls back to the last copy.
   * True when the answer still streams from the render (it was not read whole to be stored).
   */
  const render = async (
    c: Context<AppEnv>,
    next: Next,
    key: string,
    origin: string,
    nonce: Buffer,
    onlyNotFound: boolean,
  ) => {
    const store = c.req.method === "GET";
    if (store) c.set("skipCompress", true);
    const startedAt = generation;
    await next();
    const response = c.res;
    const fallback = pools.stale.get(key);
    if (response.status >= 500 && fallback) {
      c.set("skipCompress", false);
      send(c, fallback, nonce, { "Cache-Control": "no-store", "X-Cache": "stale" });
      return false;
    }
    // A HEAD answer has no body (React Router sends none): it must never become the page.
    const pool =
      store &&
      !response.headers.has("set-cookie") &&
      !response.headers.has("content-encoding") &&
      poolFor(c.req.path, response.status, origin, onlyNotFound);
    if (!pool) {
      c.set("skipCompress", false);
      return true;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const parts = splitOn(body, nonce);
    const headers = [...response.headers.entries()].filter(
      ([name]) => !["content-length", "content-security-policy", "x-request-id"].includes(name),
    );
    const deflated = await deflateParts(parts);
    const deflatedBytes = deflated.reduce((sum, part) => sum + part.length, 0);
    const entry: Entry = {
      status: response.status,
      headers,
      parts,
      deflated,
      crcs: parts.map((part) => crc32(part)),
      shifts: parts.map((part) => crc32ShiftFor(part.length)),
      expiresAt: now() + ttlMs * (0.8 + 0.2 * Math.random()),
      generation: startedAt,
      // The body and its deflated parts, and the fast path's ready-made bodies: one plain, one
      // gzip and its spares.
      bytes: 2 * body.length + deflatedBytes * (2 + MAX_SPARE_BODIES),
    };
    if (startedAt === generation) {
      for (const other of freshPools) other.remove(key);
      pool.store(key, entry);
      pools.stale.remove(key);
    }
    send(c, entry, nonce);
    return false;
  };

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (method !== "GET" && method !== "HEAD") return next();
    const page = findCacheable(path);
    // Only a valid session sees pages of its own: any other cookie gets the shared copy.
    if (!page || c.get("user")) return next();
    const url = new URL(c.req.url);
    const query = normaliseQuery(url.search, page.params);
    if (query !== url.search && !page.onlyNotFound) {
      // The page renders under its cache key: parameters it does not read never reach it.
      url.search = query;
      c.req.raw = new Request(url, c.req.raw);
    }
    // The origin is part of the key: each allowed host and scheme has its own absolute links.
    const origin = c.get("origin") ?? url.origin;
    const key = `${origin}${path}${query}`;
    const nonce = Buffer.from(c.get("nonce"));
    const limiter = isSearch(query) ? searches : pageRenders;
    const client = c.get("clientIp") ?? "";

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
      const release = await limiter.acquire(client);
      if (!release) return busy(c);
      let streaming = false;
      try {
        streaming = await render(c, next, key, origin, nonce, page.onlyNotFound);
      } finally {
        if (streaming) releaseAfterBody(c, release);
        else release();
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
      const release = await limiter.acquire(client);
      if (!release) return expired ? send(c, expired, nonce) : busy(c);
      let streaming = false;
      try {
        // Stored by another request while this one waited in line.
        entry = freshEntry(key);
        if (entry) return send(c, entry, nonce);
        streaming = await render(c, next, key, origin, nonce, page.onlyNotFound);
      } finally {
        if (streaming) releaseAfterBody(c, release);
        else release();
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
    size: () => freshPools.reduce((sum, pool) => sum + pool.size(), 0),
    /** Bytes held by stored copies, fresh and stale. */
    bytes: () => Object.values(pools).reduce((sum, pool) => sum + pool.bytes(), 0),

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
