import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { employeeInputSchema } from "#contracts/employee-schema.ts";
import { auditEvents, employees } from "#server/db/schema.ts";
import { createEmployee, setEmployeesStatus } from "#server/employees/employee-service.ts";
import { employeeInput } from "#server/test/factories.ts";
import { jsonRequest, setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { commitChange } from "./commit-change.ts";

const ctx = setupTestContext();
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  admin = await signedInAs(ctx, "admin");
});

const entriesFor = (entityId: number) =>
  ctx.db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, "employee"), eq(auditEvents.entityId, String(entityId))));

describe("each change writes its audit entry in its own transaction", () => {
  it("records one entry per API create, update and delete, with the actor", async () => {
    const created = await ctx.app.request(
      "/api/v1/employees",
      jsonRequest("POST", employeeInput({ number: 7101, name: "Ayu Lestari" }), admin.cookie),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const updated = await ctx.app.request(
      `/api/v1/employees/${id}`,
      jsonRequest("PUT", employeeInput({ number: 7101, name: "Ayu L." }), admin.cookie),
    );
    expect(updated.status).toBe(200);
    const deleted = await ctx.app.request(`/api/v1/employees/${id}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(deleted.status).toBe(200);
    expect(await entriesFor(id)).toEqual([
      {
        action: "employee.create",
        actorId: admin.user.id,
        details: { name: "Ayu Lestari", number: 7101 },
      },
      {
        action: "employee.update",
        actorId: admin.user.id,
        details: {
          name: "Ayu L.",
          changes: [{ field: "name", from: "Ayu Lestari", to: "Ayu L." }],
        },
      },
      {
        action: "employee.delete",
        actorId: admin.user.id,
        details: { name: "Ayu L.", number: 7101 },
      },
    ]);
  });

  it("records a bulk change once with its count; a change without an actor is not audited", async () => {
    const actor = { id: admin.user.id, email: admin.user.email };
    const one = await createEmployee(
      ctx.services,
      employeeInputSchema.parse(employeeInput({ number: 7201 })),
    );
    expect(await entriesFor(one.id)).toEqual([]);
    await setEmployeesStatus(ctx.services, { ids: [one.id] }, "Inactive", actor);
    const bulk = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, "employee.bulk_status"));
    expect(bulk).toEqual([{ details: { count: 1, status: "Inactive", ids: 1 } }]);
  });

  it("records article and category changes once each, the same from the API as from the screens", async () => {
    const created = await ctx.app.request(
      "/api/v1/admin/articles",
      jsonRequest(
        "POST",
        { title: "Audit me", content: "<p>Body</p>", categories: ["Audited"] },
        admin.cookie,
      ),
    );
    expect(created.status).toBe(201);
    const { uid } = ((await created.json()) as { data: { uid: string } }).data;
    await ctx.app.request(
      `/api/v1/admin/articles/${uid}`,
      jsonRequest(
        "PUT",
        { title: "Audit me again", content: "<p>Body</p>", status: "published" },
        admin.cookie,
      ),
    );
    const removed = await ctx.app.request(`/api/v1/admin/articles/${uid}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(removed.status).toBe(200);
    const entries = await ctx.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "article"), eq(auditEvents.entityId, uid)));
    expect(entries).toEqual([
      { action: "article.create", details: { title: "Audit me", status: "draft" } },
      { action: "article.update", details: { title: "Audit me again", status: "published" } },
      { action: "article.delete", details: { title: "Audit me again" } },
    ]);
  });

  it("keeps the entry when a listener fails after the commit, and writes none when the change fails", async () => {
    const actor = { id: admin.user.id, email: admin.user.email };
    const stop = ctx.services.events.listen(["employee.created"], () => {
      throw new Error("the cache purge crashed");
    });
    try {
      await expect(
        createEmployee(
          ctx.services,
          employeeInputSchema.parse(employeeInput({ number: 7301 })),
          actor,
        ),
      ).rejects.toThrow("the cache purge crashed");
    } finally {
      stop();
    }
    const [stored] = await ctx.db
      .select({ id: auditEvents.entityId })
      .from(auditEvents)
      .where(eq(auditEvents.action, "employee.create"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(await entriesFor(Number(stored.id))).toEqual([
      {
        action: "employee.create",
        actorId: actor.id,
        details: expect.objectContaining({ number: 7301 }),
      },
    ]);

    // The entry is part of the change's transaction: when it cannot be stored (jsonb refuses
    // a NUL), the employee it would record is not stored either.
    const refused = commitChange(ctx.services, "employee.created", async (tx) => {
      const data = employeeInputSchema.parse(employeeInput({ number: 7302 }));
      const [row] = await tx.insert(employees).values(data).returning();
      return [row, { actor, id: row.id, name: "Nul\u0000", number: row.number }];
    });
    await expect(refused).rejects.toThrow();
    expect(await ctx.db.select().from(employees).where(eq(employees.number, 7302))).toEqual([]);
  });

  it("refuses an announcement inside the change's transaction, which then stores nothing", async () => {
    const actor = { id: admin.user.id, email: admin.user.email };
    const early = commitChange(ctx.services, "employee.created", async (tx) => {
      const data = employeeInputSchema.parse(employeeInput({ number: 7303 }));
      const [row] = await tx.insert(employees).values(data).returning();
      const change = { actor, id: row.id, name: row.name, number: row.number };
      await ctx.services.events.announce("employee.created", change);
      return [row, change];
    });
    await expect(early).rejects.toThrow("employee.created announced before its commit");
    expect(await ctx.db.select().from(employees).where(eq(employees.number, 7303))).toEqual([]);
  });
});
