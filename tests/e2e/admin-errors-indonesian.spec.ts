import { expect, type Locator, type Page, test } from "@playwright/test";
import { admin as t } from "#contracts/messages/id/admin.ts";
import { blogAdmin } from "#contracts/messages/id/blog-admin.ts";
import { errors as validation } from "#contracts/messages/id/errors.ts";
import { leadPipeline } from "#contracts/messages/id/lead-pipeline.ts";
import { redirectsAdmin } from "#contracts/messages/id/redirects-admin.ts";
import { websiteAdmin } from "#contracts/messages/id/website-admin.ts";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { E2E_EDITOR } from "./accounts.ts";
import { gotoAdmin, HEADER, signInAs } from "./admin-support.ts";

/**
 * The definition of done: the Indonesian staff area shows no English in any error.
 * Each test opens one staff screen in Indonesian, sets off its error paths and reads every
 * error on screen; the checks are soft, so one run lists every leak of a screen.
 */

/**
 * Words and phrases of the English error texts (contracts/messages/validation.ts,
 * contact-errors.ts, the domain errors in server/ and the contracts' schemas) that Indonesian
 * never uses.
 */
const ENGLISH =
  /\b(a|an|required|must|not found|already|choose|enter|too|cannot|could not|failed|invalid|not valid|the|is|are|be|your|this|or|and|of|at least|at most|characters|number|please|try again|only|use|pick|paste|unknown|expired|allowed|refused|wrong|incorrect|exists|no longer|someone|reload|role|page|image|requests)\b/i;

/** The text of every error a member can see: alerts, toasts, dialogs and the fields' errors. */
function readVisibleErrors(page: Page) {
  return page.evaluate(() => {
    const invalidFieldErrors = [...document.querySelectorAll('[aria-invalid="true"]')].flatMap(
      (field) =>
        (field.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .map((id) => id && document.getElementById(id))
          .filter((element): element is HTMLElement => Boolean(element)),
    );
    const errors = new Set([
      ...document.querySelectorAll<HTMLElement>(
        '[role="alert"], [role="alertdialog"], [data-sonner-toast], [id$="-error"], .error',
      ),
      ...invalidFieldErrors,
    ]);
    return [...errors]
      .filter((element) => element.checkVisibility())
      .map((element) => element.innerText.trim())
      .filter(Boolean);
  });
}

/**
 * Waits for `shown` (the error the step sets off), then checks every visible error: it holds
 * the catalogue's `expected` texts and no English.
 */
async function expectIndonesianErrors(
  page: Page,
  step: string,
  shown: Locator,
  expected: string[] = [],
) {
  await expect(shown.first(), `${step}: an error is shown`).toBeVisible();
  const errors = await readVisibleErrors(page);
  for (const text of expected) {
    expect.soft(errors.join("\n"), `${step}: the Indonesian catalogue's text`).toContain(text);
  }
  expect
    .soft(
      errors.filter((error) => ENGLISH.test(error)),
      `${step}: English errors`,
    )
    .toEqual([]);
}

async function setLanguage(page: Page, locale: "en" | "id") {
  const response = await page.request.put("/api/v1/auth/me/locale", { data: { locale } });
  expect(response.status()).toBe(200);
}

async function signInIndonesian(page: Page, role: "admin" | "editor" = "admin") {
  await signInAs(page, role);
  await setLanguage(page, "id");
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const invalidField = (page: Page) => page.locator('[aria-invalid="true"]');
const alert = (page: Page) => page.getByRole("alert");
const toast = (page: Page) => page.locator("[data-sonner-toast]");
const notFound = (page: Page) =>
  page.getByRole("heading", { level: 1, name: t.layout.notFoundTitle });

test.afterEach(async ({ page }) => {
  await setLanguage(page, "en");
});

test("employee form: empty, out of range, a taken number and a refused photo", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/employee/form");
  const save = page.getByRole("button", { name: t.employeeForm.save });
  await save.click();
  await expectIndonesianErrors(page, "employee form, empty", invalidField(page), [
    validation.fieldRequired("Name"),
  ]);

  await field(page, "name").fill("Uji Galat");
  await field(page, "number").fill("99999999999");
  await field(page, "status").selectOption("Active");
  await field(page, "position").fill("Penguji");
  await field(page, "department").fill("Technology");
  await field(page, "joinDate").fill("1899-12-31");
  await field(page, "photo").fill("http://example.com/foto.png");
  await save.click();
  await expect(field(page, "joinDate")).toHaveAttribute("aria-invalid", "true");
  await expectIndonesianErrors(page, "employee form, out of range", invalidField(page), [
    validation.employeeNumberLong,
    validation.photoUrl,
  ]);

  await field(page, "number").fill("1001");
  await field(page, "joinDate").fill("2024-03-01");
  await field(page, "photo").fill("");
  await save.click();
  await expectIndonesianErrors(page, "employee form, taken number", toast(page), [
    t.employeeForm.addFailed,
    validation.numberInUse("1001"),
  ]);

  await page.locator('input[type="file"]').setInputFiles({
    name: "foto.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expectIndonesianErrors(
    page,
    "employee form, refused photo",
    page.locator("#employee-upload-error"),
  );

  await gotoAdmin(page, "/admin/employee/form/999999");
  await expectIndonesianErrors(page, "employee form, missing employee", alert(page), [
    t.employeeForm.fetchFailed,
  ]);
});

test("employee CSV import: bad rows and a file without the columns", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/employee");
  const dialog = page.getByRole("dialog", { name: t.importWizard.title });
  await expect(async () => {
    await page.getByRole("button", { name: t.employees.import }).click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const chooseCsv = (text: string) =>
    dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "karyawan.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

  await chooseCsv("nama;kota\nBudi;Bandung");
  await expectIndonesianErrors(page, "CSV import, missing columns", alert(page));

  const base = 600_000 + (Date.now() % 50_000) * 2;
  await chooseCsv(
    [
      HEADER,
      `Tanggal Salah,${base},Desainer,Creative,2024-13-45,,aktif`,
      `,${base + 1},Desainer,Creative,2024-01-15,,aktif`,
      `Nomor Huruf,abc,Desainer,Creative,2024-01-15,,aktif`,
      `Nomor Ganda,${base + 2},Desainer,Creative,2024-01-15,,aktif`,
      `Nomor Ganda Lagi,${base + 2},Desainer,Creative,2024-01-15,,aktif`,
      `Status Aneh,${base + 3},Desainer,Creative,2024-01-15,,pensiun`,
    ].join("\n"),
  );
  const preview = dialog.getByTestId("import-preview-summary");
  await expect(preview).toBeVisible();
  await expectIndonesianErrors(
    page,
    "CSV import, bad rows",
    dialog.locator('[aria-invalid="true"]'),
    [
      `nama: ${validation.fieldRequired("Name")}`,
      validation.joinDateReal,
      validation.employeeNumber,
    ],
  );
  const rowReasons = await dialog.locator("tbody tr").allInnerTexts();
  expect
    .soft(
      rowReasons.filter((row) => ENGLISH.test(row)),
      "CSV import: English in the rows' reasons",
    )
    .toEqual([]);
});

test("article form: empty, a cover and a body image that are not images", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/article/form");
  await page.getByRole("button", { name: blogAdmin.formSave }).click();
  await expectIndonesianErrors(page, "article form, empty", invalidField(page));

  await page
    .locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]')
    .first()
    .setInputFiles({
      name: "sampul.png",
      mimeType: "image/png",
      buffer: Buffer.from("bukan gambar"),
    });
  await expectIndonesianErrors(page, "article form, refused cover", alert(page));

  await page
    .locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]')
    .first()
    .setInputFiles({ name: "sampul.txt", mimeType: "text/plain", buffer: Buffer.from("teks") });
  await expectIndonesianErrors(page, "article form, wrong cover type", alert(page));

  await page
    .getByTestId("article-version-en")
    .getByRole("button", { name: blogAdmin.editorImage, exact: true })
    .click();
  const imageDialog = page.getByRole("dialog", { name: t.articles.imageDialogTitle });
  await imageDialog.locator('input[type="file"]').setInputFiles({
    name: "gambar.png",
    mimeType: "image/png",
    buffer: Buffer.from("bukan gambar"),
  });
  await imageDialog.getByRole("button", { name: t.articles.imageInsert }).click();
  await expectIndonesianErrors(page, "article body, refused image", imageDialog.getByRole("alert"));
});

test("categories: an empty name and another category's name", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/categories");
  await page.getByRole("button", { name: `${blogAdmin.categoriesRename}: Strategy` }).click();
  const name = page.getByRole("textbox", { name: blogAdmin.categoriesName, exact: true });
  const save = page.getByRole("button", { name: blogAdmin.categoriesSave, exact: true });
  await name.fill("");
  await save.click();
  await expectIndonesianErrors(page, "categories, empty name", invalidField(page), [
    validation.fieldRequired("Name"),
  ]);
  await name.fill("Content");
  await save.click();
  await expectIndonesianErrors(page, "categories, taken name", invalidField(page).or(toast(page)));
});

test("client form: empty, a bad address and a taken one", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/clients/form");
  await page.getByRole("button", { name: websiteAdmin.shared.save }).click();
  await expectIndonesianErrors(page, "client form, empty", invalidField(page), [
    validation.fieldRequired("Name"),
  ]);
  await field(page, "name").fill("Klien Uji");
  await field(page, "slug").fill("Alamat Salah!");
  await page.getByRole("button", { name: websiteAdmin.shared.save }).click();
  await expectIndonesianErrors(
    page,
    "client form, bad address",
    field(page, "slug").and(invalidField(page)),
    [validation.slugFormat],
  );

  const clients = (await (await page.request.get("/api/v1/admin/site/clients")).json()).data;
  await gotoAdmin(page, `/admin/clients/form/${clients[0].id}`);
  await field(page, "slug").fill(clients[1].slug);
  await page.getByRole("button", { name: websiteAdmin.shared.save }).click();
  await expectIndonesianErrors(
    page,
    "client form, taken address",
    invalidField(page).or(alert(page)),
    [validation.clientSlugTaken(clients[1].slug)],
  );
});

test("service form: an emptied highlight and a title too long", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/services/web-development");
  await field(page, "versions.en.highlight").fill("");
  await field(page, "versions.en.title").fill("x".repeat(400));
  await page.getByRole("button", { name: websiteAdmin.shared.save }).click();
  await expectIndonesianErrors(page, "service form, empty and too long", invalidField(page));
});

test("team member form: an emptied job title and a missing employee", async ({ page }) => {
  await signInIndonesian(page);
  const team = await (await page.request.get("/api/v1/admin/site/team")).json();
  await gotoAdmin(page, `/admin/team/${team.data[0].employeeId}`);
  await field(page, "versions.en.jobTitle").fill("");
  await page.getByRole("button", { name: websiteAdmin.shared.save }).click();
  await expectIndonesianErrors(page, "team member form, empty", invalidField(page), [
    validation.fieldRequired("Job title"),
  ]);

  await gotoAdmin(page, "/admin/team/999999");
  await expectIndonesianErrors(page, "team member form, missing employee", notFound(page));
});

test("company: an emptied legal name and a bad email", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/company");
  await field(page, "legalName").fill("");
  await field(page, "email").fill("bukan-email");
  await page.getByRole("button", { name: websiteAdmin.shared.save }).first().click();
  await expectIndonesianErrors(page, "company, empty and bad", invalidField(page), [
    validation.fieldRequired("Legal name"),
    validation.companyEmail,
  ]);
});

test("media library: a file that is not an image", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/media-library");
  await page.getByTestId("upload-input").setInputFiles({
    name: "rusak.png",
    mimeType: "image/png",
    buffer: Buffer.from("bukan gambar"),
  });
  await expect(
    page.getByTestId("upload-list").locator('[data-upload="rusak.png"]'),
  ).toHaveAttribute("data-state", /failed|error/);
  await expectIndonesianErrors(page, "media library, refused upload", alert(page));
});

test("lead detail: an empty note and a missing lead", async ({ page }) => {
  await signInIndonesian(page);
  // From an address of this file's own: the contact throttle counts leads per address.
  const lead = await page.request.post("/api/v1/leads/contact", {
    headers: { "x-forwarded-for": "10.31.0.1" },
    data: CONTACT_LEAD,
  });
  expect(lead.status()).toBe(201);
  await gotoAdmin(page, `/admin/leads/${(await lead.json()).data.id}`);
  await page.getByRole("button", { name: leadPipeline.addNote }).click();
  await expectIndonesianErrors(page, "lead detail, empty note", invalidField(page));

  await gotoAdmin(page, "/admin/leads/999999");
  await expectIndonesianErrors(page, "lead detail, missing lead", notFound(page));
});

test("lead sources: a range that ends before it starts", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/dashboard/sources?from=2025-05-01&to=2025-01-01");
  await expectIndonesianErrors(page, "lead sources, reversed range", invalidField(page));
});

test("sign-in security: removing the only authenticator of an admin", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/account/security");
  await page.getByRole("button", { name: t.security.totpRemove }).click();
  await expectIndonesianErrors(page, "sign-in security, last factor", toast(page));
});

test("sign-in security: a wrong authenticator code", async ({ page }) => {
  await signInIndonesian(page, "editor");
  await gotoAdmin(page, "/admin/account/security");
  const start = page.getByRole("button", { name: t.security.totpStart });
  const code = page.getByLabel(t.security.totpCode);
  // A setup started by an earlier run is still waiting for its first code.
  await expect(start.or(code)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await code.fill("12");
  await page.getByRole("button", { name: t.security.totpConfirm }).click();
  await expectIndonesianErrors(page, "sign-in security, short code", invalidField(page));
  await code.fill("000000");
  await page.getByRole("button", { name: t.security.totpConfirm }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectIndonesianErrors(page, "sign-in security, wrong code", invalidField(page));
});

test("staff accounts: a bad new account and a taken email", async ({ page }) => {
  await signInIndonesian(page);
  await gotoAdmin(page, "/admin/staff");
  await page.getByRole("button", { name: t.staff.add }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.staff.name).fill("Uji");
  await dialog.getByLabel(t.staff.email).fill("bukan-email");
  await dialog.getByLabel(t.staff.password).fill("pendek");
  await dialog.getByRole("button", { name: t.staff.create }).click();
  await expectIndonesianErrors(page, "staff, bad account", invalidField(page), [
    validation.email,
    validation.passwordLength,
  ]);
  await dialog.getByLabel(t.staff.email).fill(E2E_EDITOR.email);
  await dialog.getByLabel(t.staff.password).fill("kata-sandi-yang-cukup-panjang");
  await dialog.getByRole("button", { name: t.staff.create }).click();
  await expectIndonesianErrors(page, "staff, taken email", invalidField(page).or(toast(page)));
});

test("an editor opening employees is refused in Indonesian", async ({ page }) => {
  await signInIndonesian(page, "editor");
  const response = await gotoAdmin(page, "/admin/employee");
  expect(response?.status()).toBe(403);
  await expectIndonesianErrors(
    page,
    "employees as an editor",
    page.getByRole("heading", { level: 1, name: t.layout.forbiddenTitle }),
  );
});

test("redirects: a page the site serves, a loop and another site", async ({ page }) => {
  await signInIndonesian(page, "editor");
  await gotoAdmin(page, "/admin/redirects");
  const add = page.getByRole("button", { name: redirectsAdmin.add });
  await field(page, "from").fill("/team");
  await field(page, "to").fill("/article");
  await add.click();
  await expectIndonesianErrors(page, "redirects, served page", invalidField(page), [
    validation.redirectServed,
  ]);
  await field(page, "from").fill("/putaran");
  await field(page, "to").fill("/putaran");
  await add.click();
  await expectIndonesianErrors(page, "redirects, loop", invalidField(page), [
    validation.redirectLoop,
  ]);
  await field(page, "to").fill("https://situs-lain.example/");
  await add.click();
  await expectIndonesianErrors(page, "redirects, another site", invalidField(page), [
    validation.redirectForeignHost("situs-lain.example"),
  ]);
});
