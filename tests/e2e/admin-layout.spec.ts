import { expect, test } from "@playwright/test";
import { gotoAdmin, signInAs } from "./admin-support.ts";

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the top bar shows only the menu button with its tooltip; the drawer opens and closes", async ({
    page,
  }) => {
    await signInAs(page);
    await gotoAdmin(page, "/admin/dashboard");
    const banner = page.getByRole("banner");
    const toggle = banner.getByRole("button", { name: "Toggle Menu" });
    await expect(toggle).toBeVisible();
    await expect(banner.getByRole("button", { name: "Sign out" })).toBeHidden();
    await expect(banner.getByRole("link", { name: "View website" })).toBeHidden();
    await toggle.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Toggle Menu");

    await toggle.click();
    const drawer = page.getByRole("dialog", { name: "Staff area" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Dashboards", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expect(drawer.getByRole("link", { name: "Employee" })).toHaveAttribute(
      "href",
      "/admin/employee",
    );

    // A link closes the drawer.
    await drawer.getByRole("link", { name: "Employee" }).click();
    await expect(page).toHaveURL("/admin/employee");
    await expect(drawer).toBeHidden();

    // So does a click outside it.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 700);
    await expect(drawer).toBeHidden();

    // And Escape, returning focus to the button.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("at 1440 px the sidebar is fixed, with the 2.0 badge, the logo tooltip and every group", async ({
  page,
}) => {
  await signInAs(page);
  await gotoAdmin(page, "/admin/dashboard");
  await expect(page.getByRole("button", { name: "Toggle Menu" })).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav).toBeVisible();
  for (const group of ["Dashboards", "Articles", "Leads", "Staff"]) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
  for (const [name, href] of [
    ["Dashboard", "/admin/dashboard"],
    ["Employee", "/admin/employee"],
    ["All articles", "/admin/article"],
    ["Categories", "/admin/categories"],
    ["Inbox", "/admin/leads"],
    ["Staff accounts", "/admin/staff"],
    ["Audit log", "/admin/audit"],
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const logo = page.getByRole("link", { name: /^Projingga 2\.0 – studio overview$/ });
  await expect(logo).toHaveAttribute("href", "/overview");
  await expect(logo).toContainText("2.0");
  await logo.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Projingga Studio");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the theme defaults to PureLightTheme, switches to dark and is applied before paint on reload", async ({
  page,
}) => {
  await signInAs(page);
  await gotoAdmin(page, "/admin/dashboard");
  expect(await page.evaluate(() => localStorage.getItem("appTheme"))).toBe("PureLightTheme");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("appTheme"))).toBe("NebulaFighterTheme");
  await expect(page.locator("html")).toHaveClass(/dark/);
  // With JavaScript bundles blocked, only the inline (nonce-carrying) script can set the class.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.unroute(/\/assets\/.*\.js$/);
  await gotoAdmin(page, "/admin/dashboard");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("appTheme"))).toBe("PureLightTheme");
});
