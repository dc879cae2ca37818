import { beforeAll, describe, expect, it } from "vitest";
import { deleteEmployee, restoreEmployees } from "#server/employees/employee-service.ts";
import { createTestEmployee, employeeInput } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

beforeAll(async () => {
  await createTestEmployee(ctx, {
    name: "Ayu Lestari",
    number: 1,
    department: "Creative",
    position: "Art Director",
  });
  await createTestEmployee(ctx, {
    name: "Budi Santoso",
    number: 2,
    department: "Technology",
    position: "Back End Developer",
  });
  await createTestEmployee(ctx, {
    name: "Citra Dewi",
    number: 3,
    department: "Business",
    position: "Account Executive",
  });
});

const call = (path: string, init: RequestInit = {}, cookie = cookies.admin) =>
  requestWithCookie(ctx, path, init, cookie);
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  call(path, jsonRequest(method, body), cookie);

describe("access", () => {
  it("answers 401 without a session and 403 for an editor", async () => {
    const anonymous = await call("/api/v1/employees", {}, "");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("unauthenticated");
    const asEditor = await call("/api/v1/employees", {}, cookies.editor);
    expect(asEditor.status).toBe(403);
    const create = await send("POST", "/api/v1/employees", employeeInput(), cookies.editor);
    expect(create.status).toBe(403);
  });
});

describe("GET /api/v1/employees", () => {
  it("lists with data and meta.pagination, id descending by default", async () => {
    const response = await call("/api/v1/employees");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((row: { number: number }) => row.number)).toEqual([3, 2, 1]);
    expect(body.meta.pagination).toMatchObject({
      currentPage: 1,
      limit: 10,
      totalCount: 3,
      totalPages: 1,
      beginData: 1,
      endData: 3,
      nextPage: null,
      prevPage: null,
    });
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      name: "Citra Dewi",
      number: 3,
      position: "Account Executive",
      department: "Business",
      joinDate: "2024-03-01",
      status: "Active",
      photo: null,
      photoPath: null,
    });
  });

  it("sorts by a whitelisted column", async () => {
    const body = await (await call("/api/v1/employees?sortBy=name&sortOrder=asc")).json();
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([
      "Ayu Lestari",
      "Budi Santoso",
      "Citra Dewi",
    ]);
    expect((await call("/api/v1/employees?sortBy=passwordHash")).status).toBe(400);
  });

  it("searches name, number, position and department", async () => {
    for (const [term, expected] of [
      ["budi", "Budi Santoso"],
      ["Art%20Dir", "Ayu Lestari"],
      ["business", "Citra Dewi"],
      ["3", "Citra Dewi"],
    ]) {
      const body = await (await call(`/api/v1/employees?search=${term}`)).json();
      expect(body.data.map((row: { name: string }) => row.name)).toContain(expected);
    }
    const none = await (await call("/api/v1/employees?search=%25")).json();
    expect(none.data).toHaveLength(0);
  });

  it("counts a search's matches on every page, past the last one too", async () => {
    const pages = await Promise.all(
      [1, 2, 9].map(async (page) =>
        (await call(`/api/v1/employees?search=a&limit=1&page=${page}`)).json(),
      ),
    );
    const everyMatch = (await (await call("/api/v1/employees?search=a&limit=100")).json()).data;
    expect(everyMatch.length).toBeGreaterThan(1);
    for (const body of pages) expect(body.meta.pagination.total).toBe(everyMatch.length);
    expect(pages[0].data).toHaveLength(1);
    expect(pages[2].data).toHaveLength(0);
    // Each row is an employee, without the count the search carries beside it.
    expect(pages[0].data[0]).not.toHaveProperty("total");
  });

  it("pages with limit and page", async () => {
    const body = await (await call("/api/v1/employees?limit=2&page=2")).json();
    expect(body.data).toHaveLength(1);
    expect(body.meta.pagination).toMatchObject({
      currentPage: 2,
      beginData: 3,
      endData: 3,
      prevPage: 1,
    });
  });
});

describe("create, read, update, delete", () => {
  it("creates (201), reads, updates and deletes an employee", async () => {
    const created = await send(
      "POST",
      "/api/v1/employees",
      employeeInput({
        name: "  Dewi Anggraini ",
        number: 77,
        joinDate: "2023-05-04T00:00:00.000Z",
        photo: "https://cdn.example.com/dewi.webp",
      }),
    );
    expect(created.status).toBe(201);
    const employee = await created.json();
    expect(employee).toMatchObject({ name: "Dewi Anggraini", number: 77, joinDate: "2023-05-04" });

    const read = await call(`/api/v1/employees/${employee.id}`);
    expect(await read.json()).toMatchObject({
      name: "Dewi Anggraini",
      photo: "https://cdn.example.com/dewi.webp",
    });

    const updated = await send(
      "PUT",
      `/api/v1/employees/${employee.id}`,
      employeeInput({ name: "Dewi A.", number: 77, status: "Inactive" }),
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ name: "Dewi A.", status: "Inactive" });

    const deleted = await call(`/api/v1/employees/${employee.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await call(`/api/v1/employees/${employee.id}`)).status).toBe(404);
    expect((await call(`/api/v1/employees/${employee.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 409 on a duplicate number, for create and update", async () => {
    const duplicate = await send("POST", "/api/v1/employees", employeeInput({ number: 1 }));
    expect(duplicate.status).toBe(409);
    // The test accounts work in Indonesian (an account's default): the API answers them so.
    expect((await duplicate.json()).error).toMatchObject({
      code: "duplicate_number",
      message: "Nomor karyawan 1 sudah dipakai",
      fields: { number: "Nomor 1 sudah dipakai" },
    });
    // A member who works in English reads English, the same code and shape.
    expect((await send("PUT", "/api/v1/auth/me/locale", { locale: "en" })).status).toBe(200);
    const inEnglish = await send("POST", "/api/v1/employees", employeeInput({ number: 1 }));
    expect((await inEnglish.json()).error).toMatchObject({
      code: "duplicate_number",
      message: "Employee number 1 is already in use",
      fields: { number: "Number 1 is already in use" },
    });
    await send("PUT", "/api/v1/auth/me/locale", { locale: "id" });
    const other = await createTestEmployee(ctx, { number: 900 });
    const update = await send("PUT", `/api/v1/employees/${other.id}`, employeeInput({ number: 2 }));
    expect(update.status).toBe(409);
  });

  it("keeps a deleted employee's number taken through the Undo window: create and both import modes refuse it, then Undo works", async () => {
    const andi = await createTestEmployee(ctx, { name: "Andi Held", number: 4100 });
    const now = new Date();
    const { undoToken } = await deleteEmployee(ctx.services, andi.id, null, now);
    const reason =
      "Nomor 4100 masih milik karyawan yang baru saja dihapus, sampai penghapusan itu tuntas";

    const created = await send("POST", "/api/v1/employees", employeeInput({ number: 4100 }));
    expect(created.status).toBe(409);
    expect((await created.json()).error).toMatchObject({
      code: "duplicate_number",
      fields: { number: reason },
    });
    for (const existing of ["skip", "update"]) {
      const batch = await send("POST", "/api/v1/employees/batch", {
        rows: [employeeInput({ name: "Andi Baru", number: 4100 })],
        existing,
      });
      expect(batch.status).toBe(200);
      expect((await batch.json()).data.results).toEqual([
        { index: 0, status: "failed", reason: `nomor: ${reason}`, fields: { number: reason } },
      ]);
    }
    const undone = await restoreEmployees(ctx.services, undoToken, null, now);
    expect(undone.restored).toEqual([{ id: andi.id, name: "Andi Held", number: 4100 }]);
    expect(await (await call(`/api/v1/employees/${andi.id}`)).json()).toMatchObject({
      name: "Andi Held",
      number: 4100,
    });
  });

  it("answers 400 for a non-numeric or out-of-range id", async () => {
    for (const id of ["abc", "1.5", "-1", "0", "99999999999"]) {
      const response = await call(`/api/v1/employees/${id}`);
      expect(response.status, id).toBe(400);
      expect((await response.json()).error.fields.id).toEqual(expect.any(String));
    }
  });

  it.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(121) }, "name"],
    [{ number: -1 }, "number"],
    [{ number: 1.5 }, "number"],
    // Digits as text are read as the number (a CSV cell, a form field); other text is refused.
    [{ number: "12abc" }, "number"],
    [{ position: " " }, "position"],
    [{ department: undefined }, "department"],
    [{ joinDate: "2024-02-30" }, "joinDate"],
    [{ joinDate: "1899-12-31" }, "joinDate"],
    [{ joinDate: "2100-01-01" }, "joinDate"],
    [{ joinDate: "yesterday" }, "joinDate"],
    [{ status: "Retired" }, "status"],
    [{ photo: "javascript:alert(1)" }, "photo"],
    [{ photo: "/api/v1/admin/leads/export?status=won" }, "photo"],
    [{ photo: "http:/api/v1/admin/leads/new-count" }, "photo"],
    [{ photo: "//evil.example/a.webp" }, "photo"],
    [{ name: "bad\u0000name" }, "name"],
  ])("rejects %j with 400 on %s", async (override, field) => {
    const response = await send("POST", "/api/v1/employees", { ...employeeInput(), ...override });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toMatch(/validation_failed|invalid_characters/);
    if (body.error.code === "validation_failed")
      expect(body.error.fields[field]).toEqual(expect.any(String));
  });
});

describe("bad bodies", () => {
  it("answers 400 for malformed JSON, 415 for other types, 413 when too large", async () => {
    const malformed = await send("POST", "/api/v1/employees", "{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
    const text = await call("/api/v1/employees", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=x",
    });
    expect(text.status).toBe(415);
    const huge = await send("POST", "/api/v1/employees", {
      ...employeeInput(),
      name: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it("never leaks a stack or SQL text", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const response = await send("POST", "/api/v1/employees", deep);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|select |insert |node_modules/i);
  });
});
