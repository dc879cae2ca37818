import { beforeAll, describe, expect, it } from "vitest";
import { can, type StaffRole } from "#contracts/permissions.ts";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { type Access, registeredEndpoints } from "./endpoint.ts";

// Every endpoint registered in the OpenAPI document, for every kind of caller: new endpoints
// are covered without touching this file.
const ctx = setupTestContext();
const cookies: Record<string, string> = { anonymous: "" };

beforeAll(async () => {
  cookies.editor = (await signedInAs(ctx, "editor")).cookie;
  cookies.admin = (await signedInAs(ctx, "admin")).cookie;
});

function expectedStatus(access: Access, caller: string): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (access === "staff") return "allowed";
  return can(caller as StaffRole, access) ? "allowed" : 403;
}

describe("access control matrix", () => {
  it("covers the spec's endpoints", () => {
    expect(registeredEndpoints.length).toBeGreaterThanOrEqual(14);
  });

  it("answers every endpoint × caller as its declared access says", async () => {
    const mismatches: string[] = [];
    // A staff member's changes (id 1 is the editor) end their sessions: those endpoints go last.
    const ordered = [...registeredEndpoints].sort(
      (a, b) =>
        Number(a.path.startsWith("/admin/staff/")) - Number(b.path.startsWith("/admin/staff/")),
    );
    for (const endpoint of ordered) {
      // Logging out would end the session the rest of the matrix uses.
      if (endpoint.path === "/auth/logout") continue;
      const path = `/api/v1${endpoint.path.replace(/\{(\w+)\}/g, (_match, name) => (name === "id" ? "1" : "x"))}`;
      for (const caller of ["anonymous", "editor", "admin"]) {
        const response = await ctx.app.request(path, {
          method: endpoint.method.toUpperCase(),
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.99.0.${caller.length}`,
            ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
          },
          ...(endpoint.method === "get" || endpoint.method === "delete" ? {} : { body: "{}" }),
        });
        const expected = expectedStatus(endpoint.access, caller);
        const status = response.status;
        const ok =
          expected === "allowed"
            ? status !== 401 && status !== 403 && status < 500
            : status === expected;
        if (!ok)
          mismatches.push(
            `${endpoint.method.toUpperCase()} ${endpoint.path} as ${caller}: ${status}, expected ${expected}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
