import { randomFillSync } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { WHATSAPP_CHAT_ORIGINS } from "#contracts/chat-link.ts";
import type { AppConfig } from "#server/config.ts";
import type { AppEnv } from "./app-env.ts";

export function buildContentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; https: boolean },
) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // The chat form's GET lands on wa.me through our redirect; Chromium checks redirects too.
    `form-action 'self' ${WHATSAPP_CHAT_ORIGINS.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function isHttpsRequest(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
) {
  if (trustProxy && forwardedProto) return forwardedProto.split(",")[0].trim() === "https";
  return url.startsWith("https:");
}

type SecurityConfig = Pick<AppConfig, "TEST_DISABLE_CSP" | "NODE_ENV" | "MEDIA_PUBLIC_URL">;

/**
 * What every answer carries, a script or a font too: no type sniffing, same-origin use only,
 * HTTPS remembered, and a charset on text.
 */
function setResourceHeaders(headers: Headers, https: boolean) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  const type = headers.get("Content-Type");
  if (
    type &&
    /^(text\/|application\/(json|javascript|xml))/.test(type) &&
    !/charset=/i.test(type)
  ) {
    headers.set("Content-Type", `${type}; charset=utf-8`);
  }
}

/** The headers of documents and API answers; used by the middleware and by the cached-page fast path. */
export function setSecurityHeaders(
  headers: Headers,
  config: SecurityConfig,
  nonce: string,
  https: boolean,
) {
  // TEST_DISABLE_CSP is refused by loadConfig outside NODE_ENV=test (see config.ts).
  if (config.TEST_DISABLE_CSP !== "1") {
    headers.set(
      "Content-Security-Policy",
      buildContentSecurityPolicy(nonce, { dev: config.NODE_ENV === "development", https }),
    );
  }
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  setResourceHeaders(headers, https);
}

/**
 * A file of the client build (script, style, font, image): the document policies (CSP, frame,
 * referrer, permissions) mean nothing on it, and on a phone each of its many requests would
 * carry them for nothing (about 1 KB each). A missing one gets the not-found document.
 */
export const isBuildAsset = (path: string, headers: Headers) =>
  path.startsWith("/assets/") && !headers.get("Content-Type")?.startsWith("text/html");

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/** 16 random bytes in base64 (24 characters); the random bytes are drawn 256 nonces at a time. */
export function createNonce() {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  noncePoolUsed += NONCE_BYTES;
  return noncePool.toString("base64", noncePoolUsed - NONCE_BYTES, noncePoolUsed);
}

/** Sets the headers every response carries; the nonce reaches React Router through context. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  const { config } = c.get("services");
  const https = c.get("https") ?? isHttpsRequest(c.req.url, undefined, false);
  if (isBuildAsset(c.req.path, c.res.headers)) setResourceHeaders(c.res.headers, https);
  else setSecurityHeaders(c.res.headers, config, nonce, https);
  // A CDN at another origin serves the variants to pages here: they may be used cross-origin.
  if (config.MEDIA_PUBLIC_URL && c.req.path.startsWith("/media/")) {
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  }
});
