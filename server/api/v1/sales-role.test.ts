import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "#server/db/schema.ts";
import {
  jsonRequest,
  requestWithCookie,
  setupTestContext,
  signedInAs,
} from "#server/test/test-app.ts";

const ctx = setupTestContext();
let sales: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let leadId: number;

beforeAll(async () => {
  sales = await signedInAs(ctx, "sales");
  admin = await signedInAs(ctx, "admin");
  const [lead] = await ctx.db
    .insert(leads)
    .values({ source: "contact", name: "Sari", email: "sari@example.com" })
    .returning();
  leadId = lead.id;
});

const call = (path: string, cookie: string, init: RequestInit = {}) =>
  requestWithCookie(ctx, path, init, cookie);

describe("the sales role", () => {
  it("reads and works the leads and the dashboard", async () => {
    expect((await call("/api/v1/admin/leads", sales.cookie)).status).toBe(200);
    expect((await call(`/api/v1/admin/leads/${leadId}`, sales.cookie)).status).toBe(200);
    expect((await call("/api/v1/admin/leads/export", sales.cookie)).status).toBe(200);
    expect((await call("/api/v1/admin/dashboard", sales.cookie)).status).toBe(200);
    const status = await call(
      `/api/v1/admin/leads/${leadId}/status`,
      sales.cookie,
      jsonRequest("PUT", { status: "contacted" }),
    );
    expect(status.status).toBe(200);
  });

  it("gets 403 on employees, staff accounts and the audit log", async () => {
    for (const path of [
      "/api/v1/employees",
      "/api/v1/employees/export",
      "/api/v1/admin/staff",
      "/api/v1/admin/audit",
    ]) {
      expect([path, (await call(path, sales.cookie)).status]).toEqual([path, 403]);
    }
    const created = await call(
      "/api/v1/admin/staff",
      sales.cookie,
      jsonRequest("POST", {
        email: "x@projingga.test",
        name: "X",
        role: "admin",
        password: "long-enough-password",
      }),
    );
    expect(created.status).toBe(403);
    const role = await call(
      `/api/v1/admin/staff/${sales.user.id}/role`,
      sales.cookie,
      jsonRequest("PUT", { role: "admin" }),
    );
    expect(role.status).toBe(403);
  });

  it("can be given a lead by an admin, and give one to an admin", async () => {
    const toSales = await call(
      `/api/v1/admin/leads/${leadId}/owner`,
      admin.cookie,
      jsonRequest("PUT", { ownerId: sales.user.id }),
    );
    expect(toSales.status).toBe(200);
    expect((await toSales.json()).data.ownerId).toBe(sales.user.id);
    const toAdmin = await call(
      `/api/v1/admin/leads/${leadId}/owner`,
      sales.cookie,
      jsonRequest("PUT", { ownerId: admin.user.id }),
    );
    expect(toAdmin.status).toBe(200);
  });

  it("refuses an editor as a lead's owner, naming the field", async () => {
    const editor = await signedInAs(ctx, "editor");
    const response = await call(
      `/api/v1/admin/leads/${leadId}/owner`,
      admin.cookie,
      jsonRequest("PUT", { ownerId: editor.user.id }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.ownerId).toBeTruthy();
  });
});
