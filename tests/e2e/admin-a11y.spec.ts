import { expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  gotoAdmin,
  signInAs,
  testScreensHaveNoAxeViolations,
  waitForImagesOnScreen,
  waitHydrated,
} from "./admin-support.ts";

test("the login page has no axe violations, also with errors shown", async ({ page }) => {
  await page.goto("/login");
  await waitHydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The id of the first row an admin list API returns. */
const firstId = (api: string) => async (page: Page) => {
  const body = await (await page.request.get(api)).json();
  return String(body.data[0].id);
};

testScreensHaveNoAxeViolations(
  {
    dashboard: "/admin/dashboard",
    "employee list": "/admin/employee",
    "new employee form": "/admin/employee/form",
    "employee form": async (page) =>
      `/admin/employee/form/${await firstId("/api/v1/employees")(page)}`,
    "article list": "/admin/article",
    "new article form": "/admin/article/form",
    categories: "/admin/categories",
    "lead inbox": "/admin/leads",
    "lead detail": async (page) => `/admin/leads/${await firstId("/api/v1/admin/leads")(page)}`,
    "staff list": "/admin/staff",
    "audit log": "/admin/audit",
  },
  {
    // One lead so the inbox and its detail page have content.
    setUp: async (page) => {
      await page.request.get("/api/v1/chat?service=digital-ads&page=%2Fservice%2Fdigital-ads", {
        maxRedirects: 0,
      });
    },
  },
);

test("dialogs and the dark theme have no axe violations", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page);
  await gotoAdmin(page, "/admin/employee");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  // Rows selected: the bulk bar and its confirmation.
  await page.getByRole("checkbox", { name: "Select every employee on this page" }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Clear selection" }).click();
  // The command palette with results.
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Find a screen or a record" }).fill("Hendra");
  await expect(page.getByRole("option", { name: /Hendra Wijaya Kusuma/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await gotoAdmin(page, "/admin/article/form");
  await page
    .getByTestId("article-version-en")
    .getByRole("button", { name: "Image", exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Add an image" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await gotoAdmin(page, "/admin/staff");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.evaluate(() => localStorage.setItem("appTheme", "NebulaFighterTheme"));
  for (const path of [
    "/admin/dashboard",
    "/admin/employee",
    "/admin/employee/form",
    "/admin/article",
    "/admin/article/form",
    "/admin/staff",
  ]) {
    await gotoAdmin(page, path);
    await waitForImagesOnScreen(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  }
  await page.evaluate(() => localStorage.setItem("appTheme", "PureLightTheme"));
});
