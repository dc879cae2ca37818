import { describe, expect, it } from "vitest";
import { admin as adminMessages } from "#contracts/messages/admin.ts";
import { staffUsers } from "#server/db/schema.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { setupTestContext, TEST_PASSWORD } from "#server/test/test-app.ts";
import { action } from "./setup.tsx";

const ctx = setupTestContext();

describe("first-run setup", () => {
  it("of 60 parallel posts, exactly one creates the first admin; the others get 403 'setup is finished'", async () => {
    const posts = Array.from({ length: 60 }, (_, index) =>
      formPost("/setup", {
        name: `Racer ${index}`,
        // Half of them race for the same email, half with their own.
        email: index % 2 ? "same@projingga.test" : `racer${index}@projingga.test`,
        password: TEST_PASSWORD,
      }),
    );
    const results = await Promise.all(posts.map((request) => callRoute(ctx, action, request)));
    const created = results.filter((result) => result.status === 302);
    const refused = results.filter((result) => result.status === 403);
    console.log(
      `Setup, 60 parallel posts: ${created.length} x 302 (admin created), ${refused.length} x 403`,
    );
    expect(created).toHaveLength(1);
    expect(created[0].headers.get("location")).toBe("/admin/dashboard");
    expect(created[0].headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(refused).toHaveLength(59);
    // Arriving after the first admin: the page's "closed" answer; racing it: the form's reason.
    for (const result of refused) {
      const answer = result.data as { message?: string; error?: Record<string, string[]> };
      const reason = answer.message ?? answer.error?.[""]?.[0];
      expect(reason).toMatch(/^Setup is finished: a staff account already exists/);
      if (answer.message) expect(answer.message).toBe(adminMessages.setup.closed);
      expect(JSON.stringify(answer)).not.toContain(TEST_PASSWORD);
    }
    const accounts = await ctx.db.select().from(staffUsers);
    expect(accounts).toHaveLength(1);
    expect(accounts[0].role).toBe("admin");
  });
});
