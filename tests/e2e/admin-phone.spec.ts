import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_EDITOR } from "./accounts.ts";
import { gotoAdmin, signInAs } from "./admin-support.ts";

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test("at 375 px employees are cards with Edit and Delete in reach, and the page never scrolls sideways", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/employee");
  const cards = page.getByTestId("employee-cards").locator("li");
  await expect(cards).toHaveCount(10);
  await expect(page.locator("table")).toBeHidden();
  await expectNoSidewaysScroll(page);
  const firstDelete = cards.first().getByRole("button", { name: /^Delete / });
  const box = await firstDelete.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  await expect(cards.first().getByRole("link", { name: /^Edit / })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("employees-375.png") });

  // Sorting is reachable without the table's headers.
  await page.getByLabel("Sort by").selectOption("name:asc");
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  // The select follows the loaded list, so this waits for the sorted rows.
  await expect(page.getByLabel("Sort by")).toHaveValue("name:asc");
  // First letters of names that start with one (the collation may put "=..." anywhere).
  const initials = (await cards.locator("p.font-semibold").allTextContents())
    .filter((name) => /^[a-z]/i.test(name))
    .map((name) => name[0].toLowerCase());
  expect([...initials].sort()).toEqual(initials);

  // The delete dialog keeps the spec's texts on a phone too.
  await cards
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(page.getByRole("alertdialog").getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
});

test("at 375 px articles are cards with their actions in reach", async ({ page }) => {
  await gotoAdmin(page, "/admin/article");
  const cards = page.getByTestId("article-cards").locator("li");
  await expect(cards.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await cards
    .first()
    .getByRole("button", { name: /^Delete: / })
    .boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});

test("at 375 px staff accounts are cards with each member's role and actions in reach", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/staff");
  const cards = page.getByTestId("staff-cards").locator("li");
  await expect(cards.filter({ hasText: E2E_ADMIN.email })).toHaveCount(1);
  await expect(page.locator("table")).toBeHidden();
  await expectNoSidewaysScroll(page);

  const editor = cards.filter({ hasText: E2E_EDITOR.email });
  const controls = [
    editor.getByRole("combobox", { name: new RegExp(`^Role\\W+${E2E_EDITOR.name}$`) }),
    editor.getByRole("button", { name: /^Change role/ }),
    editor.getByRole("button", { name: /^(Disable|Enable)/ }),
    editor.getByRole("button", { name: /^Reset password/ }),
  ];
  for (const control of controls) {
    await expect(control).toBeInViewport();
    const box = await control.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  // One's own card: no role select and no Disable, but the password reset.
  const self = cards.filter({ hasText: E2E_ADMIN.email });
  await expect(self.getByRole("combobox")).toHaveCount(0);
  await expect(self.getByRole("button", { name: /^Disable/ })).toHaveCount(0);
  await expect(self.getByRole("button", { name: /^Reset password/ })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("staff-375.png") });

  // The reset dialog opens from the card, with its texts.
  await editor.getByRole("button", { name: /^Reset password/ }).click();
  await expect(
    page.getByRole("dialog", { name: `Reset the password of ${E2E_EDITOR.name}` }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a photo the server cannot use is explained under the upload button; a large phone photo is accepted", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/employee/form");
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  const problem = page.locator("#employee-upload-error");
  await expect(problem).toHaveText("Use a JPG, PNG or WebP image.");
  await expect(upload).toHaveAttribute("aria-describedby", "employee-upload-error");
  // Directly under the upload button, not under the Photo URL field.
  const button = await page.getByText("Upload photo").boundingBox();
  const message = await problem.boundingBox();
  expect((message?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(40);
  await expect(page.locator("#employee-photo-error")).toHaveCount(0);
  await expect(page.getByText("up to 15 MB (phone photos are fine)")).toBeVisible();
});
