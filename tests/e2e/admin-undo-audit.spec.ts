import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs, tabTo } from "./admin-support.ts";

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

const SHOTS = process.env.E2E_SHOTS_DIR;
/** Screenshots for the review when E2E_SHOTS_DIR is set: the viewport, once toasts have settled. */
async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function createEmployees(page: Page, names: string[], base: number) {
  for (const [i, name] of names.entries()) {
    const response = await page.request.post("/api/v1/employees", {
      data: {
        name,
        number: base + i,
        position: "Host",
        department: "Live Commerce",
        joinDate: "2025-02-03",
        status: "Probation",
      },
    });
    expect(response.status()).toBe(201);
  }
}

const uniqueBase = () => 900_000 + (Date.now() % 30_000) * 7;

test("bulk delete names the rows, Undo from the keyboard brings all 3 back, and the audit log says it in a sentence", async ({
  page,
}) => {
  const tag = `Undo${Date.now() % 1_000_000}`;
  const names = ["Andi", "Budi", "Citra"].map((name) => `${name} ${tag}`);
  await createEmployees(page, names, uniqueBase());
  await gotoAdmin(page, `/admin/employee?search=${tag}&sortBy=name&sortOrder=asc`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select every employee on this page" }).check();
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 3 employees?" });
  await expect(confirm).toContainText(
    `${names.join(", ")} will be deleted. You can undo it for a few seconds.`,
  );
  await shot(page, "bulk-delete-confirm-1440");
  await confirm.getByRole("button", { name: "Yes, delete 3 employees" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "3 employees deleted" });
  await expect(toast).toBeVisible();
  await expect(rows.first()).toContainText(`No employee matches “${tag}”.`);
  // The toast region is a live region: the message and its Undo are announced.
  await expect(page.locator("section:has(> [data-sonner-toaster])").first()).toHaveAttribute(
    "aria-live",
    "polite",
  );
  await shot(page, "bulk-delete-undo-toast-1440");
  const undo = toast.getByRole("button", { name: "Undo" });
  await tabTo(page, undo, 120);
  await page.keyboard.press("Enter");
  await expect(page.getByText("3 employees restored")).toBeVisible();
  await expect(rows).toHaveCount(3);
  for (const name of names) await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const api = await (await page.request.get(`/api/v1/employees?search=${tag}`)).json();
  expect(api.meta.pagination.totalCount).toBe(3);

  await gotoAdmin(page, "/admin/audit?action=employee.bulk_delete");
  const sentence = `${E2E_ADMIN.name} deleted 3 employees: ${names.join(", ")}`;
  await expect(page.getByTestId("audit-sentence").filter({ hasText: sentence })).toHaveCount(1);
  await gotoAdmin(page, "/admin/audit?action=employee.restore");
  await expect(
    page.getByTestId("audit-sentence").filter({
      hasText: `${E2E_ADMIN.name} undid the delete of 3 employees: ${names.join(", ")}`,
    }),
  ).toHaveCount(1);
});

test("a single delete keeps the spec's dialogs and offers Undo once 'Deleted!' is closed", async ({
  page,
}) => {
  const name = `Solo ${Date.now() % 1_000_000}`;
  await createEmployees(page, [name], uniqueBase() + 5);
  await gotoAdmin(page, `/admin/employee?search=${encodeURIComponent(name)}`);
  const rows = page.locator("tbody tr");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
  const done = page.getByRole("alertdialog");
  await expect(done.getByRole("heading", { name: "Deleted!" })).toBeVisible();
  await expect(done).toContainText("Employee has been deleted.");
  await done.getByRole("button", { name: "OK" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: `${name} deleted` });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("1 employee restored")).toBeVisible();
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
});

for (const width of [375, 1440]) {
  test(`the audit log reads as sentences, filters and has no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const name = `Audit ${width} ${Date.now() % 1_000_000}`;
    await createEmployees(page, [name], uniqueBase() + 10 + width);
    await gotoAdmin(page, "/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await expect(
      page
        .getByTestId("audit-sentence")
        .filter({ hasText: `${E2E_ADMIN.name} added employee ${name}` }),
    ).toHaveCount(1);
    await page.getByLabel("Action").selectOption({ label: "Employee added" });
    await page.getByLabel("Person").selectOption({ label: E2E_ADMIN.name });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/action=employee.create/);
    await expect(page.getByTestId("audit-sentence").first()).toContainText("added employee");
    await expectNoAxeViolations(page);
    await shot(page, `audit-log-${width}`, true);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}

test("the delete flow at 375 px: names in the confirmation, Undo in the toast", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const tag = `Phone${Date.now() % 1_000_000}`;
  const names = ["Gita", "Hadi", "Indra", "Joko", "Kirana", "Lestari"].map((n) => `${n} ${tag}`);
  await createEmployees(page, names, uniqueBase() + 20);
  await gotoAdmin(page, `/admin/employee?search=${tag}&sortBy=name&sortOrder=asc`);
  // Phones show cards: each has its own box.
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 6 employees?" });
  await expect(confirm).toContainText("and 1 more will be deleted");
  await shot(page, "bulk-delete-confirm-375");
  await confirm.getByRole("button", { name: "Yes, delete 6 employees" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "6 employees deleted" });
  await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();
  await shot(page, "bulk-delete-undo-toast-375");
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("6 employees restored")).toBeVisible();
});
