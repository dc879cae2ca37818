import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { readClient } from "./request-context.ts";
import { createNonce, securityHeaders } from "./security-headers.ts";

const DOCUMENT_ONLY = [
  "content-security-policy",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
];

function headersApp() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("services", { config: { NODE_ENV: "production", TRUST_PROXY: "true" } } as never);
    await next();
  });
  app.use(readClient);
  app.use(securityHeaders);
  app.get("/assets/entry-abc123.js", (c) =>
    c.body("export {}", 200, { "Content-Type": "text/javascript" }),
  );
  app.get("*", (c) => c.html("<!doctype html><title>Not found</title>", 404));
  return app;
}

const https = { "x-forwarded-proto": "https" };

describe("security headers", () => {
  it("give a build asset only what a script needs: nosniff, same-origin, HSTS, charset", async () => {
    const response = await headersApp().request("/assets/entry-abc123.js", { headers: https });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=63072000/);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    for (const name of DOCUMENT_ONLY) expect(response.headers.get(name)).toBeNull();
  });

  it("give a document every policy, a missing asset's not-found page too", async () => {
    for (const path of ["/team", "/assets/missing-000000.js"]) {
      const response = await headersApp().request(path, { headers: https });
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), name).not.toBeNull();
      expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[\w+/]{22}=='/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("let forms reach only this site and the WhatsApp chat (the description form's redirect)", async () => {
    const response = await headersApp().request("/team", { headers: https });
    const directives = (response.headers.get("content-security-policy") ?? "").split("; ");
    expect(directives).toContain("form-action 'self' https://wa.me https://api.whatsapp.com");
  });

  it("draw a different 24-character nonce for every answer, past the pool's refill", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
