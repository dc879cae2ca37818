import { expect, type Page, type Request, test } from "@playwright/test";
import { gotoAdmin, signInAs, tabTo } from "./admin-support.ts";

const rows = (page: Page) => page.locator("tbody tr");
const firstNames = async (page: Page, count = 3) =>
  (await rows(page).locator("td:nth-child(3)").allTextContents()).slice(0, count);
/** First letters, so the check does not depend on the database's collation of punctuation. */
const initials = (names: string[]) =>
  names.filter((name) => /^[a-z]/i.test(name)).map((name) => name[0].toLowerCase());
/** React Router's data requests for the list (the loader), as the browser sends them. */
const listData = (url: string) => new URL(url).pathname === "/admin/employee.data";

async function openList(page: Page, path = "/admin/employee") {
  const response = await gotoAdmin(page, path);
  expect(response?.status()).toBe(200);
}

async function createViaApi(page: Page, name: string, number: number) {
  const response = await page.request.post("/api/v1/employees", {
    data: {
      name,
      number,
      position: "QA Engineer",
      department: "Technology",
      joinDate: "2025-01-15",
      status: "Active",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Types an employee into the form, field by field, by the labels staff see. */
async function fillEmployeeForm(
  page: Page,
  fields: Record<"name" | "number" | "status" | "position" | "department" | "joinDate", string>,
) {
  await page.getByLabel("Name").fill(fields.name);
  await page.getByLabel("Employee number").fill(fields.number);
  await page.getByLabel("Status").selectOption(fields.status);
  await page.getByLabel("Position").fill(fields.position);
  await page.getByLabel("Department").fill(fields.department);
  await page.getByLabel("Join date").fill(fields.joinDate);
}

/** Saves the employee form; `message` (a toast or a field's error) must then show. */
async function saveEmployee(page: Page, message: string) {
  await page.getByRole("button", { name: "Save employee" }).click();
  await expect(page.getByText(message)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test("the first page in the interface (0) is page 1 for the server, the next is ?page=1", async ({
  page,
}) => {
  await openList(page);
  await expect(page.getByTestId("employee-range")).toHaveText(/^1–10 of \d+$/);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=1\b/);
  await expect(page.getByTestId("employee-range")).toHaveText(/^11–20 of \d+$/);
  await page.getByLabel("Rows per page").selectOption("25");
  await expect(page).toHaveURL(/limit=25/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId("employee-range")).toHaveText(/^1–25 of \d+$/);
});

test("clicking a column sorts ascending, clicking it again sorts descending", async ({ page }) => {
  await openList(page);
  const nameHeader = page.getByRole("columnheader", { name: /Name/ });
  await nameHeader.getByRole("link").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  const ascending = await firstNames(page, 5);
  expect([...initials(ascending)].sort()).toEqual(initials(ascending));

  await nameHeader.getByRole("link").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  // Descending is the default order, so the address keeps only the column.
  await expect(page).toHaveURL(/\?sortBy=name$/);
  const descending = await firstNames(page, 5);
  expect([...initials(descending)].sort().reverse()).toEqual(initials(descending));
  expect(descending[0]).not.toBe(ascending[0]);
});

test("search runs only when Enter is pressed, with the hint always visible; / jumps to it", async ({
  page,
}) => {
  await openList(page);
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (listData(request.url())) requests.push(request);
  });
  await expect(page.getByText("Press Enter to search")).toBeVisible();
  await page.locator("h1").click();
  await page.keyboard.press("/");
  const search = page.getByLabel("Search employees");
  await expect(search).toBeFocused();
  await search.pressSequentially("Hendra", { delay: 30 });
  await page.waitForTimeout(800);
  expect(requests).toHaveLength(0);
  await search.press("Enter");
  await expect(page).toHaveURL(/search=Hendra/);
  await expect(rows(page).first()).toContainText("Hendra Wijaya Kusuma");
  expect(requests).toHaveLength(1);
});

test("save, cancel and back keep the list's page, sort and search", async ({ page }) => {
  const list = "/admin/employee?page=1&sortBy=name&sortOrder=asc";
  await openList(page, list);
  const range = await page.getByTestId("employee-range").textContent();
  const name = (await firstNames(page, 1))[0];
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/employee\/form\/\d+\?page=1&sortBy=name&sortOrder=asc$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId("employee-range")).toHaveText(range ?? "");

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByLabel("Position").fill("Position after save");
  await saveEmployee(page, "Employee updated successfully");
  await expect(page).toHaveURL(list);
  await expect(rows(page).first()).toContainText(name);

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Position")).toHaveValue("Position after save");
  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId("employee-range")).toHaveText(range ?? "");

  await openList(page, "/admin/employee?search=Hendra");
  await page
    .getByRole("link", { name: /^Edit Hendra/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Back to employees" }).click();
  await expect(page).toHaveURL("/admin/employee?search=Hendra");
  await expect(page.getByLabel("Search employees")).toHaveValue("Hendra");
});

test("delete asks first with the exact texts, then confirms and fetches the list again", async ({
  page,
}) => {
  const name = `Delete Me ${Date.now()}`;
  await createViaApi(page, name, 800_000 + (Date.now() % 100_000));
  await openList(page, `/admin/employee?search=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(confirm).toContainText("You won't be able to revert this!");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();

  // Cancel keeps the row.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === "POST" && listData(r.url()));
  const refetch = page.waitForRequest((r) => listData(r.url()) && r.method() === "GET");
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  expect((await deleted).status()).toBe(200);
  await refetch;
  const done = page.getByRole("alertdialog");
  await expect(done.getByRole("heading", { name: "Deleted!" })).toBeVisible();
  await expect(done).toContainText("Employee has been deleted.");
  await done.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("cell", { name: `No employee matches “${name}”.` })).toBeVisible();
});

test("create shows 'Employee added successfully', edit shows 'Employee updated successfully'", async ({
  page,
}) => {
  const number = String(810_000 + (Date.now() % 100_000));
  const name = `Created Person ${number}`;
  await gotoAdmin(page, "/admin/employee/form");
  await fillEmployeeForm(page, {
    name,
    number,
    status: "Probation",
    position: "Content Strategist",
    department: "Creative",
    joinDate: "2025-07-01",
  });
  await saveEmployee(page, "Employee added successfully");
  await expect(page).toHaveURL("/admin/employee");

  await openList(page, `/admin/employee?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/employee\/form\/\d+\?search=/);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Status")).toHaveValue("Probation");
  await expect(page.getByLabel("Join date")).toHaveValue("2025-07-01");
  await page.getByLabel("Position").fill("Head of Content");
  await saveEmployee(page, "Employee updated successfully");
  await expect(page).toHaveURL(
    `/admin/employee?search=${encodeURIComponent(name).replace(/%20/g, "+")}`,
  );
  await expect(rows(page).first()).toContainText("Head of Content");
});

test("invalid input is shown inline, a taken number fails with the toast and keeps what was typed", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/employee/form");
  await saveEmployee(page, "Name is required");
  await expect(page.getByLabel("Name")).toBeFocused();
  await fillEmployeeForm(page, {
    name: "Duplicate Number",
    number: "1001",
    status: "Active",
    position: "Tester",
    department: "Technology",
    joinDate: "2025-01-01",
  });
  await saveEmployee(page, "Failed to add employee");
  await expect(page.getByText("Number 1001 is already in use")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Duplicate Number");
  await expect(page).toHaveURL("/admin/employee/form");
});

test("an unknown or non-numeric id is not found; a missing employee shows 'Failed to fetch employee'", async ({
  page,
}) => {
  expect((await page.goto("/admin/employee/form/abc"))?.status()).toBe(404);
  await gotoAdmin(page, "/admin/employee/form/999999");
  await expect(page.getByText("Failed to fetch employee").first()).toBeVisible();
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await gotoAdmin(page, "/admin/employee/form");
  await page.getByLabel("Name").fill("Half typed");
  await page.getByRole("link", { name: "Back to employees" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Half typed");
  await page.getByRole("link", { name: "Back to employees" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave page" }).click();
  await expect(page).toHaveURL("/admin/employee");
});

test("the whole employee flow works with the keyboard alone", async ({ page }) => {
  const number = String(820_000 + (Date.now() % 100_000));
  const name = `Keyboard Person ${number}`;
  await openList(page);

  await tabTo(page, page.getByRole("link", { name: "Add employee" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/employee/form");
  await tabTo(page, page.getByLabel("Name"));
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(number);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Status")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keyboard Tester");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Operations");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Join date")).toBeFocused();
  await page.keyboard.type("03152025");
  await expect(page.getByLabel("Join date")).toHaveValue("2025-03-15");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Employee added successfully")).toBeVisible();
  await expect(page).toHaveURL("/admin/employee");

  const search = page.getByLabel("Search employees");
  await tabTo(page, search);
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText("Active");

  await tabTo(page, page.getByRole("button", { name: `Delete ${name}` }));
  await page.keyboard.press("Enter");
  // The safe choice has focus first; the destructive one is a deliberate Shift+Tab away.
  await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Yes, delete it!" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Deleted!" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("cell", { name: `No employee matches “${name}”.` })).toBeVisible();
});
