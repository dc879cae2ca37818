import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/app-services.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { CROSS_SITE_HEADERS } from "#server/test/cross-site-headers.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import routes from "./routes.ts";

// Every React Router route module of app/routes.ts that exports an action, called as a signed-in
// admin with a cross-site request: a new action is covered without touching this file.
const ctx = setupTestContext();
let admin: SessionUser;

function moduleFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...moduleFiles(entry.children ?? [])]);
}

function routePath(file: string, entries: RouteConfigEntry[] = routes, parent = ""): string | null {
  for (const entry of entries) {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    if (entry.file === file) return path.replace(/:(\w+)/g, "1");
    const inner = routePath(file, entry.children ?? [], path);
    if (inner) return inner;
  }
  return null;
}

const actionFiles = [...new Set(moduleFiles(routes))].filter((file) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(join(import.meta.dirname, file), "utf8"),
  ),
);

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
});

async function runAction(file: string, headers: Record<string, string>) {
  const module = (await import(join(import.meta.dirname, file))) as {
    action: (args: unknown) => Promise<unknown>;
  };
  const path = routePath(file) ?? "/";
  const context = new RouterContextProvider();
  context.set(servicesContext, ctx.services);
  context.set(requestContext, {
    nonce: "n",
    requestId: "r",
    user: admin,
    ip: "10.43.0.1",
    https: false,
    origin: "http://localhost",
  });
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "intent=create&name=Csrf+Test&email=csrf%40example.com&status=won&message=hello+there+friend",
  });
  try {
    const result = (await module.action({ request, context, params: { id: "1" } })) as {
      init?: { status?: number };
      status?: number;
    };
    return result instanceof Response ? result.status : (result?.init?.status ?? 200);
  } catch (error) {
    if (error instanceof Response) return error.status;
    const thrown = error as { init?: { status?: number } };
    return thrown?.init?.status ?? 500;
  }
}

describe("CSRF: cross-site posts to route actions", () => {
  it("finds the route modules with an action", () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(6);
  });

  for (const [name, headers] of Object.entries(CROSS_SITE_HEADERS)) {
    it(`answers 403 to every action with ${name}`, async () => {
      const mismatches: string[] = [];
      for (const file of actionFiles) {
        const status = await runAction(file, headers);
        if (status !== 403) mismatches.push(`${file}: ${status}`);
      }
      console.log(
        `[csrf actions] ${name}: ${actionFiles.length} actions, ${mismatches.length} not refused`,
      );
      expect(mismatches).toEqual([]);
    });
  }

  it("does not refuse the same posts from this site", async () => {
    const refused: string[] = [];
    for (const file of actionFiles) {
      if (file.endsWith("logout.tsx")) continue;
      const status = await runAction(file, {
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      });
      if (status === 403 && !file.endsWith("setup.tsx")) refused.push(`${file}: ${status}`);
    }
    expect(refused).toEqual([]);
  });
});
