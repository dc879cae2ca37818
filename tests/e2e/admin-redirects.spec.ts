import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  gotoAdmin,
  signInAs,
  testScreensHaveNoAxeViolations,
} from "./admin-support.ts";

/**
 * Issue 41: old links keep working. An editor finds an old address in the not-found log,
 * turns it into a redirect, and the old address (in both editions) lands on the new page.
 */

const OLD = "/2019/03/12/tips-iklan-lama/";

test("an editor turns a not-found address into a redirect, then deletes it", async ({ page }) => {
  test.setTimeout(90_000);
  const missing = await page.request.get(OLD, {
    headers: { referer: "https://www.google.com/search?q=tips" },
  });
  expect(missing.status()).toBe(404);
  await signInAs(page, "editor");
  // Not-found counts reach the log within seconds (they are stored in batches).
  await expect(async () => {
    await gotoAdmin(page, "/admin/redirects");
    await expect(page.getByRole("cell", { name: OLD, exact: true })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 30_000 });
  const row = page.getByRole("row").filter({ hasText: OLD });
  await expect(row).toContainText("www.google.com");
  await row.getByRole("button", { name: /Redirect it/ }).click();
  await expect(page.getByLabel("Old address")).toHaveValue(OLD);
  await expect(page.getByLabel("New address")).toBeFocused();

  // A page the site serves is refused by name; what was typed stays.
  await page.getByLabel("New address").fill("/article");
  await page.getByLabel("Old address").fill("/team");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("The site already serves this address")).toBeVisible();
  await expect(page.getByLabel("New address")).toHaveValue("/article");

  await page.getByLabel("Old address").fill(OLD);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("Redirect added.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "/article", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const answer = await page.request.get(OLD, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/article");
  await page.goto(`/id${OLD}`);
  await expect(page).toHaveURL(/\/id\/article$/);

  await gotoAdmin(page, "/admin/redirects");
  await page
    .getByRole("button", { name: `Delete the redirect from ${OLD.replace(/\/$/, "")}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(
    page.getByRole("alertdialog", { name: "Deleted!" }).getByText("The redirect has been deleted."),
  ).toBeVisible();
  expect((await page.request.get(OLD, { maxRedirects: 0 })).status()).toBe(404);
});

testScreensHaveNoAxeViolations(
  { redirects: "/admin/redirects" },
  { shots: "test-results/redirects-shots" },
);
