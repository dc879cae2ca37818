import { expect, type Page, test } from "@playwright/test";
import { gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

const body = (page: Page) => page.locator('[role="textbox"]').first();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the article form saves, and a refusal shows the reason with what was typed", async ({
    page,
  }) => {
    await signInAs(page, "editor");
    await page.goto("/admin/article/form?sortBy=title");
    await page.getByLabel("Excerpt (Bahasa Indonesia)").fill("Tanpa judul");
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page.getByText("Title is required")).toHaveCount(1);
    await expect(page.getByLabel("Excerpt (Bahasa Indonesia)")).toHaveValue("Tanpa judul");

    const title = `Tanpa JavaScript ${Date.now()}`;
    await page.getByLabel("Title (Bahasa Indonesia)").fill(title);
    await page.getByLabel("Publish date").fill("2026-01-02T10:00");
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page).toHaveURL("/admin/article?sortBy=title&saved=created");

    // The publish date comes back as typed: Jakarta time, with or without JavaScript.
    await page.goto(`/admin/article?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit: ${title}` }).click();
    await expect(page.getByLabel("Publish date")).toHaveValue("2026-01-02T10:00");
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page).toHaveURL(/saved=updated$/);
  });
});

test("on a phone, a reason in the other language opens its tab and focuses the field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/article/form");
  await page.getByLabel("Title", { exact: true }).fill("Written in English");
  await page.getByRole("button", { name: /^Bahasa Indonesia/ }).click();
  await page.getByLabel("Excerpt (Bahasa Indonesia)").fill("Ringkasan tanpa judul");
  await page.getByRole("button", { name: /^English/ }).click();
  await expect(page.getByLabel("Excerpt (Bahasa Indonesia)")).toBeHidden();
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByLabel("Title (Bahasa Indonesia)")).toBeFocused();
  await expect(page.getByText("Title is required")).toBeVisible();
  await page.getByLabel("Title (Bahasa Indonesia)").fill("Judul");
  await expect(page.getByText("Title is required")).toBeHidden();
});

test("a stored article's body edits are kept as a draft and can be discarded", async ({ page }) => {
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/article");
  await page.locator("tbody tr").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/article\/form\/[\w-]+$/);
  await waitHydrated(page);
  const stored = await page.getByLabel("Title", { exact: true }).inputValue();
  await page.getByLabel("Title", { exact: true }).fill(`${stored} changed`);
  await body(page).click();
  await page.keyboard.type(" extra words");
  await expect(page.getByText(/^Draft kept on this device at/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.values(localStorage))))
    .toContain("extra words");

  page.on("dialog", (prompt) => void prompt.accept());
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByText(/was restored/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${stored} changed`);
  await expect(body(page)).toContainText("extra words");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(stored);
  await expect(body(page)).not.toContainText("extra words");
  // Nothing left to lose: Cancel leaves without asking.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/admin/article");
});
