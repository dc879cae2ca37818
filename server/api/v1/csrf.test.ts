import { beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_HEADERS } from "#server/test/cross-site-headers.ts";
import { createTestContext, setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { registeredEndpoints } from "./endpoint.ts";

// Every state-changing endpoint of the OpenAPI registry, called by a signed-in admin (so a 403
// is the CSRF rule, not a missing session): a new endpoint is covered without touching this file.
const ctx = setupTestContext();
let cookie = "";

beforeAll(async () => {
  cookie = (await signedInAs(ctx, "admin")).cookie;
});

const stateChanging = () => registeredEndpoints.filter((endpoint) => endpoint.method !== "get");
const concrete = (path: string) =>
  `/api/v1${path.replace(/\{(\w+)\}/g, (_match, name) => (name === "id" ? "1" : "x"))}`;

const FOREIGN = {
  ...CROSS_SITE_HEADERS,
  "a look-alike origin": { origin: "http://localhost.evil.example" },
};

async function call(method: string, path: string, headers: Record<string, string>) {
  return ctx.app.request(path, {
    method: method.toUpperCase(),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": "10.42.0.1",
      cookie,
      ...headers,
    },
    body: method === "delete" ? undefined : "{}",
  });
}

describe("CSRF: cross-site state-changing API requests", () => {
  it("finds the state-changing endpoints in the registry", () => {
    expect(stateChanging().length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, headers] of Object.entries(FOREIGN)) {
    it(`answers 403 foreign_origin to every non-GET endpoint with ${name}`, async () => {
      const mismatches: string[] = [];
      for (const endpoint of stateChanging()) {
        const response = await call(endpoint.method, concrete(endpoint.path), headers);
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        if (response.status !== 403 || body.error?.code !== "foreign_origin") {
          mismatches.push(
            `${endpoint.method.toUpperCase()} ${endpoint.path}: ${response.status} ${body.error?.code}`,
          );
        }
      }
      console.log(
        `[csrf api] ${name}: ${stateChanging().length} endpoints, ${mismatches.length} not refused`,
      );
      expect(mismatches).toEqual([]);
    });
  }

  it("lets the same requests through from this site (the rule is not a blanket 403)", async () => {
    const refused: string[] = [];
    for (const endpoint of stateChanging()) {
      if (endpoint.path === "/auth/logout") continue;
      const sameSite: Record<string, string>[] = [
        { origin: "http://localhost", "sec-fetch-site": "same-origin" },
        {},
      ];
      for (const headers of sameSite) {
        const response = await call(endpoint.method, concrete(endpoint.path), headers);
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        if (body.error?.code === "foreign_origin")
          refused.push(`${endpoint.path} ${JSON.stringify(headers)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("accepts the configured public origin behind a proxy", async () => {
    const proxied = await createTestContext({ PUBLIC_URL: "https://www.projingga.test" });
    try {
      // The proxy forwards the public host name: the only one the site answers to then.
      const response = await proxied.app.request("http://www.projingga.test/api/v1/auth/login", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://www.projingga.test",
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ email: "nobody@projingga.test", password: "wrong password 1" }),
      });
      expect(response.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
