import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs } from "./admin-support.ts";

// Issue 42, "a day of real use, round 3": each item as the person who tripped on it sees it.

const SHOTS = ".cache/shots-real";

/** The site's own origin, which the API's same-site check asks of a write. */
const originOf = () => String(test.info().project.use.baseURL);

/** The account's staff-area language, set through the API. */
async function setLanguage(page: Page, locale: "en" | "id") {
  const response = await page.request.put("/api/v1/auth/me/locale", {
    data: { locale },
    headers: { origin: originOf() },
  });
  expect(response.status()).toBe(200);
}

/** Screenshots of the page at a phone's and a desk's width (looked at by a person). */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("item 6: a scheduled article is shown as scheduled", () => {
  test("its Save button, list, revisions and preview link say when it goes live", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "editor");
    const title = `Scheduled ${randomUUID().slice(0, 8)}`;
    const created = await page.request.post("/api/v1/admin/articles", {
      data: {
        title,
        excerpt: "Goes live in December.",
        content: "<p>Not yet.</p>",
        status: "published",
        publishedAt: "2099-12-05T09:00:00+07:00",
        categories: ["Strategy"],
        id: { title: `Terjadwal ${title}`, content: "<p>Belum.</p>" },
      },
    });
    expect(created.status()).toBe(201);
    const uid = (await created.json()).data.uid as string;

    await gotoAdmin(page, `/admin/article/form/${uid}`);
    await expect(page.getByRole("button", { name: "Schedule", exact: true })).toBeVisible();
    await expect(page.getByTestId("scheduled-for")).toHaveText("Scheduled for 5 Dec, 09:00 WIB");
    // A date in the past publishes: the button saves.
    await page.getByLabel("Publish date").fill("2020-01-01T10:00");
    await expect(page.getByRole("button", { name: "Save article" })).toBeVisible();
    await expect(page.getByTestId("scheduled-for")).toHaveCount(0);
    await page.getByLabel("Publish date").fill("2099-12-05T09:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Article saved")).toBeVisible();

    await gotoAdmin(page, `/admin/article?search=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Scheduled for 5 Dec, 09:00 WIB");
    await expect(row).not.toContainText("Published");

    await gotoAdmin(page, `/admin/article/history/${uid}`);
    const revisions = page.getByTestId("revision");
    await expect(revisions.first()).toContainText("Scheduled for 5 Dec, 09:00 WIB");
    await expect(revisions.filter({ hasText: /\bpublished\b/ })).toHaveCount(0);
    for (const language of ["English", "Bahasa Indonesia"]) {
      await page.getByLabel("Language", { exact: true }).selectOption({ label: language });
      await page.getByRole("button", { name: "Create link" }).click();
      await expect(page.getByTestId("preview-link-url")).toHaveValue(
        language === "English" ? /\/preview\// : /\/id\/preview\//,
      );
      const url = await page.getByTestId("preview-link-url").inputValue();
      const visitor = await browser.newContext();
      const reader = await visitor.newPage();
      await reader.goto(url);
      await expect(reader.getByTestId("article-date")).toHaveText(
        language === "English"
          ? "Scheduled for 5 Dec, 09:00 WIB"
          : "Dijadwalkan terbit 5 Des, 09.00 WIB",
      );
      await shoot(reader, `scheduled-preview-${language === "English" ? "en" : "id"}`);
      await visitor.close();
    }
    await shoot(page, "scheduled-history-en");

    await setLanguage(page, "id");
    try {
      await gotoAdmin(page, `/admin/article/form/${uid}`);
      await expect(page.getByRole("button", { name: "Jadwalkan", exact: true })).toBeVisible();
      await expect(page.getByTestId("scheduled-for")).toHaveText(
        "Dijadwalkan terbit 5 Des, 09.00 WIB",
      );
      await expectNoAxeViolations(page);
      await shoot(page, "scheduled-form-id");
      await gotoAdmin(page, `/admin/article?search=${encodeURIComponent(title)}`);
      await shoot(page, "scheduled-list-id");
    } finally {
      await setLanguage(page, "en");
    }
  });
});

test.describe("item 8: sales exports and lists", () => {
  test("the employee list has numbered pages beside Previous/Next, 10 a page by default", async ({
    page,
  }) => {
    await signInAs(page);
    const base = 800_000 + Math.floor(Math.random() * 100_000);
    for (let index = 0; index < 31; index += 1) {
      const response = await page.request.post("/api/v1/employees", {
        data: {
          name: `Pager Person ${index}`,
          number: base + index,
          position: "QA Engineer",
          department: "Technology",
          joinDate: "2025-01-15",
          status: "Active",
        },
      });
      expect(response.status()).toBe(201);
    }
    await gotoAdmin(page, "/admin/employee");
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
    const pager = page.getByRole("navigation", { name: "Employees" });
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page.getByTestId("employee-range")).toHaveText(/^11–20 of \d+$/);
    await pager.getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId("employee-range")).toHaveText(/^21–30 of \d+$/);
    await expect(pager.getByRole("link", { name: "Page 3", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
    await shoot(page, "employee-pages-en");
    await setLanguage(page, "id");
    try {
      await gotoAdmin(page, "/admin/employee?page=2");
      await expect(page.getByRole("link", { name: "Halaman 3", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await shoot(page, "employee-pages-id");
    } finally {
      await setLanguage(page, "en");
    }
  });

  test("a lead's WhatsApp number shows as +62…, and its reply link carries the same number", async ({
    page,
  }) => {
    const response = await page.request.post("/api/v1/leads/contact", {
      headers: {
        "x-forwarded-for": `10.42.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
      },
      data: { ...CONTACT_LEAD, name: "Rina E164", whatsapp: "0812-3456-7890" },
    });
    expect(response.status()).toBe(201);
    const id = (await response.json()).data.id as number;
    await signInAs(page);
    await gotoAdmin(page, `/admin/leads/${id}`);
    await expect(page.getByTestId("lead-phone")).toHaveText("+6281234567890");
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/6281234567890\?/,
    );
    await shoot(page, "lead-phone-en");
  });
});

test.describe("item 2: the library's alt text in each edition's body", () => {
  test("an image picked from the library into both bodies gets each language's alt text", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    const name = `harbolnas-${Date.now().toString(36)}.png`;
    const alt = {
      en: "Green banner: Harbolnas 12.12 sale",
      id: "Spanduk hijau: promo Harbolnas 12.12",
    };
    await gotoAdmin(page, "/admin/media-library");
    const sharp = (await import("sharp")).default;
    const buffer = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 160, b: 80 } },
    })
      .png()
      .toBuffer();
    await page.getByTestId("upload-input").setInputFiles([{ name, mimeType: "image/png", buffer }]);
    await expect(
      page.getByTestId("upload-list").locator(`[data-upload="${name}"]`),
    ).toHaveAttribute("data-state", "done", { timeout: 30_000 });
    await page.getByRole("button", { name: `Details of ${name}` }).click();
    const details = page.getByRole("dialog", { name });
    await details.getByLabel("Alt text (English)").fill(alt.en);
    await details.getByLabel("Alt text (Bahasa Indonesia)").fill(alt.id);
    await details.getByRole("button", { name: "Save texts" }).click();
    await expect(page.getByText("Texts saved.")).toBeVisible();

    await gotoAdmin(page, "/admin/article/form");
    for (const language of ["en", "id"] as const) {
      const version = page.getByTestId(`article-version-${language}`);
      await version.getByRole("button", { name: "Image", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add an image" });
      await dialog.getByRole("button", { name: "Choose from library", exact: true }).click();
      const picker = page.getByRole("dialog", { name: "Choose an image" });
      await picker.getByLabel("Search images").fill(name);
      await picker.locator(`[data-media="${name}"]`).click();
      await expect(picker.getByRole("textbox", { name: /Alt text/ })).toHaveValue(alt[language]);
      await picker.getByRole("button", { name: "Use this image" }).click();
      await expect(version.locator(".ProseMirror img")).toHaveAttribute("alt", alt[language]);
    }
    await expect(page.locator('input[name="versions.id.content"]')).toHaveValue(
      new RegExp(`alt="${alt.id}"`),
    );
    await expect(page.locator('input[name="versions.en.content"]')).toHaveValue(
      new RegExp(`alt="${alt.en}"`),
    );
  });
});

test.describe("item 4: the staff area's language", () => {
  test("a new account opens in the sign-in page's language; the switch sits in the account menu", async ({
    page,
    browser,
  }) => {
    await signInAs(page);
    const email = `baru-${Date.now().toString(36)}@projingga.test`;
    const password = "a-new-members-password-long";
    const created = await page.request.post("/api/v1/admin/staff", {
      data: { email, name: "Anggota Baru", role: "editor", password },
      headers: { origin: originOf() },
    });
    expect(created.status()).toBe(201);

    // An English sign-in page in an en-US browser: the new account's staff area is English.
    const context = await browser.newContext({ locale: "en-US" });
    const member = await context.newPage();
    await member.goto("/login");
    await expect(member.locator("html")).toHaveAttribute("lang", "en");
    await member.getByLabel("Email").fill(email);
    await member.getByLabel("Password").fill(password);
    await member.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(member).toHaveURL(/\/admin/);
    await expect(member.locator("html")).toHaveAttribute("lang", "en");
    await context.close();

    // An Indonesian browser on first sign-in gets Indonesian.
    const email2 = `baru2-${Date.now().toString(36)}@projingga.test`;
    expect(
      (
        await page.request.post("/api/v1/admin/staff", {
          data: { email: email2, name: "Anggota Dua", role: "editor", password },
          headers: { origin: originOf() },
        })
      ).status(),
    ).toBe(201);
    const idContext = await browser.newContext({ locale: "id-ID" });
    const second = await idContext.newPage();
    await second.goto("/login");
    await expect(second.locator("html")).toHaveAttribute("lang", "id");
    await second.locator('input[type="email"]').fill(email2);
    await second.locator('input[type="password"]').fill(password);
    await second.locator('button[type="submit"]').first().click();
    await expect(second).toHaveURL(/\/admin/);
    await expect(second.locator("html")).toHaveAttribute("lang", "id");
    await idContext.close();

    // The switch is not on the bar beside the editors' language tabs: it is in the account menu.
    await gotoAdmin(page, "/admin/article/form");
    await expect(page.getByTestId("staff-language-switch").filter({ visible: true })).toHaveCount(
      0,
    );
    await page.getByTestId("account-menu").click();
    const group = page.getByRole("group", { name: "Language of these staff screens" });
    await expect(group.getByTestId("staff-language-switch")).toHaveText("Bahasa Indonesia");
    await expectNoAxeViolations(page);
    await shoot(page, "account-menu-en");
  });

  test("the Indonesian Company page says the English texts are on the other tab", async ({
    page,
  }) => {
    await signInAs(page);
    await setLanguage(page, "id");
    try {
      await gotoAdmin(page, "/admin/company");
      await expect(page.getByTestId("other-language-note").filter({ visible: true })).toHaveText(
        /Teks English ada di tab “English” di atas/,
      );
      await shoot(page, "company-id");
    } finally {
      await setLanguage(page, "en");
    }
  });
});

test.describe("item 5: the lead page's one Save", () => {
  test("the main Save also adds the note typed above it", async ({ page }) => {
    const response = await page.request.post("/api/v1/leads/contact", {
      headers: {
        "x-forwarded-for": `10.43.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
      },
      data: { ...CONTACT_LEAD, name: `Note keeper ${Date.now()}` },
    });
    expect(response.status()).toBe(201);
    const id = (await response.json()).data.id as number;
    await signInAs(page);
    await gotoAdmin(page, `/admin/leads/${id}`);
    await page.getByLabel("Add a note").fill("Called: sends the brief on Monday.");
    await page.getByLabel("Change status").selectOption("contacted");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/Note added/)).toBeVisible();
    const notes = page.getByRole("list", { name: "Notes" });
    await expect(notes).toContainText("Called: sends the brief on Monday.");
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    // Still there after leaving and coming back.
    await gotoAdmin(page, `/admin/leads/${id}`);
    await expect(page.getByRole("list", { name: "Notes" })).toContainText(
      "Called: sends the brief on Monday.",
    );
    await shoot(page, "lead-note-en");
  });
});

test.describe("item 11: smaller ones", () => {
  test("after Revoke the 'copy it now' banner goes, and the link says it expired or was withdrawn", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "editor");
    const created = await page.request.post("/api/v1/admin/articles", {
      data: {
        title: `Revoked ${randomUUID().slice(0, 8)}`,
        content: "<p>Draft.</p>",
        status: "draft",
        id: { title: `Ditarik ${randomUUID().slice(0, 8)}`, content: "<p>Draf.</p>" },
      },
    });
    const uid = (await created.json()).data.uid as string;
    await gotoAdmin(page, `/admin/article/history/${uid}`);
    await page.getByLabel("Language", { exact: true }).selectOption({ label: "Bahasa Indonesia" });
    await page.getByRole("button", { name: "Create link" }).click();
    const url = await page.getByTestId("preview-link-url").inputValue();
    await page.getByTestId("preview-links").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Preview link revoked")).toBeVisible();
    await expect(page.getByTestId("preview-link-url")).toHaveCount(0);
    await expect(page.getByText(/Copy it now/)).toHaveCount(0);

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const answer = await reader.goto(url);
    expect(answer?.status()).toBe(404);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
      "Tautan pratinjau ini sudah kedaluwarsa atau ditarik",
    );
    await shoot(reader, "preview-gone-id");
    await reader.goto(url.replace("/id/preview/", "/preview/"));
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
      "This preview link has expired or was withdrawn",
    );
    await shoot(reader, "preview-gone-en");
    await visitor.close();
  });
});
