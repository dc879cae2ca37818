import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

type StaticFile = {
  type: string;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  cacheControl: string;
};

const brotliAsync = promisify(brotliCompress);

/**
 * Brotli at its best quality is slow to make and small to send (about a fifth smaller than
 * gzip on our scripts): made once per file after boot, on the thread pool, one at a time;
 * gzip answers until it is ready.
 */
async function addBrotli(files: Iterable<StaticFile>) {
  for (const file of files) {
    if (!file.gzip) continue;
    file.brotli = await brotliAsync(file.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    });
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function cacheControlFor(urlPath: string) {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath === "/service-worker.js") return "no-cache";
  return "public, max-age=3600";
}

/**
 * Serves the client build from memory, each text file gzipped once at start: no disk reads
 * or compression per request. Hashed assets are immutable for a year.
 */
export function serveClientFiles(clientDir: string) {
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split("\\").join("/")}`;
    const type = TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
    const body = readFileSync(path);
    const gzip =
      COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined;
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    files.set(urlPath, { type, body, gzip, etag, cacheControl: cacheControlFor(urlPath) });
  }
  void addBrotli(files.values());
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const file = method === "GET" || method === "HEAD" ? files.get(c.req.path) : undefined;
    if (!file) return next();
    c.set("skipCompress", true);
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === file.etag)
      return new Response(null, { status: 304, headers });
    const accepted = c.req.header("accept-encoding") ?? "";
    const encoding =
      file.brotli && /\bbr\b/.test(accepted)
        ? "br"
        : file.gzip && /\bgzip\b/.test(accepted)
          ? "gzip"
          : null;
    const body =
      encoding === "br"
        ? (file.brotli as Buffer)
        : encoding === "gzip"
          ? (file.gzip as Buffer)
          : file.body;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    return new Response(method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  });
}
