import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoAdmin, signInAs } from "./admin-support.ts";

/** Presses the shortcut until the palette is open (the page may still be hydrating). */
async function openPalette(page: Page, input: Locator, keys = "Control+k") {
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press(keys);
    await expect(input).toBeVisible({ timeout: 500 });
  }).toPass();
}

test("Ctrl+K jumps to a screen or opens an employee found by name; / focuses the list search", async ({
  page,
}) => {
  await signInAs(page);
  await gotoAdmin(page, "/admin/dashboard");
  const input = page.getByRole("combobox", { name: "Find a screen or a record" });
  await openPalette(page, input);
  await expect(input).toBeFocused();
  await input.fill("audit");
  await expect(page.getByRole("option", { name: /Audit log/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/audit");

  await openPalette(page, input);
  await input.fill("Hendra Wij");
  const person = page.getByRole("option", { name: /Hendra Wijaya Kusuma/ });
  await expect(person).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(person).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/employee\/form\/\d+$/);
  await expect(page.getByLabel("Name")).toHaveValue("Hendra Wijaya Kusuma");

  await gotoAdmin(page, "/admin/article");
  await page.locator("h1").click();
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search articles")).toBeFocused();
});

test("an editor's palette finds articles but no employees or staff screens", async ({ page }) => {
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/article");
  const input = page.getByRole("combobox", { name: "Find a screen or a record" });
  await openPalette(page, input, "Meta+k");
  await input.fill("Employee");
  await expect(page.getByText("Nothing found. Try another name.")).toBeVisible();
  await input.fill("TikTok");
  await expect(page.getByRole("option", { name: /^Article/ }).first()).toBeVisible();
  await expect(page.getByRole("option", { name: /^Employee/ })).toHaveCount(0);
});
