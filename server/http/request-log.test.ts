import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { sha256 } from "#server/shared/ids.ts";
import { createStaff, setupTestContext, signedInAs, TEST_PASSWORD } from "#server/test/test-app.ts";

// What reaches the process log: one JSON line per refused request (401/403/429), nothing that
// lets a caller forge a line, and never a password or a session token.
const ctx = setupTestContext();
let output = "";
let sequence = 0;

beforeAll(async () => {
  ctx.services.logger = createLogger("debug", {
    write(chunk: string) {
      output += chunk;
    },
  });
});
beforeEach(() => {
  output = "";
});

type Line = { level: number; msg: string; requestId?: string; status?: number; path?: string };

function lines(): Line[] {
  return output
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Line);
}

async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  sequence += 1;
  const requestId = `log-test-${sequence}`;
  const response = await ctx.app.request(path, {
    ...init,
    headers: { "x-request-id": requestId, "x-forwarded-for": "10.50.0.1", ...init.headers },
  });
  return {
    response,
    requestId,
    mine: () => lines().filter((line) => line.requestId === requestId),
  };
}

const login = (email: string, password: string, ip = "10.50.0.1") =>
  send("/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });

describe("request log", () => {
  it("writes exactly one warn line per failed login, wrong password or unknown account", async () => {
    const user = await createStaff(ctx, "editor");
    for (const attempt of [
      await login(user.email, "not the password 1", "10.50.1.1"),
      await login("nobody@projingga.test", "not the password 2", "10.50.1.2"),
    ]) {
      expect(attempt.response.status).toBe(401);
      expect(attempt.mine()).toEqual([
        expect.objectContaining({
          level: 40,
          msg: "request refused",
          status: 401,
          path: "/api/v1/auth/login",
        }),
      ]);
    }
  });

  it("writes one line for a throttled login (429)", async () => {
    const user = await createStaff(ctx, "editor");
    for (let i = 0; i < 5; i += 1) await login(user.email, `wrong password ${i}`, "10.50.2.1");
    const throttled = await login(user.email, TEST_PASSWORD, "10.50.2.1");
    expect(throttled.response.status).toBe(429);
    expect(throttled.mine()).toEqual([
      expect.objectContaining({ level: 40, msg: "request refused", status: 429 }),
    ]);
  });

  it("writes one line for each refused access: 401, 403 by role, 403 cross-site", async () => {
    const { cookie } = await signedInAs(ctx, "editor");
    const cases = [
      { call: await send("/api/v1/admin/leads"), status: 401 },
      { call: await send("/api/v1/admin/leads", { headers: { cookie } }), status: 403 },
      {
        call: await send("/api/v1/employees", {
          method: "POST",
          headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
          body: "{}",
        }),
        status: 403,
      },
    ];
    for (const { call, status } of cases) {
      expect(call.response.status).toBe(status);
      expect(call.mine()).toEqual([
        expect.objectContaining({ level: 40, msg: "request refused", status }),
      ]);
    }
    console.log(`[logs] refused requests: ${cases.length}, lines per request: 1`);
  });

  it("keeps CR/LF in a username, a path or a request id inside one line", async () => {
    const forged = '{"level":30,"msg":"forged line"}';
    const calls = [
      await login(`evil@projingga.test\r\n${forged}`, "whatever password"),
      await login(`evil@projingga.test\n${forged}`, "whatever password"),
      await send(`/api/v1/admin/leads/%0d%0a${encodeURIComponent(forged)}`),
    ];
    // Header values cannot carry CR/LF at all; other junk in a request id is dropped.
    sequence += 1;
    const raw = await ctx.app.request("/api/v1/admin/leads", {
      headers: { "x-request-id": `junk-${sequence}","msg":"forged line` },
    });
    expect(raw.status).toBe(401);
    const all = lines();
    expect(all.some((line) => line.msg === "forged line")).toBe(false);
    for (const call of calls) expect(call.mine()).toHaveLength(1);
    expect(all).toHaveLength(calls.length + 1);
  });

  it("never logs a password, a session token or a session id", async () => {
    const password = TEST_PASSWORD;
    const user = await createStaff(ctx, "admin");
    const ok = await login(user.email, password, "10.50.3.1");
    expect(ok.response.status).toBe(200);
    const token = (ok.response.headers.get("set-cookie") ?? "").split(";")[0].split("=")[1];
    expect(token.length).toBeGreaterThan(20);
    const cookie = `sid=${token}`;
    await send("/api/v1/auth/me", { headers: { cookie } });
    await send("/api/v1/employees", { headers: { cookie } });
    await send("/api/v1/employees", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: password, number: "not a number" }),
    });
    await login(user.email, `${password} typo`, "10.50.3.2");
    await send("/api/v1/auth/logout", { method: "POST", headers: { cookie } });
    await send("/api/v1/auth/me", { headers: { cookie } });
    expect(lines().length).toBeGreaterThanOrEqual(7);
    // The cookie is the token and its signature; the database keeps the token's hash.
    const bare = token.split(".")[0];
    for (const secret of [password, token, bare, sha256(bare), "sid="]) {
      expect(output).not.toContain(secret);
    }
  });
});
