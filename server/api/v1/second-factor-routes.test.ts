import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  removeTotp,
  resealTotpSecrets,
  resetSecondFactors,
} from "#server/auth/second-factor-service.ts";
import { changeStaffRole } from "#server/auth/staff-service.ts";
import { computeTotpCode, totpStep } from "#server/auth/totp.ts";
import { auditEvents, staffTotp } from "#server/db/schema.ts";
import { createSecretBox, type SecretBox } from "#server/shared/secret-box.ts";
import {
  confirmAuthenticatorApp,
  createStaff,
  setupTestContext,
  signIn,
  TEST_PASSWORD,
  TEST_SECRETS_KEY,
} from "#server/test/test-app.ts";

const ctx = setupTestContext();

const post = (path: string, body: unknown, ip = "10.20.0.1") =>
  ctx.app.request(`/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
const get = (path: string, cookie: string) =>
  ctx.app.request(`/api/v1${path}`, { headers: { cookie } });

/** An admin with a confirmed authenticator app; `codeAt(offset)` is the code `offset` steps on. */
async function adminWithTotp(role: "admin" | "editor" = "admin") {
  const user = await createStaff(ctx, role);
  const { secret, recoveryCodes } = await confirmAuthenticatorApp(ctx, user);
  const codeAt = (offset: number) => computeTotpCode(secret, totpStep(ctx.services.now()) + offset);
  return { user, secret, recoveryCodes, codeAt };
}

async function passwordStep(email: string, ip?: string) {
  const response = await post("/auth/login", { email, password: TEST_PASSWORD }, ip);
  expect(response.status).toBe(200);
  expect(response.headers.get("set-cookie")).toBeNull();
  const body = await response.json();
  return body.data.secondFactor as { token: string; methods: string[]; expiresAt: string };
}

const auditCount = async (action: string, userId: number) =>
  (
    await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(userId))))
  ).length;

describe("sign-in with an authenticator code", () => {
  it("asks for the code after the password, and signs in with it", async () => {
    const { user, codeAt } = await adminWithTotp();
    const step = await passwordStep(user.email);
    expect(step.methods).toEqual(["totp", "recovery"]);
    const done = await post("/auth/login/second-factor", { token: step.token, code: codeAt(1) });
    expect(done.status).toBe(200);
    const cookie = done.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await get("/auth/me", cookie)).status).toBe(200);
  });

  it("takes the code in the login request itself", async () => {
    const { user, codeAt } = await adminWithTotp();
    const response = await post("/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
      code: codeAt(1),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
  });

  it("refuses a code already used, within its window", async () => {
    const { user, codeAt } = await adminWithTotp();
    const code = codeAt(1);
    const first = await passwordStep(user.email);
    expect((await post("/auth/login/second-factor", { token: first.token, code })).status).toBe(
      200,
    );
    const again = await passwordStep(user.email);
    const replay = await post("/auth/login/second-factor", { token: again.token, code });
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.fields.code).toMatch(/already used/);
    // The code of the setup's own step (already seen) is refused too.
    const older = await post("/auth/login/second-factor", { token: again.token, code: codeAt(0) });
    expect(older.status).toBe(401);
    expect(await auditCount("auth.second_factor_failed", user.id)).toBe(2);
  });

  it("accepts the same code once when two requests race with it", async () => {
    const { user, codeAt } = await adminWithTotp();
    const code = codeAt(1);
    const steps = [];
    for (let i = 0; i < 4; i += 1) steps.push(await passwordStep(user.email, `10.21.0.${i}`));
    const answers = await Promise.all(
      steps.map((step, i) =>
        post("/auth/login/second-factor", { token: step.token, code }, `10.21.0.${i}`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it("checks at most 5 of 50 parallel wrong codes for one account", async () => {
    const { user } = await adminWithTotp();
    const step = await passwordStep(user.email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          "/auth/login/second-factor",
          { token: step.token, code: String(100000 + i) },
          `10.22.${i}.1`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
    expect(await auditCount("auth.second_factor_failed", user.id)).toBeLessThanOrEqual(5);
    // The account is locked now: the password alone is refused too.
    expect((await signIn(ctx, user.email, TEST_PASSWORD, "10.22.99.1")).response.status).toBe(429);
  });

  it("throttles wrong codes per IP across accounts", async () => {
    const ip = "10.23.0.1";
    for (let index = 0; index < 5; index += 1) {
      const { user } = await adminWithTotp();
      const step = await passwordStep(user.email, ip);
      const wrong = await post(
        "/auth/login/second-factor",
        { token: step.token, code: "000000" },
        ip,
      );
      expect(wrong.status).toBe(401);
    }
    const { user, codeAt } = await adminWithTotp();
    expect(
      (await post("/auth/login", { email: user.email, password: TEST_PASSWORD }, ip)).status,
    ).toBe(429);
    const other = await passwordStep(user.email, "10.23.0.2");
    expect(
      (
        await post(
          "/auth/login/second-factor",
          { token: other.token, code: codeAt(1) },
          "10.23.0.2",
        )
      ).status,
    ).toBe(200);
  });
});

describe("recovery codes", () => {
  it("signs in with a recovery code once; its second use is refused", async () => {
    const { user, recoveryCodes } = await adminWithTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes[3].toUpperCase();
    const first = await passwordStep(user.email);
    expect((await post("/auth/login/second-factor", { token: first.token, code })).status).toBe(
      200,
    );
    const again = await passwordStep(user.email);
    expect((await post("/auth/login/second-factor", { token: again.token, code })).status).toBe(
      401,
    );
    expect(await auditCount("auth.recovery_code_used", user.id)).toBe(1);
  });

  it("keeps only hashes", async () => {
    const { recoveryCodes } = await adminWithTotp();
    const stored = JSON.stringify(
      await ctx.db.execute("select code_hash from staff_recovery_codes" as never),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
  });
});

describe("the half-signed-in state", () => {
  it("holds no session: its token opens no staff endpoint, as a cookie or otherwise", async () => {
    const { user } = await adminWithTotp();
    const step = await passwordStep(user.email);
    for (const cookie of [
      `projingga_session=${step.token}`,
      `__Host-projingga_session=${step.token}`,
      `session=${step.token}`,
    ]) {
      for (const path of ["/auth/me", "/admin/staff", "/admin/audit", "/leads"]) {
        expect([401, 404]).toContain((await get(path, cookie)).status);
      }
    }
    const bearer = await ctx.app.request("/api/v1/auth/me", {
      headers: { authorization: `Bearer ${step.token}` },
    });
    expect(bearer.status).toBe(401);
  });

  it("expires after 5 minutes", async () => {
    const { user, codeAt } = await adminWithTotp();
    const step = await passwordStep(user.email);
    expect(new Date(step.expiresAt).getTime() - ctx.services.now().getTime()).toBe(300_000);
    ctx.advanceClock(5 * 60_000 + 1_000);
    const late = await post("/auth/login/second-factor", { token: step.token, code: codeAt(0) });
    expect(late.status).toBe(401);
    expect((await late.json()).error.code).toBe("sign_in_expired");
  });

  it("is answered once: a used token cannot start a second session", async () => {
    const { user, recoveryCodes } = await adminWithTotp();
    const step = await passwordStep(user.email);
    const answers = await Promise.all(
      recoveryCodes
        .slice(0, 2)
        .map((code) => post("/auth/login/second-factor", { token: step.token, code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("refuses a malformed token with 400 naming the field", async () => {
    const response = await post("/auth/login/second-factor", { token: "x", code: "123456" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.token).toBeTruthy();
  });
});

describe("the second-factor policy", () => {
  it("gives an admin without a factor 3 sign-ins, then a session that may only set one up", async () => {
    const admin = await createStaff(ctx, "admin");
    const left: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { response, cookie } = await signIn(ctx, admin.email);
      left.push((await response.json()).data.factorSetup.signInsLeft);
      expect((await get("/admin/staff", cookie)).status).toBe(200);
    }
    expect(left).toEqual([2, 1, 0]);
    const { response, cookie } = await signIn(ctx, admin.email);
    expect((await response.json()).data.factorSetup).toEqual({ signInsLeft: 0, setupOnly: true });
    const refused = await get("/admin/staff", cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("second_factor_required");
    expect((await get("/auth/me", cookie)).status).toBe(403);

    // Setting a factor up makes the same session whole.
    await confirmAuthenticatorApp(ctx, admin);
    expect((await get("/admin/staff", cookie)).status).toBe(200);
  });

  it("turns the grace sessions setup-only too once the grace is spent", async () => {
    const admin = await createStaff(ctx, "admin");
    const grace: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      grace.push((await signIn(ctx, admin.email)).cookie);
      expect((await get("/admin/staff", grace[attempt])).status).toBe(200);
    }
    await signIn(ctx, admin.email);
    for (const cookie of grace) {
      const refused = await get("/admin/staff", cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("second_factor_required");
    }
  });

  it("keeps sessions without a required factor short: 1 hour idle, 4 hours in all", async () => {
    const admin = await createStaff(ctx, "admin");
    const idle = (await signIn(ctx, admin.email)).cookie;
    const active = (await signIn(ctx, admin.email)).cookie;
    for (let step = 0; step < 4; step += 1) {
      ctx.advanceClock(59 * 60_000);
      expect((await get("/auth/me", active)).status).toBe(200);
    }
    expect((await get("/auth/me", idle)).status).toBe(401);
    ctx.advanceClock(4 * 60_000);
    expect((await get("/auth/me", active)).status).toBe(401);
  });

  it("shortens an editor's sessions when the role starts requiring a factor", async () => {
    const actor = await createStaff(ctx, "admin");
    const editor = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, editor.email);
    ctx.advanceClock(61 * 60_000);
    expect((await get("/auth/me", cookie)).status).toBe(200);
    await changeStaffRole(ctx.db, editor.id, "admin", actor);
    ctx.advanceClock(61 * 60_000);
    expect((await get("/auth/me", cookie)).status).toBe(401);
  });

  it("renews no grace when another admin resets the factors", async () => {
    const admin = await createStaff(ctx, "admin");
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(ctx, admin.email);
    await confirmAuthenticatorApp(ctx, admin);
    const { user: other } = await adminWithTotp();
    await resetSecondFactors(ctx.db, admin.id, other);
    const { response, cookie } = await signIn(ctx, admin.email);
    expect((await response.json()).data.factorSetup).toEqual({ signInsLeft: 0, setupOnly: true });
    expect((await get("/admin/staff", cookie)).status).toBe(403);
  });

  it("asks nothing of an editor (the permission table does not require it)", async () => {
    const editor = await createStaff(ctx, "editor");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await signIn(ctx, editor.email, TEST_PASSWORD, `10.30.0.${attempt}`);
      expect((await response.json()).data.factorSetup).toBeUndefined();
    }
  });

  it("lets an admin reset another member's factors: audited, their sessions ended", async () => {
    const { user: member, codeAt } = await adminWithTotp("editor");
    const memberLogin = await post("/auth/login", {
      email: member.email,
      password: TEST_PASSWORD,
      code: codeAt(1),
    });
    const memberCookie = memberLogin.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await get("/auth/me", memberCookie)).status).toBe(200);

    const { user: admin, codeAt: adminCode } = await adminWithTotp();
    const adminLogin = await post("/auth/login", {
      email: admin.email,
      password: TEST_PASSWORD,
      code: adminCode(1),
    });
    const adminCookie = adminLogin.headers.get("set-cookie")?.split(";")[0] ?? "";
    const reset = await ctx.app.request(`/api/v1/admin/staff/${member.id}/factors`, {
      method: "DELETE",
      headers: { cookie: adminCookie },
    });
    expect(reset.status).toBe(200);
    expect((await get("/auth/me", memberCookie)).status).toBe(401);
    expect(await auditCount("staff.factors_reset", member.id)).toBe(1);
    // The member now signs in with the password alone.
    const again = await signIn(ctx, member.email, TEST_PASSWORD, "10.31.0.1");
    expect(again.response.status).toBe(200);
    expect(again.cookie).not.toBe("");

    const own = await ctx.app.request(`/api/v1/admin/staff/${admin.id}/factors`, {
      method: "DELETE",
      headers: { cookie: adminCookie },
    });
    expect(own.status).toBe(409);
  });

  it("keeps a required factor: the last one cannot be removed", async () => {
    const { user } = await adminWithTotp();
    await expect(removeTotp(ctx.db, user)).rejects.toThrow(/requires a second factor/);
  });
});

describe("authenticator secrets at rest", () => {
  const storedSecret = async (userId: number) =>
    (await ctx.db.select().from(staffTotp).where(eq(staffTotp.userId, userId)))[0].secret;
  const newKey = () => randomBytes(32).toString("hex");

  /** Runs `body` with the app's secret box swapped, then puts the test key back. */
  async function withSecretBox(box: SecretBox, body: () => Promise<void>) {
    const original = ctx.services.secretBox;
    ctx.services.secretBox = box;
    try {
      await body();
    } finally {
      ctx.services.secretBox = original;
    }
  }

  it("stores the secret sealed, never in clear", async () => {
    const { user, secret } = await adminWithTotp();
    const stored = await storedSecret(user.id);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1\./);
    expect(createSecretBox(TEST_SECRETS_KEY).open(stored, `staff_totp:${user.id}`)?.plain).toBe(
      secret,
    );
  });

  it("moves every secret to a new key at boot while the old one is the previous key", async () => {
    const { user, codeAt } = await adminWithTotp();
    const before = await storedSecret(user.id);
    const nextKey = newKey();
    const rotated = createSecretBox(nextKey, TEST_SECRETS_KEY);
    const moved = await resealTotpSecrets(ctx.db, rotated);
    expect(moved.unreadable).toBe(0);
    expect(moved.resealed).toBeGreaterThanOrEqual(1);
    const after = await storedSecret(user.id);
    expect(after).not.toBe(before);
    // Once moved, the new key alone reads it, and a second boot has nothing left to move.
    await withSecretBox(createSecretBox(nextKey), async () => {
      const step = await passwordStep(user.email, "10.40.0.1");
      const done = await post(
        "/auth/login/second-factor",
        { token: step.token, code: codeAt(1) },
        "10.40.0.1",
      );
      expect(done.status).toBe(200);
      expect(await resealTotpSecrets(ctx.db, createSecretBox(nextKey))).toEqual({
        resealed: 0,
        unreadable: 0,
      });
    });
    await resealTotpSecrets(ctx.db, createSecretBox(TEST_SECRETS_KEY, nextKey));
  });

  it("seals at boot a secret stored in clear before secrets were sealed", async () => {
    const { user, secret, codeAt } = await adminWithTotp();
    await ctx.db.update(staffTotp).set({ secret }).where(eq(staffTotp.userId, user.id));
    await resealTotpSecrets(ctx.db, ctx.services.secretBox);
    expect(await storedSecret(user.id)).toMatch(/^v1\./);
    const step = await passwordStep(user.email, "10.41.0.1");
    const done = await post(
      "/auth/login/second-factor",
      { token: step.token, code: codeAt(1) },
      "10.41.0.1",
    );
    expect(done.status).toBe(200);
  });

  it("answers 503 when no key opens the secret, counts no attempt, and still takes a recovery code", async () => {
    const { user, codeAt, recoveryCodes } = await adminWithTotp();
    await withSecretBox(createSecretBox(newKey()), async () => {
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const step = await passwordStep(user.email, "10.42.0.1");
        const refused = await post(
          "/auth/login/second-factor",
          { token: step.token, code: codeAt(1) },
          "10.42.0.1",
        );
        expect(refused.status).toBe(503);
        expect((await refused.json()).error.code).toBe("authenticator_key_unreadable");
      }
      const inOne = await post(
        "/auth/login",
        { email: user.email, password: TEST_PASSWORD, code: codeAt(1) },
        "10.42.0.1",
      );
      expect(inOne.status).toBe(503);
      const step = await passwordStep(user.email, "10.42.0.1");
      const recovered = await post(
        "/auth/login/second-factor",
        { token: step.token, code: recoveryCodes[0] },
        "10.42.0.1",
      );
      expect(recovered.status).toBe(200);
    });
  });
});
