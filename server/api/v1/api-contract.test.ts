import { describe, expect, it } from "vitest";
import { setupTestContext } from "../../test/test-app.ts";

const ctx = setupTestContext();

describe("API contract", () => {
  it("publishes an OpenAPI 3.1 document covering every spec call", async () => {
    const response = await ctx.app.request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /article",
        "GET /article/detail/{id}",
        "GET /article/best-articles",
        "GET /article/newsfeed",
        "GET /article/recommendations",
        "POST /article/{id}/views",
        "GET /employees",
        "GET /employees/{id}",
        "POST /employees",
        "PUT /employees/{id}",
        "DELETE /employees/{id}",
        "POST /auth/login",
        "POST /auth/logout",
        "GET /auth/me",
      ]),
    );
    const listParams = doc.paths["/article"].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(
      expect.arrayContaining(["page", "limit", "search", "tag", "sortBy", "sortOrder"]),
    );
  });

  it("serves a readable docs page", async () => {
    const response = await ctx.app.request("/api/v1/docs");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("/api/v1/article/detail/{id}");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.request("/api/v1/nothing-here");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });

  it("sets security headers with a fresh CSP nonce on every response", async () => {
    const first = await ctx.app.request("/api/v1/article");
    const second = await ctx.app.request("/api/v1/article");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("content-type")).toMatch(/charset=utf-8/i);
    expect(first.headers.get("x-request-id")).toMatch(/\S+/);
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("reports database reachability on /healthz", async () => {
    const response = await ctx.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});
