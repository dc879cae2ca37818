import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/app-services.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { action } from "./staff.tsx";

const ctx = setupTestContext();

const asAdmin = async (): Promise<SessionUser> => {
  const { user } = await signedInAs(ctx, "admin");
  return { ...user, sessionId: "test" };
};

describe("the staff page's forms (one action, one reply per intent)", () => {
  it("create: an invalid form gets 400 with each field's reason and what was typed, never the password", async () => {
    const user = await asAdmin();
    const result = await callRoute(
      ctx,
      action,
      formPost("/admin/staff", {
        intent: "create",
        name: "",
        email: "not an email",
        role: "editor",
        password: "short",
      }),
      { user },
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "error",
      initialValue: { email: "not an email", role: "editor" },
      error: {
        name: ["Name is required"],
        email: ["Enter a valid email address"],
        password: [expect.any(String)],
      },
    });
    expect(JSON.stringify(result.data)).not.toContain("short");
  });

  it("create, then the same email again: saved with its message, then 409 at the email", async () => {
    const user = await asAdmin();
    const post = () =>
      callRoute(
        ctx,
        action,
        formPost("/admin/staff", {
          intent: "create",
          name: "Nia",
          email: "nia@projingga.test",
          role: "editor",
          password: "a-long-enough-password-1",
        }),
        { user },
      );
    const created = await post();
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      status: "success",
      answers: "create",
      message: "Staff account created",
    });
    const again = await post();
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      status: "error",
      error: { email: ["A staff account with this email exists"] },
    });
  });

  it("a row form without a valid account id is refused; an unknown intent is a 400", async () => {
    const user = await asAdmin();
    const role = await callRoute(
      ctx,
      action,
      formPost("/admin/staff", { intent: "role", id: "x", role: "admin" }),
      { user },
    );
    expect(role.status).toBe(400);
    expect(role.data).toMatchObject({ error: { id: ["Staff account not found"] } });
    const unknown = await callRoute(ctx, action, formPost("/admin/staff", { intent: "x" }), {
      user,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ status: "error", error: { "": ["Unknown action"] } });
  });
});
