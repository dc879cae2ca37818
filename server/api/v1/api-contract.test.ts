import { describe, expect, it } from "vitest";
import type { ApiError } from "#server/http/api-error.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { parseJsonBody, registeredEndpoints } from "./endpoint.ts";

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

type JsonSchema = {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
};

/**
 * Where the document marks a body field required, at any depth of plain objects: the path to
 * the object holding it and the field's name.
 */
function listRequiredFields(schema: JsonSchema, at: string[] = []): string[][] {
  if (schema.type !== "object" || !schema.properties) return [];
  return [
    ...(schema.required ?? []).map((field) => [...at, field]),
    ...Object.entries(schema.properties).flatMap(([name, property]) =>
      listRequiredFields(property, [...at, name]),
    ),
  ];
}

/** The smallest body that reaches a nested object: each enclosing object holds only the next. */
const bodyReaching = (path: string[]): unknown =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), {});

describe("what the OpenAPI document marks required", () => {
  it("is required of every JSON body: missing, it is a 400 naming the field", async () => {
    const doc = await (await ctx.app.request("/api/v1/openapi.json")).json();
    const mismatches: string[] = [];
    let checked = 0;
    for (const endpoint of registeredEndpoints) {
      if (!endpoint.body) continue;
      const operation = doc.paths[endpoint.path][endpoint.method];
      const schema = operation.requestBody.content["application/json"].schema as JsonSchema;
      for (const field of listRequiredFields(schema)) {
        checked += 1;
        let fields: Record<string, string> = {};
        try {
          parseJsonBody(endpoint.body, bodyReaching(field.slice(0, -1)));
        } catch (error) {
          fields = (error as ApiError).fields ?? {};
        }
        if (!(field.join(".") in fields)) {
          mismatches.push(`${endpoint.method.toUpperCase()} ${endpoint.path}: ${field.join(".")}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
