import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support";

test("the login page has no axe violations, also with errors shown", async ({ page }) => {
  await page.goto("/login");
  await waitHydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [1440, 375]) {
  test(`every staff page has no axe violations at ${width} px`, async ({ page }) => {
    // Eleven pages, each analysed in full: more than the default 30 s on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // One lead so the inbox and its detail page have content.
    await page.request.get("/api/v1/chat?service=digital-ads&page=%2Fservice%2Fdigital-ads", {
      maxRedirects: 0,
    });
    await signInAs(page);
    const leads = await (await page.request.get("/api/v1/admin/leads")).json();
    const employees = await (await page.request.get("/api/v1/employees")).json();
    const paths = [
      "/admin/dashboard",
      "/admin/employee",
      "/admin/employee/form",
      `/admin/employee/form/${employees.data[0].id}`,
      "/admin/article",
      "/admin/article/form",
      "/admin/categories",
      "/admin/leads",
      `/admin/leads/${leads.data[0].id}`,
      "/admin/staff",
      "/admin/audit",
    ];
    for (const path of paths) {
      await gotoAdmin(page, path);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    }
  });
}

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
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  }
  await page.evaluate(() => localStorage.setItem("appTheme", "PureLightTheme"));
});
