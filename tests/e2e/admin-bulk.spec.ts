import { expect, type Page, test } from "@playwright/test";
import { gotoAdmin, signInAs } from "./admin-support.ts";

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

/**
 * Creates `count` employees numbered from `base`, named after a tag made of `prefix` and `base`,
 * and opens the list searched for that tag. Returns the tag.
 */
async function listTaggedEmployees(page: Page, prefix: string, count: number, base: number) {
  const tag = `${prefix}${base}`;
  for (let i = 0; i < count; i += 1) {
    const response = await page.request.post("/api/v1/employees", {
      data: {
        name: `${tag} Person ${String(i).padStart(2, "0")}`,
        number: base + i,
        position: "Host",
        department: "Live Commerce",
        joinDate: "2025-02-03",
        status: "Probation",
      },
    });
    expect(response.status()).toBe(201);
  }
  await gotoAdmin(page, `/admin/employee?search=${tag}`);
  return tag;
}

test("selected rows change status in one step, after one confirmation naming the count", async ({
  page,
}) => {
  const tag = await listTaggedEmployees(page, "Bulk", 3, 600_000 + (Date.now() % 50_000) * 3);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Select ${tag} Person 00` }).check();
  await page.getByRole("checkbox", { name: `Select ${tag} Person 02` }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("New status").selectOption("Active");
  await page.getByRole("button", { name: "Change status" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Set 2 employees to Active?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, update 2 employees" }).click();
  await expect(page.getByText("2 employees set to Active")).toBeVisible();
  await expect(rows.filter({ hasText: "Active" })).toHaveCount(2);
  await expect(rows.filter({ hasText: "Probation" })).toHaveCount(1);
  await expect(page.getByText("2 selected")).toBeHidden();
});

test("every row matching the search can be deleted at once; the dialog names the total", async ({
  page,
}) => {
  const tag = await listTaggedEmployees(page, "Sweep", 12, 700_000 + (Date.now() % 50_000) * 13);
  await expect(page.getByTestId("employee-range")).toHaveText("1–10 of 12");
  await page.getByRole("checkbox", { name: "Select every employee on this page" }).check();
  await expect(page.getByText("10 selected")).toBeVisible();
  await page.getByRole("button", { name: "Select all 12 matching employees" }).click();
  await expect(page.getByText("All 12 matching employees are selected.")).toBeVisible();
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 12 employees?" });
  // The first five of the page are named, then how many more.
  await expect(confirm).toContainText(`${tag} Person`);
  await expect(confirm).toContainText(
    "and 7 more will be deleted. You can undo it for a few seconds.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("employee-range")).toHaveText("1–10 of 12");
  await page.getByRole("button", { name: "Delete selected" }).click();
  await page.getByRole("button", { name: "Yes, delete 12 employees" }).click();
  await expect(page.getByText("12 employees deleted")).toBeVisible();
  await expect(page.getByText(`No employee matches “${tag}”.`).first()).toBeAttached();
  // Other employees are untouched.
  const all = await (await page.request.get("/api/v1/employees")).json();
  expect(all.meta.pagination.totalCount).toBeGreaterThan(10);
});

test("ticked articles are moved to drafts and deleted in one step each", async ({ page }) => {
  const tag = `BulkArticle${Date.now()}`;
  for (const suffix of ["A", "B", "C"]) {
    const response = await page.request.post("/api/v1/admin/articles", {
      data: { title: `${tag} ${suffix}`, status: "published", content: "<p>Body</p>" },
    });
    expect(response.status()).toBe(201);
  }
  await gotoAdmin(page, `/admin/article?search=${tag}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Select ${tag} A` }).check();
  await page.getByRole("checkbox", { name: `Select ${tag} B` }).check();
  await page.getByRole("button", { name: "Move to drafts" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Move 2 articles to drafts?" });
  await confirm.getByRole("button", { name: "Yes, 2 articles" }).click();
  await expect(page.getByText("2 articles moved to drafts")).toBeVisible();
  await expect(rows.filter({ hasText: "Draft" })).toHaveCount(2);

  await page.getByRole("checkbox", { name: "Select every article on this page" }).check();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete 3 articles?" })
    .getByRole("button", { name: "Yes, 3 articles" })
    .click();
  await expect(page.getByText("3 articles deleted")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("No articles match");
});
