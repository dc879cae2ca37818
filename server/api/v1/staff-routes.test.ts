import { beforeAll, describe, expect, it } from "vitest";
import {
  createStaff,
  jsonRequest,
  requestWithCookie,
  setupTestContext,
  signedInAs,
  signIn,
  TEST_PASSWORD,
} from "#server/test/test-app.ts";

const ctx = setupTestContext();
let admin: string;
let adminId: number;
let editor: string;

beforeAll(async () => {
  const signedIn = await signedInAs(ctx, "admin");
  admin = signedIn.cookie;
  adminId = signedIn.user.id;
  editor = (await signedInAs(ctx, "editor")).cookie;
});

const call = (path: string, init: RequestInit = {}, cookie = admin) =>
  requestWithCookie(ctx, path, init, cookie);
const put = (path: string, body: unknown, cookie?: string) =>
  call(path, jsonRequest("PUT", body), cookie);
const me = (cookie: string) => call("/api/v1/auth/me", {}, cookie);

describe("staff endpoints", () => {
  it("are for admins only", async () => {
    expect((await call("/api/v1/admin/staff", {}, editor)).status).toBe(403);
    expect((await call("/api/v1/admin/staff", {}, "")).status).toBe(401);
    const create = await call(
      "/api/v1/admin/staff",
      jsonRequest("POST", {
        email: "x@projingga.test",
        name: "X",
        role: "admin",
        password: TEST_PASSWORD,
      }),
      editor,
    );
    expect(create.status).toBe(403);
  });

  it("lists accounts without password hashes", async () => {
    const response = await call("/api/v1/admin/staff");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      email: expect.any(String),
      disabled: false,
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);
  });

  it("creates an account, with field errors for bad input and 409 for a taken email", async () => {
    const bad = await call(
      "/api/v1/admin/staff",
      jsonRequest("POST", { email: "nope", name: "", role: "owner", password: "short" }),
    );
    expect(bad.status).toBe(400);
    const fields = (await bad.json()).error.fields;
    expect(Object.keys(fields).sort()).toEqual(["email", "name", "password", "role"]);
    const body = {
      email: "New.Person@Projingga.test",
      name: "New Person",
      role: "editor",
      password: TEST_PASSWORD,
    };
    const created = await call("/api/v1/admin/staff", jsonRequest("POST", body));
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({
      email: "new.person@projingga.test",
      role: "editor",
    });
    const again = await call("/api/v1/admin/staff", jsonRequest("POST", body));
    expect(again.status).toBe(409);
    expect((await signIn(ctx, "new.person@projingga.test")).response.status).toBe(200);
  });

  it("changes a role, but never the caller's own", async () => {
    const target = await createStaff(ctx, "editor");
    const changed = await put(`/api/v1/admin/staff/${target.id}/role`, { role: "admin" });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.role).toBe("admin");
    const self = await put(`/api/v1/admin/staff/${adminId}/role`, { role: "editor" });
    expect(self.status).toBe(409);
    const missing = await put("/api/v1/admin/staff/999999/role", { role: "editor" });
    expect(missing.status).toBe(404);
    const invalid = await put(`/api/v1/admin/staff/${target.id}/role`, { role: "root" });
    expect(invalid.status).toBe(400);
  });

  it("disabling ends the account's sessions and blocks sign-in; enabling restores it", async () => {
    const target = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, target.email, TEST_PASSWORD, "10.0.0.7");
    expect((await me(cookie)).status).toBe(200);
    const disabled = await put(`/api/v1/admin/staff/${target.id}/disabled`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await signIn(ctx, target.email, TEST_PASSWORD, "10.0.0.7")).response.status).toBe(401);
    const self = await put(`/api/v1/admin/staff/${adminId}/disabled`, { disabled: true });
    expect(self.status).toBe(409);
    await put(`/api/v1/admin/staff/${target.id}/disabled`, { disabled: false });
    expect((await signIn(ctx, target.email, TEST_PASSWORD, "10.0.0.7")).response.status).toBe(200);
  });

  it("resets a password: the old one stops working and sessions end", async () => {
    const target = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, target.email, TEST_PASSWORD, "10.0.0.8");
    const short = await put(`/api/v1/admin/staff/${target.id}/password`, { password: "short" });
    expect(short.status).toBe(400);
    const reset = await put(`/api/v1/admin/staff/${target.id}/password`, {
      password: "a brand new long password",
    });
    expect(reset.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await signIn(ctx, target.email, TEST_PASSWORD, "10.0.0.8")).response.status).toBe(401);
    expect(
      (await signIn(ctx, target.email, "a brand new long password", "10.0.0.8")).response.status,
    ).toBe(200);
  });

  it("writes who did what to the audit log", async () => {
    const response = await call("/api/v1/admin/audit?action=staff.");
    const actions = (await response.json()).data.map((event: { action: string }) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "staff.create",
        "staff.role",
        "staff.disable",
        "staff.enable",
        "staff.password_reset",
      ]),
    );
  });
});
