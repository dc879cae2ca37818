import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  gotoAdmin,
  signInAs,
  testScreensHaveNoAxeViolations,
  waitHydrated,
} from "./admin-support.ts";

/**
 * Issue 24: the agency edits its own site. An editor changes the team, a client, a service
 * page and an About tab in the staff area; the public pages show it at once, in both languages.
 */

async function portraitPng() {
  return sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 246, g: 135, b: 36 } },
  })
    .png()
    .toBuffer();
}

async function saveAndWait(page: Page, name: RegExp | string) {
  await page.getByRole("button", { name }).click();
}

/** A form field by its schema path (each language's field has the same label). */
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

test("an editor puts an employee on the team, in both languages, then hides them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/team");
  await page.getByRole("button", { name: "Add a team member" }).click();
  const picker = page.getByRole("dialog", { name: "Add a team member" });
  await picker.getByLabel("Search employees by name").fill("Hendra Wijaya Kusuma");
  await picker.getByRole("option", { name: /Hendra Wijaya Kusuma/ }).click();
  await expect(page).toHaveURL(/\/admin\/team\/\d+$/);
  await waitHydrated(page);

  await page.locator('[data-image-field="portrait"] input[type="file"]').setInputFiles({
    name: "hendra.png",
    mimeType: "image/png",
    buffer: await portraitPng(),
  });
  await expect(field(page, "portrait.url")).toHaveValue(/^\/media\/photos\//);
  await page.getByLabel(/^Public role/).selectOption("UI UX Designer");
  await field(page, "versions.en.jobTitle").fill("Head of Product Design");
  await field(page, "versions.id.jobTitle").fill("Kepala Desain Produk");
  await saveAndWait(page, "Add to the website");
  await expect(page).toHaveURL(/\/admin\/team\?saved=added/);

  await page.goto("/team");
  await waitHydrated(page);
  await expect(
    page.getByTestId("team-marquee").locator('[data-member="Hendra Wijaya Kusuma"]').first(),
  ).toBeAttached();
  await page.getByRole("button", { name: "UI UX Designer" }).click();
  const card = page.getByTestId("team-grid").locator('[data-member="Hendra Wijaya Kusuma"]');
  await expect(card).toContainText("Head of Product Design");
  await page.goto("/id/team");
  await expect(page.locator('[data-member="Hendra Wijaya Kusuma"]').first()).toContainText(
    "Kepala Desain Produk",
  );

  await gotoAdmin(page, "/admin/team");
  await page.getByRole("button", { name: "Hide Hendra Wijaya Kusuma from the website" }).click();
  await expect(
    page.getByRole("button", { name: "Show Hendra Wijaya Kusuma on the website" }),
  ).toBeVisible();
  await page.goto("/team");
  await expect(page.getByTestId("team-marquee")).toBeVisible();
  await expect(page.locator('[data-member="Hendra Wijaya Kusuma"]')).toHaveCount(0);
});

test("an editor adds a client with a case study and it shows on the clients pages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/clients/form");
  await page.getByLabel("Name", { exact: true }).fill("Sinar Laut Seafood");
  await expect(page.getByLabel("Page web address")).toHaveValue("sinar-laut-seafood");
  // A new client starts with one result row.
  await field(page, "results[0].value").fill("3.5");
  await field(page, "results[0].suffix").fill("x");
  await field(page, "results[0].label.en").fill("more repeat orders");
  await field(page, "results[0].label.id").fill("pesanan ulang lebih banyak");
  await page.getByLabel("E-Commerce Enabler").check();
  await page.getByLabel("Show on the website").check();
  const fillTexts = async (locale: "en" | "id", texts: Record<string, string>) => {
    for (const [name, value] of Object.entries(texts)) {
      await field(page, `versions.${locale}.${name}`).fill(value);
    }
  };
  await fillTexts("en", {
    industry: "Food & Beverage",
    summary: "A seafood supplier that now sells to home cooks online.",
    challenge: "Only restaurants bought from them, by phone.",
    approach: "We opened marketplace stores and ran weekly live cooking shows.",
  });
  await page.locator('button[aria-controls="client-texts-id"]').click();
  await fillTexts("id", {
    industry: "Makanan & Minuman",
    summary: "Pemasok hidangan laut yang kini berjualan online ke pemasak rumahan.",
    challenge: "Hanya restoran yang membeli, lewat telepon.",
    approach: "Kami membuka toko marketplace dan menjalankan live memasak setiap minggu.",
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/clients(\?|$)/);

  await page.goto("/clients");
  await expect(page.getByRole("img", { name: "Sinar Laut Seafood" }).first()).toBeVisible();
  await page.goto("/clients/detail?client=sinar-laut-seafood");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "A seafood supplier that now sells to home cooks online.",
  );
  await expect(page.getByText("more repeat orders")).toBeVisible();
  await page.goto("/id/clients/detail?client=sinar-laut-seafood");
  await expect(page.getByText("Kami membuka toko marketplace")).toBeVisible();
});

test("an editor changes a service's highlight and a carousel slide", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/services/kol-management");
  await field(page, "versions.en.highlight").fill("the crowd that buys");
  await page.locator('button[aria-controls$="-texts-id"]').click();
  await field(page, "versions.id.highlight").fill("penonton yang membeli");
  await field(page, "images[2].alt.en").fill("A creator unboxing a phone on camera");
  const slide = page.locator('[data-image-field="images[2]"]');
  await slide.locator('input[type="file"]').setInputFiles({
    name: "slide.png",
    mimeType: "image/png",
    buffer: await portraitPng(),
  });
  await expect(slide.locator('input[type="hidden"][name="images[2].url"]')).toHaveValue(
    /^\/media\/covers\//,
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows it now.").first()).toBeVisible();

  await page.goto("/service/kol-management");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("the crowd that buys");
  await expect(page.locator('img[alt="A creator unboxing a phone on camera"]')).toHaveAttribute(
    "src",
    /^\/media\/covers\/.+-1200\.webp$/,
  );
  await page.goto("/id/service/kol-management");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("penonton yang membeli");
});

test("an editor changes an About tab and the home page shows it", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/company");
  await page.getByRole("tab", { name: "Our Vision" }).first().click();
  await field(page, "versions.en.about[1].body").fill(
    "Every brand in Indonesia with a digital team it is proud of.",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows it now.").first()).toBeVisible();

  await page.goto("/");
  await waitHydrated(page);
  await page.getByRole("tab", { name: "Our Vision" }).click();
  await expect(
    page.getByText("Every brand in Indonesia with a digital team it is proud of."),
  ).toBeVisible();
});

testScreensHaveNoAxeViolations(
  {
    "team list": "/admin/team",
    "team member form": async (page) => {
      const team = await (await page.request.get("/api/v1/admin/site/team")).json();
      return `/admin/team/${team.data[0].employeeId}`;
    },
    "client list": "/admin/clients",
    "new client form": "/admin/clients/form",
    "client form": async (page) => {
      const clients = await (await page.request.get("/api/v1/admin/site/clients")).json();
      return `/admin/clients/form/${clients.data[0].id}`;
    },
    "service list": "/admin/services",
    "service form": "/admin/services/web-development",
    "company texts": "/admin/company",
  },
  { shots: "test-results/website-screens" },
);
