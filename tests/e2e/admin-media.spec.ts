import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

/**
 * Issue 25: the media library. Three images uploaded at once; one described in both languages,
 * used as an article cover and as a team portrait; the public pages describe it in their
 * language; its delete is refused naming both uses; an unused one is deleted.
 */

const stamp = Date.now().toString(36);
const NAMES = [`sunrise-${stamp}.png`, `harbour-${stamp}.png`, `market-${stamp}.png`];
const ALT = { en: `Sunrise over the studio ${stamp}`, id: `Matahari terbit di studio ${stamp}` };

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function pickFromLibrary(page: Page, scope: ReturnType<Page["locator"]>, name: string) {
  await scope.getByRole("button", { name: "Choose from library", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search images").fill(name);
  await picker.locator(`[data-media="${name}"]`).click();
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toBeHidden();
}

test("the media library: upload three, describe one, use it twice, delete rules", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/media-library");

  // Three at once through the picker, each with its own progress and outcome.
  await page.getByTestId("upload-input").setInputFiles([
    { name: NAMES[0], mimeType: "image/png", buffer: await png(246, 135, 36) },
    { name: NAMES[1], mimeType: "image/png", buffer: await png(36, 90, 246) },
    { name: NAMES[2], mimeType: "image/png", buffer: await png(40, 160, 90) },
  ]);
  const uploads = page.getByTestId("upload-list");
  for (const name of NAMES) {
    await expect(uploads.locator(`[data-upload="${name}"]`)).toHaveAttribute("data-state", "done", {
      timeout: 30_000,
    });
  }
  const grid = page.getByTestId("media-grid");
  for (const name of NAMES) await expect(grid.locator(`[data-media="${name}"]`)).toBeVisible();

  // Alt text in both languages.
  await page.getByRole("button", { name: `Details of ${NAMES[0]}` }).click();
  const details = page.getByRole("dialog", { name: NAMES[0] });
  await details.getByLabel("Alt text (English)").fill(ALT.en);
  await details.getByLabel("Alt text (Bahasa Indonesia)").fill(ALT.id);
  await details.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByText("Texts saved.")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).first().click();

  // As the cover of an article (the newest demo article, which has both editions).
  await gotoAdmin(page, "/admin/article?sortBy=title&sortOrder=asc&search=KOL");
  await page.locator("tbody tr").first().getByRole("link").first().click();
  await waitHydrated(page);
  const articleTitle = await page.getByLabel("Title", { exact: true }).first().inputValue();
  const articleUid = new URL(page.url()).pathname.split("/").pop() as string;
  await pickFromLibrary(page, page.locator("body"), NAMES[0]);
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();

  // As a team portrait (the first member, shown on the home page).
  await gotoAdmin(page, "/admin/team");
  const edit = page.getByRole("link", { name: /^Edit / }).first();
  const memberName = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Edit /, "");
  await edit.click();
  await waitHydrated(page);
  await pickFromLibrary(page, page.locator('[data-image-field="portrait"]'), NAMES[0]);
  await expect(page.locator('[name="portrait.url"]')).toHaveValue(/^\/media\/covers\//);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/team\?saved=updated/);

  // The public pages describe it in their language.
  for (const [path, alt] of [
    ["/", ALT.en],
    ["/id/", ALT.id],
  ] as const) {
    await page.goto(path);
    const portrait = page
      .getByRole("figure", { name: new RegExp(`^${memberName}`) })
      .first()
      .locator(`img[alt="${alt}"]`);
    await expect(portrait).toBeAttached();
    await expect(portrait).toHaveAttribute("width", /\d+/);
  }
  await page.goto(`/article/${articleUid}`);
  const cover = page.locator(`img[alt="${ALT.en}"]`).first();
  await expect(cover).toBeAttached();
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    "srcset",
    /-480\.avif 480w/,
  );

  // Delete: refused while used, naming both uses; an unused one goes.
  await gotoAdmin(page, `/admin/media-library?q=${stamp}`);
  await page.getByRole("button", { name: `Details of ${NAMES[0]}` }).click();
  const used = page.getByRole("dialog", { name: NAMES[0] });
  await expect(used.getByTestId("media-uses")).toContainText(articleTitle);
  await expect(used.getByTestId("media-uses")).toContainText(memberName);
  await used.getByRole("button", { name: "Delete image" }).click();
  const refusal = used.getByTestId("delete-refused");
  await expect(refusal).toContainText(`article "${articleTitle}"`);
  await expect(refusal).toContainText(`team "${memberName}"`);
  await used.getByRole("button", { name: "Close" }).first().click();

  await page.getByRole("button", { name: `Details of ${NAMES[2]}` }).click();
  await page
    .getByRole("dialog", { name: NAMES[2] })
    .getByRole("button", { name: "Delete image" })
    .click();
  await expect(page.getByText("Image deleted.")).toBeVisible();
  await expect(page.getByTestId("media-grid").locator(`[data-media="${NAMES[2]}"]`)).toHaveCount(0);
  await expect(page.getByTestId("media-grid").locator(`[data-media="${NAMES[0]}"]`)).toBeVisible();
});

test("the library at 375 px: two columns, actions in reach", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, "editor");
  await gotoAdmin(page, "/admin/media-library");
  const items = page.getByTestId("media-grid").locator("li");
  await expect(items.first()).toBeVisible();
  const [first, second] = await Promise.all([
    items.nth(0).boundingBox(),
    items.nth(1).boundingBox(),
  ]);
  expect(first && second && Math.abs(first.y - second.y) < 2).toBe(true);
  expect(second && second.x + second.width <= 375).toBe(true);
  await page.screenshot({
    path: "docs/screenshots/issue-25/media-library-375.png",
    fullPage: false,
  });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({
    path: "docs/screenshots/issue-25/media-library-1440.png",
    fullPage: false,
  });
  await page.getByRole("link", { name: "List" }).click();
  await expect(page.getByTestId("media-table")).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByTestId("media-table")
    .getByRole("button", { name: /^Details of / })
    .first()
    .click();
  await expect(page.getByTestId("media-details")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: "docs/screenshots/issue-25/media-details-1440.png",
    fullPage: false,
  });
});
