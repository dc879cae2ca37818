import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { AuditEvent } from "#contracts/audit-schema.ts";
import { staffUsers } from "#server/db/schema.ts";
import { deleteEmployees } from "#server/employees/employee-service.ts";
import { employeeInput } from "#server/test/factories.ts";
import { jsonRequest, setupTestContext, signedInAs } from "#server/test/test-app.ts";

const ctx = setupTestContext();
let dewi: Awaited<ReturnType<typeof signedInAs>>;
let raka: Awaited<ReturnType<typeof signedInAs>>;

const get = (path: string, cookie = dewi.cookie) => ctx.app.request(path, { headers: { cookie } });
const listed = async (query: string) =>
  ((await (await get(`/api/v1/admin/audit?${query}`)).json()) as { data: AuditEvent[] }).data;

beforeAll(async () => {
  dewi = await signedInAs(ctx, "admin");
  raka = await signedInAs(ctx, "admin");
  await ctx.db.update(staffUsers).set({ name: "Dewi" }).where(eq(staffUsers.id, dewi.user.id));
  const ids: number[] = [];
  for (const [i, name] of ["Andi", "Budi", "Citra"].entries()) {
    const created = await ctx.app.request(
      "/api/v1/employees",
      jsonRequest("POST", employeeInput({ name, number: 9100 + i }), raka.cookie),
    );
    ids.push(((await created.json()) as { id: number }).id);
  }
  const updated = await ctx.app.request(
    `/api/v1/employees/${ids[0]}`,
    jsonRequest(
      "PUT",
      employeeInput({
        name: "Andi",
        number: 9100,
        status: "Inactive",
        photo: "https://cdn.example.com/secret.webp",
      }),
      raka.cookie,
    ),
  );
  expect(updated.status).toBe(200);
  await deleteEmployees(ctx.services, { ids }, { id: dewi.user.id, email: dewi.user.email });
});

describe("GET /api/v1/admin/audit", () => {
  it("stores what an update changed, without the photo's address", async () => {
    const [update] = await listed("action=employee.update");
    expect(update.details).toEqual({
      name: "Andi",
      changes: [
        { field: "status", from: "Active", to: "Inactive" },
        { field: "photo", masked: true },
      ],
    });
    expect(JSON.stringify(update.details)).not.toContain("secret");
  });

  it("filters by person, action and day, and names the member", async () => {
    const byDewi = await listed(`actor=${dewi.user.id}&action=employee.`);
    expect(byDewi.map((event) => [event.action, event.actorName])).toEqual([
      ["employee.bulk_delete", "Dewi"],
    ]);
    expect(byDewi[0].details).toMatchObject({ count: 3, names: ["Andi", "Budi", "Citra"] });
    expect(await listed(`actor=${raka.user.id}&action=employee.create`)).toHaveLength(3);
    expect((await listed("actor=system")).every((event) => event.actorEmail === null)).toBe(true);
    // The filter's days are the agency's (Jakarta): after 17:00 UTC, the UTC date is yesterday.
    const today = agencyDay(ctx.services.now());
    expect((await listed(`action=employee.bulk_delete&from=${today}&to=${today}`)).length).toBe(1);
    expect(await listed("action=employee.bulk_delete&to=2020-01-01")).toEqual([]);
    expect((await get("/api/v1/admin/audit?from=yesterday")).status).toBe(400);
    expect((await get("/api/v1/admin/audit?actor=1;drop")).status).toBe(400);
    // Ten digits past PostgreSQL's integer answered 500 before (found by the fuzzer's kin).
    expect((await get("/api/v1/admin/audit?actor=9999999999")).status).toBe(400);
    expect((await get("/api/v1/admin/audit/export?actor=2147483648")).status).toBe(400);
  });

  it("exports the filtered log as CSV sentences in the member's language", async () => {
    const response = await get(`/api/v1/admin/audit/export?action=employee.bulk_delete`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    const [header, row, end] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("Waktu,Oleh,Email,Tindakan,Yang terjadi");
    expect(row).toContain(
      `Dewi,${dewi.user.email},Karyawan dihapus (massal),"Dewi menghapus 3 karyawan: Andi, Budi, Citra"`,
    );
    expect(end).toBe("");
    const editor = await signedInAs(ctx, "editor");
    expect((await get("/api/v1/admin/audit/export", editor.cookie)).status).toBe(403);
  });
});
