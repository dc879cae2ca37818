import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppConfig } from "../config.ts";
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
    "form-action 'self'",
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

type SecurityConfig = Pick<AppConfig, "TEST_DISABLE_CSP" | "NODE_ENV">;

/** The headers every response carries; used by the middleware and by the cached-page fast path. */
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
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
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

export const createNonce = () => randomBytes(16).toString("base64");

/** Sets the headers every response carries; the nonce reaches React Router through context. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  const { config } = c.get("services");
  const https = isHttpsRequest(
    c.req.url,
    c.req.header("x-forwarded-proto"),
    config.TRUST_PROXY === "true",
  );
  setSecurityHeaders(c.res.headers, config, nonce, https);
});
