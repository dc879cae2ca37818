import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { setStaffDisabled } from "#server/auth/auth-service.ts";
import { auditEvents } from "#server/db/schema.ts";
import { createStaff, setupTestContext, signIn, TEST_PASSWORD } from "#server/test/test-app.ts";

const ctx = setupTestContext();

const me = (cookie: string) => ctx.app.request("/api/v1/auth/me", { headers: { cookie } });

describe("login", () => {
  it("sets an httpOnly SameSite=Lax cookie and /me returns the user", async () => {
    const user = await createStaff(ctx, "editor");
    const { response, cookie } = await signIn(ctx, user.email.toUpperCase());
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const body = await (await me(cookie)).json();
    expect(body.data.user).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      role: "editor",
      locale: "id",
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|sessionId/);
  });

  it("marks the cookie Secure behind https", async () => {
    const user = await createStaff(ctx);
    const response = await ctx.app.request("/api/v1/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "10.9.9.9",
      },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(response.headers.get("set-cookie")).toMatch(/Secure/);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("answers 401 with a field message for a wrong password or unknown email", async () => {
    const user = await createStaff(ctx);
    for (const email of [user.email, "nobody@projingga.test"]) {
      const { response } = await signIn(ctx, email, "wrong password", "10.1.1.1");
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body.error.fields.password).toBe("Email or password is incorrect");
    }
  });

  it("answers 400 naming the fields for bad input", async () => {
    const response = await ctx.app.request("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "password"]);
  });

  it("rotates the session id at login", async () => {
    const user = await createStaff(ctx);
    const first = await signIn(ctx, user.email);
    const second = await ctx.app.request("/api/v1/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: first.cookie,
        "x-forwarded-for": "10.0.0.2",
      },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const secondCookie = second.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(secondCookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(secondCookie)).status).toBe(200);
  });

  it("writes audit events for success and failure", async () => {
    const user = await createStaff(ctx);
    await signIn(ctx, user.email, "nope", "10.2.2.2");
    await signIn(ctx, user.email, TEST_PASSWORD, "10.2.2.2");
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, user.email));
    expect(events.map((event) => event.action)).toContain("auth.login");
    const failures = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "auth.login_failed"));
    expect(failures.length).toBeGreaterThan(0);
  });
});

describe("logout and session lifetime", () => {
  it("logout ends the session: the old cookie gets 401", async () => {
    const user = await createStaff(ctx);
    const { cookie } = await signIn(ctx, user.email);
    const out = await ctx.app.request("/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie },
    });
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it("disabling an account ends all of its sessions and blocks login", async () => {
    const admin = await createStaff(ctx);
    const user = await createStaff(ctx, "editor");
    const one = await signIn(ctx, user.email);
    const two = await signIn(ctx, user.email);
    await setStaffDisabled(ctx.db, user.id, true, admin);
    expect((await me(one.cookie)).status).toBe(401);
    expect((await me(two.cookie)).status).toBe(401);
    expect((await signIn(ctx, user.email)).response.status).toBe(401);
  });

  // An editor's: an admin without a second factor gets the short lifetimes of the policy tests.
  it("enforces the idle lifetime", async () => {
    const user = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, user.email);
    ctx.advanceClock(23 * 3_600_000);
    expect((await me(cookie)).status).toBe(200);
    ctx.advanceClock(23 * 3_600_000);
    expect((await me(cookie)).status).toBe(200);
    ctx.advanceClock(25 * 3_600_000);
    expect((await me(cookie)).status).toBe(401);
  });

  it("enforces the absolute lifetime even when active", async () => {
    const user = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, user.email);
    for (let day = 0; day < 13; day += 1) {
      ctx.advanceClock(20 * 3_600_000);
      expect((await me(cookie)).status).toBe(200);
    }
    ctx.advanceClock(3 * 86_400_000);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe("throttling", () => {
  it("answers 429 on the 6th attempt after 5 failures, even with the right password", async () => {
    const user = await createStaff(ctx);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(ctx, user.email, "wrong", `10.3.0.${attempt}`)).response.status).toBe(
        401,
      );
    }
    const blocked = await signIn(ctx, user.email, TEST_PASSWORD, "10.3.0.9");
    expect(blocked.response.status).toBe(429);
    const body = await blocked.response.json();
    expect(body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.error.message).toMatch(/Try again in \d+ minutes?/);
    expect(blocked.response.headers.get("retry-after")).toBe(String(body.error.retryAfterSeconds));

    ctx.advanceClock(16 * 60_000);
    expect((await signIn(ctx, user.email, TEST_PASSWORD, "10.3.0.9")).response.status).toBe(200);
  });

  it("answers 429 after failures on 5 accounts from one IP", async () => {
    const ip = "10.4.4.4";
    for (let index = 0; index < 5; index += 1) {
      await signIn(ctx, `ghost${index}@projingga.test`, "wrong", ip);
    }
    const user = await createStaff(ctx);
    expect((await signIn(ctx, user.email, TEST_PASSWORD, ip)).response.status).toBe(429);
    expect((await signIn(ctx, user.email, TEST_PASSWORD, "10.4.4.5")).response.status).toBe(200);
  });

  it("keeps the counters across a restart (a new app on the same database)", async () => {
    const user = await createStaff(ctx);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(ctx, user.email, "wrong", "10.5.5.5");
    }
    const restarted = createApp(ctx.services);
    const response = await restarted.request("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.5.5.6" },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(429);
  });
});

describe("CSRF", () => {
  it("refuses a state-changing request from a foreign origin with 403", async () => {
    const user = await createStaff(ctx);
    const response = await ctx.app.request("http://localhost/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("foreign_origin");
    const sameOrigin = await ctx.app.request("http://localhost/api/v1/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        "x-forwarded-for": "10.6.6.6",
      },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(sameOrigin.status).toBe(200);
  });
});
