import { describe, expect, it } from "vitest";
import { readSessionToken } from "#server/auth/session-cookie.ts";
import { getSessionUser } from "#server/auth/session-service.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { createStaff, jsonRequest, setupTestContext, signIn } from "#server/test/test-app.ts";
import { action } from "./staff.tsx";

const ctx = setupTestContext();

const NEW_PASSWORD = "a brand new long password";
const me = (cookie: string) => ctx.app.request("/api/v1/auth/me", { headers: { cookie } });

async function signInThreeTimes(email: string) {
  const sessions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    sessions.push((await signIn(ctx, email, undefined, `10.70.0.${index}`)).cookie);
  }
  for (const cookie of sessions) expect((await me(cookie)).status).toBe(200);
  return sessions;
}

async function expectOnlyFirstAlive([current, ...others]: string[]) {
  expect((await me(current)).status).toBe(200);
  for (const cookie of others) expect((await me(cookie)).status).toBe(401);
}

describe("changing your own password", () => {
  it("through the API ends every other session of the account and keeps the current one", async () => {
    const admin = await createStaff(ctx, "admin");
    const sessions = await signInThreeTimes(admin.email);
    const response = await ctx.app.request(
      `/api/v1/admin/staff/${admin.id}/password`,
      jsonRequest("PUT", { password: NEW_PASSWORD }, sessions[0]),
    );
    expect(response.status).toBe(200);
    await expectOnlyFirstAlive(sessions);
    expect((await signIn(ctx, admin.email, NEW_PASSWORD, "10.70.1.1")).response.status).toBe(200);
  });

  it("through the staff page ends every other session of the account and keeps the current one", async () => {
    const admin = await createStaff(ctx, "admin");
    const sessions = await signInThreeTimes(admin.email);
    const token = readSessionToken(sessions[0], ctx.services.config.SESSION_SECRET) ?? "";
    const user = await getSessionUser(ctx.db, token, ctx.services.now(), ctx.services.lifetimes);
    expect(user).not.toBeNull();
    const result = await callRoute(
      ctx,
      action,
      formPost("/admin/staff", {
        intent: "password",
        id: String(admin.id),
        password: NEW_PASSWORD,
      }),
      { user },
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      status: "success",
      answers: "password",
      message: "Password changed; your other sessions were ended",
    });
    expect(JSON.stringify(result.data)).not.toContain(NEW_PASSWORD);
    await expectOnlyFirstAlive(sessions);
  });
});
