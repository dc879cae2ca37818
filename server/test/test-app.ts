import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { StaffLocale } from "#contracts/auth-schema.ts";
import type { StaffRole } from "#contracts/permissions.ts";
import { createApp } from "#server/app.ts";
import { createAppServices, type SessionUser } from "#server/app-services.ts";
import { createStaffUser } from "#server/auth/auth-service.ts";
import { confirmTotpSetup, startTotpSetup } from "#server/auth/second-factor-service.ts";
import { computeTotpCode, totpStep } from "#server/auth/totp.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedSiteContentOnce } from "#server/db/seed/seed-site-content.ts";
import { createLogger } from "#server/logger.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { TEST_SITE_CONTENT } from "./test-site-content.ts";

export const TEST_PASSWORD = "correct horse battery staple";
export const TEST_SECRETS_KEY = "7e57".repeat(16);

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or a
 * new database on the PostgreSQL named by DATABASE_URL. The clock can be moved by tests.
 */
export async function createTestContext(env: Record<string, string> = {}) {
  const databaseUrl = process.env.DATABASE_URL;
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "t") : undefined;
  const url = scratch?.url;
  const dataDir = join(tmpdir(), `projingga-data-${randomBytes(4).toString("hex")}`);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    SECRETS_KEY: TEST_SECRETS_KEY,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const template = process.env.PGLITE_TEMPLATE;
  const database = await openDatabase({
    databaseUrl: url,
    dataDir,
    memory: !url,
    loadDataDir: !url && template ? new Blob([readFileSync(template)]) : undefined,
  });
  await database.migrate();
  await seedSiteContentOnce(database.db, TEST_SITE_CONTENT);
  let clock = Date.now();
  const services = createAppServices(
    config,
    createLogger("silent"),
    database,
    () => new Date(clock),
  );
  const app = createApp(services, { publicCache: env.PUBLIC_CACHE === "on" ? undefined : false });
  return {
    app,
    services,
    db: database.db,
    engine: database.engine,
    advanceClock: (ms: number) => {
      clock += ms;
    },
    /** Moves the clock on to the next time UTC reads `hour` (23.5: 23:30). */
    advanceClockToUtc: (hour: number) => {
      clock += (hour * 3_600_000 - (clock % 86_400_000) + 86_400_000) % 86_400_000;
    },
    close: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

let staffCounter = 0;
export async function createStaff(
  ctx: TestContext,
  role: StaffRole = "admin",
  overrides: { email?: string; locale?: StaffLocale } = {},
) {
  staffCounter += 1;
  return createStaffUser(
    ctx.db,
    {
      email:
        overrides.email ??
        `${role}${staffCounter}-${randomBytes(3).toString("hex")}@projingga.test`,
      name: `Test ${role}`,
      role,
      password: TEST_PASSWORD,
      locale: overrides.locale,
    },
    null,
  );
}

/** Sets up and confirms an authenticator app for the member, as the account screen does. */
export async function confirmAuthenticatorApp(
  ctx: TestContext,
  user: Awaited<ReturnType<typeof createStaff>>,
) {
  const { secret } = await startTotpSetup(ctx.db, ctx.services.secretBox, user, "Projingga");
  const now = ctx.services.now();
  const { recoveryCodes } = await confirmTotpSetup(
    ctx.db,
    ctx.services.secretBox,
    user,
    computeTotpCode(secret, totpStep(now)),
    now,
  );
  return { secret, recoveryCodes };
}

/** Signs in through the API and returns a Cookie header value. */
export async function signIn(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
  ip = "10.0.0.1",
) {
  const response = await ctx.app.request("/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { response, cookie };
}

/** A new staff member as a route's loader or action sees the signed-in user. */
export async function createSessionUser(
  ctx: TestContext,
  role: StaffRole,
  sessionId = "test",
): Promise<SessionUser> {
  return { ...(await createStaff(ctx, role)), sessionId };
}

export async function signedInAs(
  ctx: TestContext,
  role: StaffRole = "admin",
  overrides: Parameters<typeof createStaff>[2] = {},
) {
  const user = await createStaff(ctx, role, overrides);
  const { cookie } = await signIn(ctx, user.email);
  return { user, cookie };
}

/**
 * The test file's app: created before its tests, closed after them. Read it inside tests
 * (and hooks declared after this call) only; it does not exist yet where the file is loaded.
 */
export function setupTestContext(env: Record<string, string> = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(env);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestContext, {
    get: (_target, key) => {
      if (!current) throw new Error("The test context is ready inside tests and hooks only");
      return current[key as keyof TestContext];
    },
  });
}

/**
 * The test file's app (see setupTestContext) with an admin's and an editor's session cookies,
 * as most API tests start; like the app, the cookies are there inside tests and hooks only.
 */
export function setupSignedInContext() {
  const ctx = setupTestContext();
  const cookies = { admin: "", editor: "" };
  beforeAll(async () => {
    cookies.admin = (await signedInAs(ctx, "admin")).cookie;
    cookies.editor = (await signedInAs(ctx, "editor")).cookie;
  });
  return { ctx, cookies };
}

/** Requests `path` from the app with `cookie` added to the init's headers (none when empty). */
export function requestWithCookie(
  ctx: TestContext,
  path: string,
  init: RequestInit = {},
  cookie = "",
) {
  return ctx.app.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  });
}

export function jsonRequest(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** A published article as the public API serves it: the detail must answer 200; its data.original. */
export async function readPublicArticle(ctx: TestContext, uid: string, query = "") {
  const response = await ctx.app.request(`/api/v1/article/detail/${uid}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.original;
}
