import { expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  gotoAdmin,
  HEADER,
  signInAs,
  waitHydrated,
} from "./admin-support.ts";

/** The account's staff-area language, set back through the API whatever the test did. */
async function setLanguage(page: Page, locale: "en" | "id") {
  const origin = new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin;
  const response = await page.request.put("/api/v1/auth/me/locale", {
    data: { locale },
    headers: { origin },
  });
  expect(response.status()).toBe(200);
}

/** The switch lives in the account menu (opened from the member's name on the top bar). */
async function openLanguageSwitch(page: Page) {
  await page.getByTestId("account-menu").click();
  return page.getByTestId("staff-language-switch").filter({ visible: true }).first();
}
const languageSwitch = (page: Page) =>
  page.getByTestId("staff-language-switch").filter({ visible: true }).first();

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test.afterEach(async ({ page }) => {
  await setLanguage(page, "en");
});

test("the staff area in Indonesian: switched from the account menu, imports a CSV with 'aktif', axe 0, and switches back", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/employee");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(await openLanguageSwitch(page)).toHaveText("Bahasa Indonesia");
  await languageSwitch(page).click();

  // Same page, now in Indonesian, for this account only.
  await expect(page).toHaveURL(/\/admin\/employee$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await waitHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Karyawan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Impor CSV" })).toBeVisible();

  const base = 700_000 + (Date.now() % 50_000) * 2;
  const tag = `Aktif${base}`;
  const csv = [
    HEADER,
    `${tag} Satu,${base},Desainer,Creative,2024-01-15,,aktif`,
    `${tag} Dua,${base + 1},Penulis,Creative,2024-02-01,,kontrak`,
  ].join("\n");
  const dialog = page.getByRole("dialog", { name: "Impor karyawan dari CSV" });
  // The page has hydrated once the button opens the dialog (route modules can be registered
  // a moment before the entry has loaded the catalogue and hydrated).
  await expect(async () => {
    await page.getByRole("button", { name: "Impor CSV" }).click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "karyawan.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId("import-preview-summary")).toHaveText(
    "2 baru, 0 sudah terdaftar, 0 bermasalah",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Impor 2 baris" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Karyawan berhasil diimpor");

  const found = await page.request.get(`/api/v1/employees?search=${tag}&limit=10`);
  const rows = (await found.json()).data as { name: string; status: string }[];
  expect(rows.map((row) => row.name).sort()).toEqual([`${tag} Dua`, `${tag} Satu`]);
  expect(rows.find((row) => row.name === `${tag} Satu`)?.status).toBe("Active");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The switch now offers English, and the spec's texts are back word for word.
  await expect(await openLanguageSwitch(page)).toHaveText("English");
  await languageSwitch(page).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await waitHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Employees" })).toBeVisible();
});

test("the Indonesian article editor and list: both versions marked, axe 0", async ({ page }) => {
  await gotoAdmin(page, "/admin/article");
  await setLanguage(page, "id");
  await gotoAdmin(page, "/admin/article");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Artikel" })).toBeVisible();
  await expect(
    page.getByTestId("article-languages").filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoAdmin(page, "/admin/article/form");
  await expect(page.getByRole("heading", { level: 1, name: "Artikel baru" })).toBeVisible();
  const indonesian = page.getByTestId("article-version-id");
  await expect(indonesian.getByText("Belum ditulis")).toBeVisible();
  await page.getByLabel("Judul (Bahasa Indonesia)").fill("Panduan live shopping");
  await expect(indonesian.getByText("Belum ditulis")).toHaveCount(0);
  await expect(page.getByTestId("article-version-en").getByText("Belum ditulis")).toBeVisible();
  await expectNoAxeViolations(page);
});
