import { beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, parseEmployeeCsv } from "#contracts/employee-csv.ts";
import { PUBLIC_CONTENT_CHANGES } from "#server/shared/domain-events.ts";
import { createTestEmployee, employeeInput } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();
const readAs = (path: string, cookie = cookies.admin) => requestWithCookie(ctx, path, {}, cookie);

beforeAll(async () => {
  await createTestEmployee(ctx, { name: "Existing Person", number: 700 });
});

const batch = (rows: unknown, cookie = cookies.admin, extra: Record<string, unknown> = {}) =>
  ctx.app.request("/api/v1/employees/batch", jsonRequest("POST", { rows, ...extra }, cookie));
const statuses = (results: { status: string }[]) => results.map((result) => result.status);

describe("POST /api/v1/employees/batch", () => {
  it("refuses editors and anonymous callers", async () => {
    expect((await batch([employeeInput()], cookies.editor)).status).toBe(403);
    expect((await batch([employeeInput()], "")).status).toBe(401);
  });

  it("answers 400 for a missing, empty or too long list (the staff screen's row limit)", async () => {
    const missing = await ctx.app.request(
      "/api/v1/employees/batch",
      jsonRequest("POST", {}, cookies.admin),
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.rows).toBeTruthy();
    expect((await batch([])).status).toBe(400);
    // As many rows as the staff screen sends in one request fit in the body an import may have.
    const tooMany = await batch(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => employeeInput()));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields.rows).toBe(
      `Kirim maksimal ${MAX_IMPORT_ROWS} baris per permintaan`,
    );
  });

  it("answers 400, not 500, for a file name the database cannot store (found by the fuzzer)", async () => {
    const response = await ctx.app.request(
      "/api/v1/employees/batch",
      jsonRequest("POST", { rows: [[]], file: "\u0000" }, cookies.admin),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.file).toBe("Ada karakter yang tidak bisa disimpan");
  });

  it("reports one result per row: created, failed with a reason, duplicate", async () => {
    const rows = [
      employeeInput({ name: "Good One", number: 701 }),
      employeeInput({ name: "", number: 702 }),
      employeeInput({ name: "Taken Number", number: 700 }),
      employeeInput({ name: "Bad Date", number: 703, joinDate: "2024-13-45" }),
      employeeInput({ name: "Twice A", number: 704 }),
      employeeInput({ name: "Twice B", number: 704 }),
      { ...employeeInput({ name: "Not Numeric" }), number: "abc" },
      employeeInput({ name: "Good Two", number: 705 }),
    ];
    const response = await batch(rows);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.results.map((r: { status: string }) => r.status)).toEqual([
      "created",
      "failed",
      "duplicate",
      "failed",
      "created",
      "duplicate",
      "failed",
      "created",
    ]);
    // The test accounts work in Indonesian (an account's default): the API answers them so.
    expect(data.results[1].reason).toContain("nama: Nama wajib diisi");
    expect(data.results[1].fields.name).toBe("Nama wajib diisi");
    expect(data.results[2].reason).toContain("700");
    expect(data.results[3].reason).toContain("tanggal_masuk");
    expect(data.results[6].fields.number).toBeTruthy();
    expect(data.summary).toEqual({ created: 3, updated: 0, failed: 3, duplicate: 2 });
    expect(data.results[0].id).toEqual(expect.any(Number));

    const list = await readAs("/api/v1/employees?search=Good&limit=100");
    const names = (await list.json()).data.map((row: { name: string }) => row.name).sort();
    expect(names).toEqual(["Good One", "Good Two"]);
  });

  it("records one audit event with the counts, as the staff screen's import does", async () => {
    const audit = await readAs("/api/v1/admin/audit?action=employee.import");
    const events = (await audit.json()).data;
    expect(events).toHaveLength(1);
    expect(events[0].details).toEqual({
      created: 3,
      updated: 0,
      failed: 3,
      duplicate: 2,
      rows: 8,
    });
  });
});

describe("POST /api/v1/employees/batch with existing employees", () => {
  const person = (number: number, overrides: Record<string, unknown> = {}) =>
    employeeInput({ name: `Re-import ${number}`, number, position: "Designer", ...overrides });

  it("refuses an unknown mode with 400 and the field's reason", async () => {
    const response = await batch([person(800)], cookies.admin, { existing: "replace" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.existing).toBe("existing must be update or skip");
  });

  it("skips existing numbers by default and with existing=skip, changing nothing", async () => {
    await createTestEmployee(ctx, { name: "Kept As Is", number: 810, position: "Writer" });
    for (const extra of [{}, { existing: "skip" }]) {
      const response = await batch([person(810, { name: "Renamed" })], cookies.admin, extra);
      const { data } = await response.json();
      expect(data.results[0]).toMatchObject({
        status: "duplicate",
        reason: "Nomor karyawan 810 sudah terdaftar",
      });
      expect(data.summary).toEqual({ created: 0, updated: 0, failed: 0, duplicate: 1 });
    }
    const list = await (await readAs("/api/v1/employees?search=810")).json();
    expect(list.data[0]).toMatchObject({ name: "Kept As Is", position: "Writer" });
  });

  it("with existing=update, updates matched numbers, creates new ones, and still reports real problems", async () => {
    const photo = "https://example.com/photo.jpg";
    const kept = await createTestEmployee(ctx, { name: "Old Name", number: 820, photo });
    await createTestEmployee(ctx, { name: "Other", number: 821 });
    const rows = [
      person(820, { name: "New Name", position: "Lead", joinDate: "2020-02-02", photo: undefined }),
      person(821, { status: "Intern" }),
      person(822),
      person(823, { joinDate: "2024-02-30" }),
      person(822, { name: "Twice" }),
    ];
    const response = await batch(rows, cookies.admin, { existing: "update", file: "again.csv" });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(statuses(data.results)).toEqual([
      "updated",
      "updated",
      "created",
      "failed",
      "duplicate",
    ]);
    expect(data.results[0].id).toBe(kept.id);
    expect(data.results[3].reason).toContain("tanggal_masuk");
    expect(data.summary).toEqual({ created: 1, updated: 2, failed: 1, duplicate: 1 });

    const updated = await (await readAs(`/api/v1/employees/${kept.id}`)).json();
    // The row's fields, as a manual edit would store them; an empty foto keeps the photo.
    expect(updated).toMatchObject({
      name: "New Name",
      number: 820,
      position: "Lead",
      joinDate: "2020-02-02",
      photo,
    });
    const audit = await (await readAs("/api/v1/admin/audit?action=employee.import&limit=1")).json();
    expect(audit.data[0].details).toEqual({
      created: 1,
      updated: 2,
      failed: 1,
      duplicate: 1,
      rows: 5,
      file: "again.csv",
    });
  });

  it("tells the public cache, which empties on it as on a manual edit (a team member's name may change)", async () => {
    const heard: string[] = [];
    const stop = ctx.services.events.listen(PUBLIC_CONTENT_CHANGES, () => {
      heard.push("changed");
    });
    try {
      await createTestEmployee(ctx, { name: "On The Site", number: 830 });
      await batch([person(830, { name: "Renamed On The Site" })], cookies.admin, {
        existing: "update",
      });
    } finally {
      stop();
    }
    expect(heard).toEqual(["changed"]);
  });

  it("re-importing the same rows with existing=update is idempotent: all updated, none created", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => person(900 + i));
    const first = (await (await batch(rows, cookies.admin, { existing: "update" })).json()).data;
    expect(first.summary).toEqual({ created: 30, updated: 0, failed: 0, duplicate: 0 });
    const again = (await (await batch(rows, cookies.admin, { existing: "update" })).json()).data;
    expect(again.summary).toEqual({ created: 0, updated: 30, failed: 0, duplicate: 0 });
    expect(again.results.map((r: { id: number }) => r.id)).toEqual(
      first.results.map((r: { id: number }) => r.id),
    );
    const list = await (await readAs("/api/v1/employees?search=Re-import%209&limit=100")).json();
    expect(list.data).toHaveLength(30);
  });
});

describe("GET /api/v1/employees/export", () => {
  it("exports the filtered list as CSV with formula cells neutralised, and it imports back", async () => {
    await createTestEmployee(ctx, {
      name: '=HYPERLINK("http://evil")',
      number: 9001,
      position: "+Designer, Senior",
      department: "@Creative",
    });
    const response = await readAs("/api/v1/employees/export?search=evil");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="employees-/);
    const text = await response.text();
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("nama,nomor,jabatan,departmen,tanggal_masuk,foto,status");
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil"")",9001,"'+Designer, Senior",'@Creative,2024-03-01,,Active`,
    );

    const parsed = parseEmployeeCsv(text);
    if (!parsed.ok) throw new Error("export must parse");
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0].data).toMatchObject({
      name: '=HYPERLINK("http://evil")',
      number: 9001,
      position: "+Designer, Senior",
      department: "@Creative",
    });
  });

  it("is for admins only and validates its query", async () => {
    const asEditor = await readAs("/api/v1/employees/export", cookies.editor);
    expect(asEditor.status).toBe(403);
    const bad = await readAs("/api/v1/employees/export?sortBy=salary");
    expect(bad.status).toBe(400);
  });
});
