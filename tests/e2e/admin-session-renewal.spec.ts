import { expect, type Page, test } from "@playwright/test";
import { E2E_EDITOR, E2E_PASSWORD } from "./accounts.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

const BODY = "Typed while the session ran out.";
const DRAFT_KEY = "projingga:article-draft:new";

test.beforeEach(async ({ page }) => {
  await signInAs(page, "editor");
});

/** A new article with a title and a body, kept on the device by the autosave. */
async function typeArticle(page: Page, title: string) {
  await gotoAdmin(page, "/admin/article/form");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.locator('[role="textbox"]').first().click();
  await page.keyboard.type(BODY);
  await expect(page.getByText(/^Draft kept on this device at \d\d:\d\d WIB$/)).toBeVisible();
}

const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

test("a save after the session ended signs in again in place, then saves what was typed", async ({
  page,
  context,
}) => {
  const title = `Kept through sign-in ${Date.now()}`;
  await typeArticle(page, title);
  // The session ends on the server's side of the browser: the cookie is gone.
  await context.clearCookies();
  await page.getByRole("button", { name: "Save article" }).click();

  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/admin/article/form");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.locator('[role="textbox"]').first()).toContainText(BODY);
  expect(await storedDraft(page)).toContain(title);
  await expectNoAxeViolations(page);

  // Keyboard only: the email is the member's, the password has focus, Tab stays in the dialog.
  await expect(dialog.getByLabel("Email")).toHaveValue(E2E_EDITOR.email);
  await expect(dialog.getByLabel("Password")).toBeFocused();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  // A wrong password is answered in the dialog, which stays open.
  await dialog.getByLabel("Password").fill("not the password");
  await dialog.getByLabel("Password").press("Enter");
  await expect(dialog.getByText("Email or password is incorrect")).toBeVisible();
  await expect(page).toHaveURL("/admin/article/form");
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Password").fill(E2E_PASSWORD);
  await dialog.getByLabel("Password").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Article created")).toBeVisible();
  await expect(page).toHaveURL("/admin/article");
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  // Saved: the device draft has done its job.
  expect(await storedDraft(page)).toBeNull();
});

test("closing the dialog keeps the form and the draft; a reload while signed out still offers the draft", async ({
  page,
  context,
}) => {
  const title = `Kept through a reload ${Date.now()}`;
  await typeArticle(page, title);
  await context.clearCookies();
  await page.getByRole("button", { name: "Save article" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Not saved: you are signed out.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByRole("button", { name: "Save article" })).toBeEnabled();

  // The form asks before the reload (unsaved changes); leaving is accepted.
  page.on("dialog", (prompt) => void prompt.accept());
  await page.reload();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/admin/article/form")}`);
  await waitHydrated(page);
  await page.getByLabel("Email").fill(E2E_EDITOR.email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/admin/article/form");
  await expect(
    page.getByText(/Your unsaved draft from \d\d:\d\d WIB was restored\./),
  ).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.locator('[role="textbox"]').first()).toContainText(BODY);
});

test("a sign-in link back to a data address lands on the page itself", async ({ page }) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent("/admin/article/form.data")}`);
  await expect(page).toHaveURL("/admin/article/form");
  await expect(page.getByRole("heading", { name: "New article" })).toBeVisible();
});

test("the editor's other staff calls (the preview) also sign in again in place, then go on", async ({
  page,
  context,
}) => {
  await typeArticle(page, `Preview through sign-in ${Date.now()}`);
  await context.clearCookies();
  await page.getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/admin/article/form");
  await dialog.getByLabel("Password").fill(E2E_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("article-preview")).toContainText(BODY);
});
