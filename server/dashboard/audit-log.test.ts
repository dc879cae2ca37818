import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, staffUsers } from "#server/db/schema.ts";
import { createStaff, setupTestContext } from "#server/test/test-app.ts";
import { listAuditActions, listAuditActors } from "./audit-log.ts";

const ctx = setupTestContext();

describe("the audit log's filter options", () => {
  it("lists each action once, sorted, and each person once by name, email or id, with system last", async () => {
    const kept = await createStaff(ctx, "admin");
    const gone = await createStaff(ctx, "editor");
    await ctx.db.update(staffUsers).set({ name: "Ayu Lestari" }).where(eq(staffUsers.id, kept.id));
    const rows = Array.from({ length: 60 }, (_, index) => ({
      action: ["lead.status_changed", "article.updated", "employee.updated"][index % 3],
      actorId: [kept.id, gone.id, null][index % 3],
      actorEmail: [kept.email, gone.email, null][index % 3],
    }));
    await ctx.db.insert(auditEvents).values(rows);
    // A deleted account's entries keep its email only.
    await ctx.db.delete(staffUsers).where(eq(staffUsers.id, gone.id));

    const actions = await listAuditActions(ctx.db);
    expect(actions).toEqual(
      expect.arrayContaining(["article.updated", "employee.updated", "lead.status_changed"]),
    );
    expect(actions).toEqual([...new Set(actions)].sort());

    const actors = await listAuditActors(ctx.db);
    expect(actors).toContainEqual({ value: String(kept.id), label: "Ayu Lestari" });
    expect(actors).toContainEqual({ value: String(gone.id), label: gone.email });
    expect(actors.at(-1)).toEqual({ value: "system", label: "" });
    expect(actors.filter((actor) => actor.value === String(kept.id))).toHaveLength(1);
  });
});
