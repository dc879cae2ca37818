import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAdmin, HEADER, signInAs } from "./admin-support.ts";

async function openImport(page: Page) {
  await gotoAdmin(page, "/admin/employee");
  await page.getByRole("button", { name: "Import CSV" }).click();
  return page.getByRole("dialog", { name: "Import employees from CSV" });
}

async function chooseCsv(page: Page, name: string, text: string) {
  await page
    .getByRole("dialog")
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test("a CSV with good rows, bad rows and blank lines: the preview tells existing numbers from problems, Indonesian statuses pass, one summary keeping failures and skipped duplicates apart, one matching audit entry", async ({
  page,
}) => {
  const base = 900_000 + (Date.now() % 50_000) * 2;
  const tag = `CSV${base}`;
  const csv = [
    `\uFEFF${HEADER}`,
    `${tag} Good One,${base},Designer,Creative,2024-01-15,,aktif`,
    "",
    `"${tag} Good, Two",${base + 1},"Writer\nSenior",Creative,15/02/2024,,intern`,
    `${tag} Bad Date,${base + 2},Designer,Creative,2024-13-45,,Active`,
    `,${base + 3},Designer,Creative,2024-01-15,,Active`,
    `${tag} Duplicate,1001,Designer,Creative,2024-01-15,,Active`,
    `${tag} Not Numeric,abc,Designer,Creative,2024-01-15,,Active`,
    "   ",
    `${tag} Good Three,${base + 4},Designer,Creative,2024-01-15,,Contract`,
    "",
  ].join("\r\n");

  const dialog = await openImport(page);
  await chooseCsv(page, "people.csv", csv);
  // The number already in the database is found in the preview, before anything is imported,
  // and it is not a problem: the default is to skip it.
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "3 new, 1 already in the list, 3 with problems",
  );
  await expect(dialog.getByRole("radio", { name: "Skip 1, leave it as is" })).toBeChecked();
  await expect(dialog.getByText("Will be skipped")).toBeVisible();
  await expect(
    dialog.getByText("tanggal_masuk: Enter a real date, for example 2024-03-01"),
  ).toBeVisible();
  await expect(dialog.getByText("nama: Name is required")).toBeVisible();
  await expect(dialog.getByText("nomor: Enter the employee number in digits")).toBeVisible();

  await dialog.getByRole("button", { name: "Import 3 rows" }).click();
  const summary = dialog.getByTestId("import-summary");
  await expect(summary).toContainText("Created3");
  await expect(summary).toContainText("Updated0");
  await expect(summary).toContainText("Failed3");
  await expect(summary).toContainText("Skipped duplicates1");
  // One toast for the whole import, not one per row.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page.locator("[data-sonner-toast]")).toContainText(
    "3 imported, 4 not imported. The summary lists each row and why.",
  );
  const rejected = dialog.getByTestId("import-rejected");
  for (const name of [`${tag} Bad Date`, `${tag} Not Numeric`, "(no name)"]) {
    await expect(rejected.getByText(`Failed to import employee: ${name}`)).toBeVisible();
  }
  await expect(rejected.getByRole("listitem")).toHaveCount(3);
  // The skipped duplicate is listed apart, with its reason, and not as a failure.
  const skipped = dialog.getByTestId("import-skipped");
  await expect(skipped.getByRole("listitem")).toHaveCount(1);
  await expect(skipped).toContainText(
    `Skipped: ${tag} Duplicate — Employee number 1001 already exists`,
  );
  const audit = await page.request.get("/api/v1/admin/audit?action=employee.import&limit=1");
  expect((await audit.json()).data[0].details).toEqual({
    created: 3,
    updated: 0,
    failed: 3,
    duplicate: 1,
    rows: 7,
    file: "people.csv",
  });

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download rejected rows (CSV)" }).click();
  const file = await readFile((await (await download).path()) ?? "", "utf8");
  const lines = file
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(`${HEADER},error`);
  expect(lines).toHaveLength(5);
  expect(file).toContain(
    `${tag} Bad Date,${base + 2},Designer,Creative,2024-13-45,,Active,"tanggal_masuk: Enter a real date, for example 2024-03-01"`,
  );
  expect(file).toContain(`${tag} Duplicate,1001,`);
  expect(file).toContain("Employee number 1001 already exists");
  expect(file).toContain(`${tag} Not Numeric,abc,`);
  expect(file).toContain(
    `,${base + 3},Designer,Creative,2024-01-15,,Active,nama: Name is required`,
  );

  await dialog.getByRole("button", { name: "Close" }).last().click();
  const list = await page.request.get(
    `/api/v1/employees?search=${tag}&sortBy=number&sortOrder=asc`,
  );
  const imported = (await list.json()).data;
  expect(imported.map((row: { name: string }) => row.name)).toEqual([
    `${tag} Good One`,
    `${tag} Good, Two`,
    `${tag} Good Three`,
  ]);
  expect(imported[0]).toMatchObject({ status: "Active" });
  expect(imported[1]).toMatchObject({
    position: "Writer\nSenior",
    joinDate: "2024-02-15",
    status: "Intern",
  });
});

test("a semicolon file, a file without the columns and a file that is too large are handled", async ({
  page,
}) => {
  const dialog = await openImport(page);
  await chooseCsv(page, "wrong.csv", "name,number\nAyu,1\n");
  await expect(dialog.getByRole("alert")).toHaveText(
    "The header row is missing: nama, nomor, jabatan, departmen, tanggal_masuk, status.",
  );
  await chooseCsv(page, "big.csv", `${HEADER}\n${"x".repeat(5 * 1024 * 1024)}`);
  await expect(dialog.getByRole("alert")).toHaveText(
    "The file is larger than 5 MB. Split it and import the parts.",
  );
  await chooseCsv(
    page,
    "semi.csv",
    `${HEADER.replaceAll(",", ";")}\nSemi Colon;123;Dev;Tech;2024-01-01;;Active\n`,
  );
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "1 new, 0 already in the list, 0 with problems",
  );
});

test("export then re-import gives back the same employees", async ({ page }) => {
  const base = 950_000 + (Date.now() % 20_000) * 2;
  const tag = `RT${base}`;
  const people = [
    {
      name: `=${tag} Formula Person`,
      number: base,
      position: "+Growth, Lead",
      department: "@Social",
    },
    { name: `${tag} Plain`, number: base + 1, position: "Designer", department: "Creative" },
  ];
  for (const person of people) {
    const created = await page.request.post("/api/v1/employees", {
      data: { ...person, joinDate: "2023-05-06", status: "Contract" },
    });
    expect(created.status()).toBe(201);
  }
  await gotoAdmin(page, `/admin/employee?search=${tag}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const exported = await readFile((await (await download).path()) ?? "", "utf8");
  expect(exported).toContain(`'=${tag} Formula Person`);
  expect(exported).toContain(`"'+Growth, Lead"`);
  expect(exported).toContain("'@Social");
  expect(
    exported
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n"),
  ).toHaveLength(3);

  // Change them, then bring their fields back from the exported file. (A deleted employee's
  // number stays taken until the purge, ADR 0017, so the file updates rather than recreates.)
  const list = await (await page.request.get(`/api/v1/employees?search=${tag}`)).json();
  for (const row of list.data) {
    const changed = await page.request.put(`/api/v1/employees/${row.id}`, {
      data: {
        name: row.name,
        number: row.number,
        joinDate: row.joinDate,
        position: "Changed",
        department: "Changed",
        status: "Active",
      },
    });
    expect(changed.status()).toBe(200);
  }
  const dialog = await openImport(page);
  await chooseCsv(page, "export.csv", exported);
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "0 new, 2 already in the list, 0 with problems",
  );
  await dialog.getByRole("radio", { name: "Update 2 with this file's data" }).check();
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(dialog.getByTestId("import-summary")).toContainText("Updated2");
  const back = await (
    await page.request.get(`/api/v1/employees?search=${tag}&sortBy=number&sortOrder=asc`)
  ).json();
  expect(
    back.data.map((row: Record<string, unknown>) => ({
      name: row.name,
      number: row.number,
      position: row.position,
      department: row.department,
      joinDate: row.joinDate,
      status: row.status,
    })),
  ).toEqual(people.map((person) => ({ ...person, joinDate: "2023-05-06", status: "Contract" })));
});

const csvLine = (person: {
  name: string;
  number: number;
  position: string;
  department: string;
  joinDate: string;
  status: string;
}) =>
  [
    person.name,
    person.number,
    person.position,
    person.department,
    person.joinDate,
    "",
    person.status,
  ].join(",");

test("re-importing a corrected file of 200 rows where 195 exist: update them, 195 updated and 5 new, no problem listed", async ({
  page,
}) => {
  const base = 10_000_000 + (Date.now() % 50_000) * 200;
  const tag = `RE${base}`;
  const people = Array.from({ length: 200 }, (_, i) => ({
    name: `${tag} Person ${i}`,
    number: base + i,
    position: "Designer",
    department: "Creative",
    joinDate: "2023-05-06",
    status: "Active",
  }));
  // The first import: 195 of them.
  const first = await page.request.post("/api/v1/employees/batch", {
    data: { rows: people.slice(0, 195), file: "first.csv" },
  });
  expect((await first.json()).data.summary).toMatchObject({ created: 195, failed: 0 });

  // The corrected file: every row again, the 195 with a new position, and 5 more.
  const corrected = people.map((person) => ({ ...person, position: "Senior Designer" }));
  const dialog = await openImport(page);
  await chooseCsv(page, "corrected.csv", [HEADER, ...corrected.map(csvLine)].join("\n"));
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "5 new, 195 already in the list, 0 with problems",
  );
  await expect(dialog.getByText("Will be skipped")).toHaveCount(195);
  await dialog.getByRole("radio", { name: "Update 195 with this file's data" }).check();
  await expect(dialog.getByText("Will be updated")).toHaveCount(195);
  await expect(dialog.getByText("New", { exact: true })).toHaveCount(5);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Import 200 rows" }).click();
  const summary = dialog.getByTestId("import-summary");
  await expect(summary).toContainText("Created5");
  await expect(summary).toContainText("Updated195");
  await expect(summary).toContainText("Failed0");
  await expect(summary).toContainText("Skipped duplicates0");
  await expect(dialog.getByTestId("import-rejected")).toHaveCount(0);
  await expect(dialog.getByTestId("import-skipped")).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toContainText(
    "Employees imported successfully",
  );
  await expectNoAxeViolations(page);

  // All 200 are there once, each with the corrected file's position.
  const stored: { name: string; number: number; position: string }[] = [];
  for (const pageNumber of [1, 2]) {
    const list = await page.request.get(
      `/api/v1/employees?search=${tag}&limit=100&page=${pageNumber}&sortBy=number&sortOrder=asc`,
    );
    stored.push(...(await list.json()).data);
  }
  expect(stored.map((row) => row.number)).toEqual(people.map((person) => person.number));
  expect(new Set(stored.map((row) => row.position))).toEqual(new Set(["Senior Designer"]));
  const audit = await page.request.get("/api/v1/admin/audit?action=employee.import&limit=1");
  expect((await audit.json()).data[0].details).toEqual({
    created: 5,
    updated: 195,
    failed: 0,
    duplicate: 0,
    rows: 200,
    file: "corrected.csv",
  });
});

test("a bad date is fixed in the preview, by keyboard, and the row imports", async ({ page }) => {
  const base = 20_000_000 + (Date.now() % 50_000) * 3;
  const tag = `FX${base}`;
  const csv = [
    HEADER,
    `${tag} First,${base},Designer,Creative,2024-01-15,,Active`,
    `${tag} Second,${base + 1},Writer,Creative,2024-02-15,,Active`,
    `${tag} Late Date,${base + 2},Designer,Creative,2024-13-45,,Active`,
  ].join("\n");
  const dialog = await openImport(page);
  await chooseCsv(page, "dates.csv", csv);
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "2 new, 0 already in the list, 1 with problems",
  );
  // The row with the problem comes first, its cells editable, the bad one marked invalid.
  await expect(dialog.locator("tbody tr").first()).toContainText("4");
  const date = dialog.getByRole("textbox", { name: "tanggal_masuk, row 4" });
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(
    "tanggal_masuk: Enter a real date, for example 2024-03-01",
  );
  await expectNoAxeViolations(page);

  await date.focus();
  const outline = await date.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("15/03/2024");
  await expect(date).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "3 new, 0 already in the list, 0 with problems",
  );
  // The fixed row stays editable (the focus stays in it) and shows what it will become.
  await expect(date).toBeFocused();
  await expect(dialog.locator("tbody tr").first().getByText("New", { exact: true })).toBeVisible();

  // A number typed in that an employee already has is asked about, as the file's numbers are.
  const number = dialog.getByRole("textbox", { name: "nomor, row 4" });
  await number.fill("1001");
  await number.press("Tab");
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "2 new, 1 already in the list, 0 with problems",
  );
  await number.fill(String(base + 2));
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "3 new, 0 already in the list, 0 with problems",
  );

  await dialog.getByRole("button", { name: "Import 3 rows" }).click();
  const summary = dialog.getByTestId("import-summary");
  await expect(summary).toContainText("Created3");
  await expect(summary).toContainText("Failed0");
  const fixed = await (await page.request.get(`/api/v1/employees?search=${tag}%20Late`)).json();
  expect(fixed.data[0]).toMatchObject({ name: `${tag} Late Date`, joinDate: "2024-03-15" });
});
