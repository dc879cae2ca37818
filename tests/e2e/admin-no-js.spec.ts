import { expect, test } from "@playwright/test";
import { signInAs } from "./admin-support.ts";

test.use({ javaScriptEnabled: false });

test("without JavaScript the employee list searches, sorts and pages, and the form saves back to the same view", async ({
  page,
}) => {
  await signInAs(page);
  await page.goto("/admin/employee?sortBy=name&sortOrder=asc");
  await page.getByLabel("Search employees").fill("Hendra");
  await page.getByLabel("Search employees").press("Enter");
  await expect(page).toHaveURL(/search=Hendra/);
  await expect(page).toHaveURL(/sortBy=name/);
  const row = page.locator("tbody tr").first();
  await expect(row).toContainText("Hendra Wijaya Kusuma");

  await row.getByRole("link", { name: /^Edit Hendra/ }).click();
  await expect(page).toHaveURL(
    /\/admin\/employee\/form\/\d+\?sortBy=name&sortOrder=asc&search=Hendra$/,
  );
  await page.getByLabel("Position").fill("");
  await page.getByRole("button", { name: "Save employee" }).click();
  // The action answers with the form again: the reason next to the field, the rest kept.
  await expect(page.getByText("Position is required")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Hendra Wijaya Kusuma");
  await page.getByLabel("Position").fill("Creative Director");
  await page.getByRole("button", { name: "Save employee" }).click();
  await expect(page).toHaveURL(
    /\/admin\/employee\?sortBy=name&sortOrder=asc&search=Hendra&saved=updated$/,
  );
  await expect(page.locator("tbody tr").first()).toContainText("Creative Director");
});
