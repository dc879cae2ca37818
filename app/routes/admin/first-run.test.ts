import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStaffUser } from "#server/auth/auth-service.ts";
import { staffUsers } from "#server/db/schema.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { setupTestContext, TEST_PASSWORD } from "#server/test/test-app.ts";
import { action as dashboardAction, loader as dashboardLoader } from "./dashboard.tsx";
import { action as setupAction } from "./setup.tsx";

const ctx = setupTestContext();

describe("first run", () => {
  it("the first admin's account speaks the setup page's language and keeps a checklist until dismissed", async () => {
    const post = formPost("/setup", {
      name: "Ayu Pertama",
      email: "first@projingga.test",
      password: TEST_PASSWORD,
    });
    post.headers.set("cookie", "lang=en");
    const created = await callRoute(ctx, setupAction, post);
    expect(created.status).toBe(302);
    const [account] = await ctx.db.select().from(staffUsers);
    expect(account.locale).toBe("en");
    expect(account.setupChecklist).toBe(true);

    const user = {
      id: account.id,
      email: account.email,
      name: account.name,
      role: "admin" as const,
      sessionId: "s",
    };
    const get = () => new Request("http://localhost/admin/dashboard");
    const first = await callRoute(ctx, dashboardLoader, get(), { user });
    expect((first.data as { checklist: unknown }).checklist).toEqual({
      teamInvited: false,
      mailReady: false,
    });

    // An invited member gets neither the checklist nor the first admin's language.
    await createStaffUser(
      ctx.db,
      { email: "editor@projingga.test", name: "Eka", role: "editor", password: TEST_PASSWORD },
      null,
    );
    const [editor] = await ctx.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "editor@projingga.test"));
    expect(editor.setupChecklist).toBe(false);
    expect(editor.locale).toBe("id");
    const invited = await callRoute(ctx, dashboardLoader, get(), { user });
    expect((invited.data as { checklist: { teamInvited: boolean } }).checklist.teamInvited).toBe(
      true,
    );

    const dismissed = await callRoute(ctx, dashboardAction, formPost("/admin/dashboard", {}), {
      user,
    });
    expect(dismissed.status).toBe(200);
    const after = await callRoute(ctx, dashboardLoader, get(), { user });
    expect((after.data as { checklist: unknown }).checklist).toBeNull();
  });
});
