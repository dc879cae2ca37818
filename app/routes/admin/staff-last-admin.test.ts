import { and, count, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/app-services.ts";
import { staffUsers } from "#server/db/schema.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import {
  createTestContext,
  jsonRequest,
  signedInAs,
  type TestContext,
} from "#server/test/test-app.ts";
import { action } from "./staff.tsx";

// A fresh database for each case: an admin left over from another case would be "another".
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

type Admin = { id: number; cookie: string; user: SessionUser };

async function createAdmins(total: number): Promise<Admin[]> {
  const admins: Admin[] = [];
  for (let index = 0; index < total; index += 1) {
    const { user, cookie } = await signedInAs(ctx, "admin");
    admins.push({ id: user.id, cookie, user: { ...user, sessionId: "test" } });
  }
  return admins;
}

async function countActiveAdmins(ids: number[]) {
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.id, ids),
        eq(staffUsers.role, "admin"),
        eq(staffUsers.disabled, false),
      ),
    );
  return Number(total);
}

/** Every admin tries to remove every other one, all at once. */
function everyPair(admins: Admin[]) {
  return admins.flatMap((actor) =>
    admins.filter((target) => target !== actor).map((target) => ({ actor, target })),
  );
}

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, total]) => `${total} x ${status}`)
    .join(", ");
}

const apiRemove = (actor: Admin, target: Admin, how: "disable" | "demote") =>
  ctx.app.request(
    `/api/v1/admin/staff/${target.id}/${how === "disable" ? "disabled" : "role"}`,
    jsonRequest("PUT", how === "disable" ? { disabled: true } : { role: "editor" }, actor.cookie),
  );

describe("never zero active admins, whatever the concurrency", () => {
  for (const how of ["disable", "demote"] as const) {
    it(`API: 8 admins each ${how} the 7 others, 56 requests at once: exactly one active admin remains`, async () => {
      const admins = await createAdmins(8);
      const responses = await Promise.all(
        everyPair(admins).map(({ actor, target }) => apiRemove(actor, target, how)),
      );
      const statuses = responses.map((response) => response.status);
      const active = await countActiveAdmins(admins.map((admin) => admin.id));
      console.log(`API ${how}, 56 at once: ${tally(statuses)}; active admins left: ${active}`);
      expect(active).toBe(1);
      expect(statuses.every((status) => status < 500)).toBe(true);
      // Every admin but the survivor was removed (two may remove the same one); a request from
      // an admin already removed is refused.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(7);
    });
  }

  it("API: 8 admins disable and demote each other at once (112 requests): exactly one active admin remains", async () => {
    const admins = await createAdmins(8);
    const responses = await Promise.all(
      everyPair(admins).flatMap(({ actor, target }) => [
        apiRemove(actor, target, "disable"),
        apiRemove(actor, target, "demote"),
      ]),
    );
    const statuses = responses.map((response) => response.status);
    const active = await countActiveAdmins(admins.map((admin) => admin.id));
    console.log(
      `API disable + demote, 112 at once: ${tally(statuses)}; active admins left: ${active}`,
    );
    expect(active).toBe(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
  });

  it("staff page form: 8 admins disable or demote each other at once (56 posts): exactly one active admin remains", async () => {
    const admins = await createAdmins(8);
    const results = await Promise.all(
      everyPair(admins).map(({ actor, target }, index) =>
        callRoute(
          ctx,
          action,
          formPost("/admin/staff", {
            intent: index % 2 ? "disable" : "role",
            id: String(target.id),
            role: "editor",
          }),
          { user: actor.user },
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    const active = await countActiveAdmins(admins.map((admin) => admin.id));
    console.log(
      `Form disable/demote, 56 at once: ${tally(statuses)}; active admins left: ${active}`,
    );
    expect(active).toBe(1);
    expect(statuses.every((status) => [200, 403, 409].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(7);
  });
});
