import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { employeeInputSchema } from "#contracts/employee-schema.ts";
import { auditEvents, employees, teamMembers, teamMemberTranslations } from "#server/db/schema.ts";
import { listTeamMembers } from "#server/site/site-content.ts";
import { createTestEmployee, employeeInput } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { importEmployees } from "./employee-import.ts";
import {
  createEmployee,
  deleteEmployee,
  deleteEmployees,
  findTakenNumbers,
  getEmployee,
  listEmployees,
  listEmployeesForExport,
  liveEmployee,
  PURGE_GRACE_SECONDS,
  purgeDeletedEmployees,
  restoreEmployees,
  UNDO_SECONDS,
  updateEmployee,
} from "./employee-service.ts";

const ctx = setupTestContext();
const actor = { id: 1, email: "dewi@projingga.test" };
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const listQuery = { page: 1, limit: 100, search: "", sortBy: "name", sortOrder: "asc" } as const;

async function seed(names: string[]) {
  await ctx.db.delete(employees);
  const rows = [];
  for (const [i, name] of names.entries()) {
    rows.push(await createTestEmployee(ctx, { name, number: 8000 + i }));
  }
  return rows;
}

/** Shows the employee on the team page, so a purge must take that entry too. */
const putOnTeam = (employeeId: number) =>
  ctx.db.insert(teamMembers).values({
    employeeId,
    role: "Leadership",
    portrait: { url: "/a.webp", width: 10, height: 10 },
  });
const allRows = () => ctx.db.select({ id: employees.id }).from(employees);
const listedNames = async () =>
  (await listEmployees(ctx.db, listQuery)).data.map((row) => row.name);

describe("a delete can be undone for a few seconds, then the rows are purged", () => {
  beforeEach(async () => {
    await ctx.db.delete(auditEvents);
  });

  it("hides a bulk delete from lists, reads, exports and the team page, and Undo brings all back", async () => {
    const [andi, budi, citra] = await seed(["Andi", "Budi", "Citra", "Dewi"]);
    await putOnTeam(andi.id);
    await ctx.db
      .insert(teamMemberTranslations)
      .values({ employeeId: andi.id, locale: "en", jobTitle: "Lead", portraitAlt: "" });
    expect((await listTeamMembers(ctx.db, "en")).map((m) => m.name)).toEqual(["Andi"]);

    const now = new Date();
    const { deleted, undoToken } = await deleteEmployees(
      ctx.services,
      { ids: [citra.id, andi.id, budi.id] },
      actor,
      now,
    );
    expect(deleted.map((row) => row.name)).toEqual(["Andi", "Budi", "Citra"]);
    expect(await listedNames()).toEqual(["Dewi"]);
    const exported = await listEmployeesForExport(ctx.db, listQuery, actor);
    expect(exported.map((row) => row.name)).toEqual(["Dewi"]);
    await expect(getEmployee(ctx.db, andi.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(
      updateEmployee(
        ctx.services,
        andi.id,
        { ...andi, photo: undefined, photoPath: undefined },
        actor,
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);

    const undone = await restoreEmployees(
      ctx.services,
      undoToken,
      actor,
      at(now, UNDO_SECONDS - 1),
    );
    expect(undone.restored.map((row) => row.name)).toEqual(["Andi", "Budi", "Citra"]);
    expect(await listedNames()).toEqual(["Andi", "Budi", "Citra", "Dewi"]);
    expect((await listTeamMembers(ctx.db, "en")).map((m) => m.name)).toEqual(["Andi"]);

    const entries = await ctx.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .orderBy(auditEvents.id);
    expect(entries).toEqual([
      {
        action: "employee.bulk_delete",
        details: { count: 3, ids: 3, names: ["Andi", "Budi", "Citra"] },
      },
      { action: "employee.export", details: { rows: 1 } },
      { action: "employee.restore", details: { count: 3, names: ["Andi", "Budi", "Citra"] } },
    ]);
  });

  it("refuses an Undo after the window, and purges (with the team entry) only after the grace", async () => {
    const [andi] = await seed(["Andi", "Budi"]);
    await putOnTeam(andi.id);
    const now = new Date();
    const { undoToken } = await deleteEmployee(ctx.services, andi.id, actor, now);
    await expect(
      restoreEmployees(ctx.services, undoToken, actor, at(now, UNDO_SECONDS + 1)),
    ).rejects.toMatchObject({ code: "undo_expired" });
    expect(await purgeDeletedEmployees(ctx.db, at(now, UNDO_SECONDS + 1))).toBe(0);
    expect(await allRows()).toHaveLength(2);
    expect(
      await purgeDeletedEmployees(ctx.db, at(now, UNDO_SECONDS + PURGE_GRACE_SECONDS + 1)),
    ).toBe(1);
    expect(await allRows()).toHaveLength(1);
    expect(await ctx.db.select().from(teamMembers)).toEqual([]);
    await expect(
      restoreEmployees(ctx.services, undoToken, actor, at(now, UNDO_SECONDS - 1)),
    ).rejects.toMatchObject({ code: "undo_expired" });
  });

  it("a second delete of a hidden row is a 404, and an unknown token is too late", async () => {
    const [andi] = await seed(["Andi"]);
    await deleteEmployee(ctx.services, andi.id, actor);
    await expect(deleteEmployee(ctx.services, andi.id, actor)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      restoreEmployees(ctx.services, "6f1c1f0e-2f5e-4c59-9a55-2b3a2d3f4e5a", actor),
    ).rejects.toMatchObject({ code: "undo_expired" });
  });
});

describe("Undo under real concurrency", () => {
  it("two dozen staff undoing the same delete at once restore it once", async () => {
    const rows = await seed(["Andi", "Budi", "Citra"]);
    const now = new Date();
    const { undoToken } = await deleteEmployees(
      ctx.services,
      { ids: rows.map((row) => row.id) },
      actor,
      now,
    );
    await ctx.db.delete(auditEvents);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, () =>
        restoreEmployees(ctx.services, undoToken, actor, at(now, 2)),
      ),
    );
    const results = outcomes.map((outcome) => {
      if (outcome.status === "rejected") throw outcome.reason;
      return outcome.value;
    });
    expect(results.filter((result) => result.restored.length === 3)).toHaveLength(1);
    expect(results.filter((result) => result.alreadyRestored)).toHaveLength(23);
    expect(await listedNames()).toEqual(["Andi", "Budi", "Citra"]);
    const restoreEntries = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "employee.restore"));
    expect(restoreEntries).toHaveLength(1);
  });

  it("Undo racing purges restores all of a delete's rows or none, never part, and never fails", async () => {
    for (let round = 0; round < 4; round += 1) {
      await ctx.db.delete(employees);
      // A delete large enough that an Undo and a purge statement overlap on its rows.
      const inserted = await ctx.db
        .insert(employees)
        .values(
          Array.from({ length: 600 }, (_, i) => ({
            name: `Race ${String(i).padStart(3, "0")}`,
            number: 20_000 + i,
            position: "Host",
            department: "Live Commerce",
            joinDate: "2025-02-03",
            status: "Active",
          })),
        )
        .returning({ id: employees.id });
      const now = new Date();
      const { undoToken } = await deleteEmployees(
        ctx.services,
        { ids: inserted.slice(0, 599).map((row) => row.id) },
        actor,
        now,
      );
      // Clocks far apart on purpose (one instance's Undo inside the window, another's purge
      // past the grace): only the locks keep the delete whole.
      const purgeAt = at(now, UNDO_SECONDS + PURGE_GRACE_SECONDS + 5);
      const calls: Promise<unknown>[] = [];
      for (let i = 0; i < 30; i += 1) {
        calls.push(
          i % 3 === 0
            ? restoreEmployees(ctx.services, undoToken, actor, at(now, 3)).catch(
                (error: { code?: string }) => {
                  if (error.code !== "undo_expired") throw error;
                  return "expired";
                },
              )
            : purgeDeletedEmployees(ctx.db, purgeAt),
        );
      }
      await Promise.all(calls);
      const left = (await allRows()).length;
      const live = (await ctx.db.select({ id: employees.id }).from(employees).where(liveEmployee))
        .length;
      // Either the Undo won (600 rows, all shown) or the purge did (1 row left).
      expect([
        [600, 600],
        [1, 1],
      ]).toContainEqual([left, live]);
    }
  });
});

describe("a deleted employee's number stays taken until the purge (ADR 0017)", () => {
  const held = (number: number) =>
    `Number ${number} still belongs to an employee deleted a moment ago, until that delete is final`;

  it("refuses it to a create, an update and both import modes, and Undo then brings the employee back", async () => {
    const [andi, budi] = await seed(["Andi", "Budi"]);
    await putOnTeam(andi.id);
    const now = new Date();
    const { undoToken } = await deleteEmployee(ctx.services, andi.id, actor, now);

    const input = employeeInputSchema.parse(
      employeeInput({ name: "Andi Baru", number: andi.number }),
    );
    await expect(createEmployee(ctx.services, input, actor)).rejects.toMatchObject({
      code: "duplicate_number",
      fields: { number: held(andi.number) },
    });
    await expect(
      updateEmployee(ctx.services, budi.id, { ...input, name: "Budi" }, actor),
    ).rejects.toMatchObject({ code: "duplicate_number", fields: { number: held(andi.number) } });
    for (const existing of ["skip", "update"] as const) {
      const report = await importEmployees(ctx.services, {
        rows: [
          employeeInput({ name: "Andi Baru", number: andi.number }),
          employeeInput({ name: "Citra", number: 8100 }),
        ],
        existing,
      });
      expect(report.results[0]).toEqual({
        index: 0,
        status: "failed",
        reason: `nomor: ${held(andi.number)}`,
        fields: { number: held(andi.number) },
      });
      expect(report.results[1].status).toBe(existing === "skip" ? "created" : "updated");
    }
    expect(await listedNames()).toEqual(["Budi", "Citra"]);

    const undone = await restoreEmployees(
      ctx.services,
      undoToken,
      actor,
      at(now, UNDO_SECONDS - 1),
    );
    expect(undone.restored.map((row) => row.name)).toEqual(["Andi"]);
    expect(await getEmployee(ctx.db, andi.id)).toMatchObject({ name: "Andi", number: andi.number });
    expect(await listedNames()).toEqual(["Andi", "Budi", "Citra"]);
    expect(await ctx.db.select().from(teamMembers)).toHaveLength(1);
    // A live number is still only "in use", and a skipped import row only a duplicate.
    await expect(createEmployee(ctx.services, input, actor)).rejects.toMatchObject({
      fields: { number: `Number ${andi.number} is already in use` },
    });
  });

  it("frees the number once the purge has removed the deleted row", async () => {
    const [andi] = await seed(["Andi"]);
    const now = new Date();
    await deleteEmployee(ctx.services, andi.id, actor, now);
    await purgeDeletedEmployees(ctx.db, at(now, UNDO_SECONDS + PURGE_GRACE_SECONDS + 1));
    const recreated = await createEmployee(
      ctx.services,
      employeeInputSchema.parse(employeeInput({ name: "Andi Baru", number: andi.number })),
    );
    expect(recreated.id).not.toBe(andi.id);
    expect(await findTakenNumbers(ctx.db, [andi.number])).toEqual([andi.number]);
  });
});
