import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EmployeeImportReport, MAX_IMPORT_ROWS } from "#contracts/employee-csv.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents, employees } from "#server/db/schema.ts";
import {
  findTakenNumbers,
  liveEmployee,
  PURGE_GRACE_SECONDS,
  UNDO_SECONDS,
} from "#server/employees/employee-service.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { createTestEmployee } from "#server/test/factories.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action as formAction, loader as formLoader } from "./employee-form.tsx";
import { action as listAction, loader as listLoader } from "./employee-list.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
  editor = await createSessionUser(ctx, "editor");
});

async function seed(count: number, overrides: (i: number) => Record<string, unknown> = () => ({})) {
  await ctx.db.delete(employees);
  const created = [];
  for (let i = 0; i < count; i += 1) {
    created.push(
      await createTestEmployee(ctx, {
        name: `Person ${String(i).padStart(2, "0")}`,
        number: 7000 + i,
        ...overrides(i),
      }),
    );
  }
  return created;
}

const get = (path: string) => new Request(`http://localhost${path}`);
const list = (path: string, user: SessionUser | null = admin) =>
  callRoute(ctx, listLoader, get(path), { user });
const post = (path: string, fields: Record<string, string>, extra?: [string, string][]) => {
  const body = new URLSearchParams(fields);
  for (const [key, value] of extra ?? []) body.append(key, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: body.toString(),
  });
};
const postToList = (
  fields: Record<string, string>,
  extra?: [string, string][],
  user: SessionUser = admin,
) => callRoute(ctx, listAction, post("/admin/employee", fields, extra), { user });
/** The import wizard's calls: JSON, as `fetcher.submit(..., { encType: "application/json" })`. */
const postJsonToList = (body: string) =>
  callRoute(
    ctx,
    listAction,
    new Request("http://localhost/admin/employee", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body,
    }),
    { user: admin },
  );
type ListData = {
  rows: { id: number; name: string; status: string }[];
  pagination: { totalCount: number };
};

describe("employee list loader", () => {
  beforeEach(() => seed(12));

  it("reads page (zero-based), sort and search from the address", async () => {
    const result = await list("/admin/employee?page=1&limit=10&sortBy=name&sortOrder=asc");
    const data = result.data as ListData;
    expect(result.status).toBe(200);
    expect(data.rows.map((row) => row.name)).toEqual(["Person 10", "Person 11"]);
    const searched = (await list("/admin/employee?search=Person%2003")).data as ListData;
    expect(searched.rows.map((row) => row.name)).toEqual(["Person 03"]);
  });

  it("falls back to defaults for odd values and refuses editors and visitors", async () => {
    const odd = (await list("/admin/employee?page=-4&sortBy=drop&limit=7&search=%00"))
      .data as ListData;
    expect(odd.rows).toHaveLength(10);
    expect((await list("/admin/employee", editor)).status).toBe(403);
    expect((await list("/admin/employee", null)).status).toBe(302);
  });
});

describe("employee list actions", () => {
  it("deletes one employee and writes the audit entry", async () => {
    const [first] = await seed(2);
    const result = await postToList({ intent: "delete", id: String(first.id) });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      status: "success",
      answers: "delete",
      result: { undoSeconds: UNDO_SECONDS, summary: "Person 00 deleted" },
    });
    expect(await ctx.db.select().from(employees).where(liveEmployee)).toHaveLength(1);
    const again = await postToList({ intent: "delete", id: String(first.id) });
    expect(again.status).toBe(404);
  });

  it("bulk-deletes the ticked rows, one audit entry with the count", async () => {
    const rows = await seed(5);
    const ids = rows.slice(0, 3).map((row): [string, string] => ["ids", String(row.id)]);
    const result = await postToList({ intent: "bulk-delete" }, ids);
    expect(result.data).toMatchObject({ status: "success", message: "3 employees deleted" });
    expect(await ctx.db.select().from(employees).where(liveEmployee)).toHaveLength(2);
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "employee.bulk_delete"));
    expect(entry.details).toMatchObject({
      count: 3,
      ids: 3,
      names: ["Person 00", "Person 01", "Person 02"],
    });
  });

  it("undoes a bulk delete with the token its answer carried, until the window closes", async () => {
    const rows = await seed(4);
    const ids = rows.slice(0, 3).map((row): [string, string] => ["ids", String(row.id)]);
    const deleted = await postToList({ intent: "bulk-delete" }, ids);
    const { undoToken } = (deleted.data as { result: { undoToken: string } }).result;
    const undone = await postToList({ intent: "undo-delete", token: undoToken });
    expect(undone.data).toMatchObject({ status: "success", message: "3 employees restored" });
    expect(await ctx.db.select().from(employees).where(liveEmployee)).toHaveLength(4);
    const again = await postToList({ intent: "undo-delete", token: undoToken });
    expect(again.data).toMatchObject({ status: "success", message: "Already restored." });

    const late = await postToList({ intent: "bulk-delete" }, ids);
    const lateToken = (late.data as { result: { undoToken: string } }).result.undoToken;
    ctx.advanceClock((UNDO_SECONDS + 1) * 1000);
    const tooLate = await postToList({ intent: "undo-delete", token: lateToken });
    expect(tooLate.status).toBe(409);
    expect(tooLate.data).toMatchObject({
      error: { "": ["Too late to undo: the delete is final."] },
    });
    ctx.advanceClock(PURGE_GRACE_SECONDS * 1000);
    await list("/admin/employee");
    expect(await ctx.db.select().from(employees)).toHaveLength(1);
    const bad = await postToList({ intent: "undo-delete", token: "nope" });
    expect(bad.status).toBe(400);
  });

  it("changes the status of every row matching the search, in Indonesian too", async () => {
    await seed(6, (i) => ({ department: i < 4 ? "Creative" : "Technology" }));
    const result = await postToList({
      intent: "bulk-status",
      status: "nonaktif",
      scope: "matching",
      search: "creative",
    });
    expect(result.data).toMatchObject({
      status: "success",
      message: "4 employees set to Inactive",
      answers: "bulk-status",
    });
    const statuses = (await ctx.db.select().from(employees)).map(
      (row) => `${row.department}:${row.status}`,
    );
    expect(statuses.filter((s) => s === "Creative:Inactive")).toHaveLength(4);
    expect(statuses.filter((s) => s === "Technology:Active")).toHaveLength(2);
  });

  it("answers 400 with the field for an empty selection or an unknown status", async () => {
    await seed(1);
    const empty = await postToList({ intent: "bulk-delete" });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({
      status: "error",
      error: { ids: ["Select at least one row"] },
    });
    const junk = await postToList({ intent: "bulk-delete" }, [["ids", "1; drop"]]);
    expect(junk.data).toMatchObject({ error: { ids: ["Select the rows again"] } });
    const status = await postToList({
      intent: "bulk-status",
      status: "Retired",
      scope: "matching",
    });
    expect(status.status).toBe(400);
    expect(status.data).toMatchObject({
      error: { status: [expect.stringContaining("Choose a status")] },
    });
    expect((await postToList({ intent: "archive" })).status).toBe(400);
    const asEditor = await postToList(
      { intent: "bulk-delete", scope: "matching" },
      undefined,
      editor,
    );
    expect(asEditor.status).toBe(403);
    expect(await ctx.db.select().from(employees)).toHaveLength(1);
  });
});

describe("employee form loader and action", () => {
  it("loads the employee and the list address to go back to", async () => {
    const [first] = await seed(1);
    const result = await callRoute(
      ctx,
      formLoader,
      get(`/admin/employee/form/${first.id}?page=2&sortBy=name&sortOrder=asc&junk=1`),
      { user: admin, params: { id: String(first.id) } },
    );
    expect(result.data).toMatchObject({
      id: first.id,
      employee: { name: "Person 00" },
      back: "/admin/employee?page=2&sortBy=name&sortOrder=asc",
    });
    const missing = await callRoute(ctx, formLoader, get("/admin/employee/form/999999"), {
      user: admin,
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);
  });

  it("saves and returns to the same page, sort and search with ?saved", async () => {
    const [first] = await seed(1);
    const result = await callRoute(
      ctx,
      formAction,
      post(`/admin/employee/form/${first.id}?page=1&sortBy=name&sortOrder=asc&search=Per`, {
        name: "Renamed",
        number: "7000",
        position: "Lead",
        department: "Creative",
        joinDate: "2024-02-01",
        status: "aktif",
        photo: "",
        photoPath: "",
      }),
      { user: admin, params: { id: String(first.id) } },
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(
      "/admin/employee?page=1&sortBy=name&sortOrder=asc&search=Per&saved=updated",
    );
    const [row] = await ctx.db.select().from(employees);
    expect(row).toMatchObject({ name: "Renamed", status: "Active" });
  });

  it("a refused save keeps what was typed and names each field in plain words", async () => {
    await seed(1);
    const typed = {
      name: "New One",
      number: "7000",
      position: "",
      department: "Creative",
      joinDate: "2024-02-31",
      status: "Retired",
      photo: "",
      photoPath: "",
    };
    const invalid = await callRoute(ctx, formAction, post("/admin/employee/form", typed), {
      user: admin,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      status: "error",
      // What was typed comes back (empty fields are left out: they come back empty).
      initialValue: {
        name: "New One",
        number: "7000",
        department: "Creative",
        joinDate: "2024-02-31",
        status: "Retired",
      },
      error: {
        "": ["Failed to add employee"],
        position: ["Position is required"],
        joinDate: ["Enter a real date, for example 2024-03-01"],
        status: [expect.stringMatching(/^Choose a status/)],
      },
    });
    const taken = await callRoute(
      ctx,
      formAction,
      post("/admin/employee/form", {
        ...typed,
        position: "Lead",
        joinDate: "2024-02-01",
        status: "Active",
      }),
      { user: admin },
    );
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({
      error: { "": ["Failed to add employee"], number: ["Number 7000 is already in use"] },
    });
  });

  it("answers a member who works in Indonesian in Indonesian: fields, clashes and refusals", async () => {
    await seed(1);
    // As the staff layout's middleware serves the member's requests.
    const inIndonesian = <T>(call: () => Promise<T>) => runInLocale("id", call);
    const fields = {
      name: "x".repeat(121),
      number: "7000",
      position: "",
      department: "Creative",
      joinDate: "2024-02-01",
      status: "Active",
      photo: "",
      photoPath: "",
    };
    const invalid = await inIndonesian(() =>
      callRoute(ctx, formAction, post("/admin/employee/form", fields), { user: admin }),
    );
    expect(invalid.data).toMatchObject({
      error: { name: ["Maksimal 120 karakter"], position: ["Jabatan wajib diisi"] },
    });
    const taken = await inIndonesian(() =>
      callRoute(
        ctx,
        formAction,
        post("/admin/employee/form", { ...fields, name: "Ayu", position: "Lead" }),
        { user: admin },
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ error: { number: ["Nomor 7000 sudah dipakai"] } });
    const forbidden = await inIndonesian(() =>
      callRoute(ctx, formAction, post("/admin/employee/form", fields), { user: editor }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.data).toEqual({ message: "Peran Anda tidak bisa membuka halaman ini" });
  });
});

it("finds which numbers are already taken", async () => {
  await seed(3);
  expect((await findTakenNumbers(ctx.db, [7000, 7002, 9999, 7000])).sort()).toEqual([7000, 7002]);
  expect(await findTakenNumbers(ctx.db, [])).toEqual([]);
});

describe("CSV import through the list action", () => {
  it("tells the preview which numbers are taken", async () => {
    await seed(2);
    const result = await postJsonToList(
      JSON.stringify({ intent: "check-numbers", numbers: [7001, 8000, 7000] }),
    );
    expect(result.data).toMatchObject({ status: "success", answers: "check-numbers" });
    expect(((result.data as { result: number[] }).result ?? []).sort()).toEqual([7000, 7001]);
    const odd = await postJsonToList(JSON.stringify({ intent: "check-numbers", numbers: ["x"] }));
    expect(odd.status).toBe(400);
  });

  it("imports the whole file in one step; the summary and the one audit entry agree", async () => {
    await seed(1);
    await ctx.db.delete(auditEvents).where(eq(auditEvents.action, "employee.import"));
    const row = (name: string, number: unknown, status = "aktif") => ({
      name,
      number,
      position: "Host",
      department: "Live",
      joinDate: "2025-01-06",
      status,
      photoPath: null,
    });
    const rows = [
      row("New One", 8100),
      row("Taken", 7000),
      row("Twice A", 8101),
      row("Twice B", 8101),
      row("", 8102),
      row("Bad Status", 8103, "Retired"),
      row("New Two", 8104, "magang"),
    ];
    const result = await postJsonToList(
      JSON.stringify({ intent: "import", file: "march.csv", rows }),
    );
    expect(result.data).toMatchObject({ status: "success", answers: "import" });
    const answer = (result.data as { result: EmployeeImportReport }).result;
    expect(answer.summary).toEqual({ created: 3, updated: 0, failed: 2, duplicate: 2 });
    expect(answer.results.map((r) => r.status)).toEqual([
      "created",
      "duplicate",
      "created",
      "duplicate",
      "failed",
      "failed",
      "created",
    ]);
    const audits = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "employee.import"));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toEqual({
      created: 3,
      updated: 0,
      failed: 2,
      duplicate: 2,
      rows: 7,
      file: "march.csv",
    });
    const intern = await ctx.db.select().from(employees).where(eq(employees.number, 8104));
    expect(intern[0].status).toBe("Intern");

    // The corrected file again, as the preview sends it when "update existing" is chosen.
    const again = await postJsonToList(
      JSON.stringify({
        intent: "import",
        file: "march.csv",
        existing: "update",
        rows: [row("New One Fixed", 8100), row("Taken Renamed", 7000), row("Fresh", 8105)],
      }),
    );
    const report = (again.data as { result: EmployeeImportReport }).result;
    expect(report.summary).toEqual({ created: 1, updated: 2, failed: 0, duplicate: 0 });
    const renamed = await ctx.db.select().from(employees).where(eq(employees.number, 7000));
    expect(renamed[0].name).toBe("Taken Renamed");
  });

  it("refuses an empty, unreadable or too long list of rows with 400 and the reason", async () => {
    const tooMany = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({}));
    for (const body of [
      JSON.stringify({ intent: "import", rows: [] }),
      JSON.stringify({ intent: "import", rows: { a: 1 } }),
      JSON.stringify({ intent: "import", rows: tooMany }),
      "not json",
    ]) {
      const result = await postJsonToList(body);
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({ status: "error", error: { "": [expect.any(String)] } });
    }
    const refused = await postJsonToList(JSON.stringify({ intent: "import", rows: tooMany }));
    expect(refused.data).toMatchObject({
      error: { rows: [`Send at most ${MAX_IMPORT_ROWS} rows per request`] },
    });
  });
});
