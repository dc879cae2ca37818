import { describe, expect, it } from "vitest";
import type { LoginReply } from "#app/features/auth/login-form.tsx";
import { computeTotpCode, totpStep } from "#server/auth/totp.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import {
  confirmAuthenticatorApp,
  createStaff,
  setupTestContext,
  TEST_PASSWORD,
} from "#server/test/test-app.ts";
import { action } from "./login.tsx";

const ctx = setupTestContext();

async function memberWithTotp(role: "admin" | "editor") {
  const user = await createStaff(ctx, role);
  const { secret } = await confirmAuthenticatorApp(ctx, user);
  return { user, nextCode: () => computeTotpCode(secret, totpStep(ctx.services.now()) + 1) };
}

const post = (fields: Record<string, string>, ip = "10.50.0.1") =>
  callRoute(ctx, action, formPost("/login", { redirectTo: "/admin/leads", ...fields }), { ip });

describe("the sign-in page's second step", () => {
  it("asks for the code without a cookie, keeps the step after a wrong code, then signs in", async () => {
    const { user, nextCode } = await memberWithTotp("admin");
    const first = await post({ email: user.email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    const { secondFactor } = first.data as LoginReply;
    expect(secondFactor?.methods).toEqual(["totp", "recovery"]);
    const token = secondFactor?.token ?? "";

    const methods = "totp";
    const wrong = await post({ token, code: "000000", methods });
    expect(wrong.status).toBe(401);
    const refused = wrong.data as LoginReply;
    expect(refused.secondFactor?.token).toBe(token);
    expect(refused.error?.code).toEqual(["The code is not right, or it was already used"]);
    expect(JSON.stringify(refused)).not.toContain("000000");

    const done = await post({ token, code: nextCode(), methods });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/leads");
    expect(done.headers.get("set-cookie")).toMatch(/^sid=/);
  });

  it("goes back to the password once the step has expired", async () => {
    const { user, nextCode } = await memberWithTotp("editor");
    const first = await post({ email: user.email, password: TEST_PASSWORD });
    const token = (first.data as LoginReply).secondFactor?.token ?? "";
    ctx.advanceClock(6 * 60_000);
    const late = await post({ token, code: nextCode() });
    expect(late.status).toBe(401);
    expect((late.data as LoginReply).secondFactor).toBeUndefined();
  });

  it("sends an admin without a factor to set one up", async () => {
    const admin = await createStaff(ctx, "admin");
    const result = await post({ email: admin.email, password: TEST_PASSWORD }, "10.51.0.1");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/account/security");
  });
});
