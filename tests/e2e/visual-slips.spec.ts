import { expect, test } from "@playwright/test";
import { gotoAdmin, signInAs } from "./admin-support.ts";
import { DESKTOP, gotoHydrated, MOBILE } from "./site-helpers.ts";

test.describe("home on a 375 px phone", () => {
  test.use({ viewport: MOBILE });

  for (const path of ["/", "/id"]) {
    test(`${path}: every team member's name and position is shown whole, never ellipsized`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const lines = page.locator("#team li:visible figcaption span");
      await lines.first().scrollIntoViewIfNeeded();
      expect(await lines.count()).toBeGreaterThanOrEqual(12);
      const clipped = await lines.evaluateAll((spans) =>
        spans
          .filter(
            (span) =>
              span.scrollWidth > span.clientWidth + 1 ||
              getComputedStyle(span).textOverflow === "ellipsis",
          )
          .map((span) => span.textContent),
      );
      expect(clipped).toEqual([]);
      await expect(page.locator("#team").getByText("Raka Pradipta", { exact: true })).toBeVisible();
    });
  }
});

test.describe("service page hero", () => {
  for (const path of ["/service/kol-management", "/id/service/kol-management"]) {
    test(`${path}: on a 1440 px desk the lead image fills the hero's right half; hidden and lazy on a phone`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path);
      const image = page.getByTestId("service-hero-image").locator("img");
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const [heading, picture] = await Promise.all([
        page.getByTestId("service-title").boundingBox(),
        image.boundingBox(),
      ]);
      expect(picture?.x).toBeGreaterThan(DESKTOP.width / 2);
      expect(picture?.y).toBeLessThan(DESKTOP.height);
      expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThanOrEqual(picture?.x ?? 0);

      // A fresh phone: the picture is hidden there.
      const phone = await browser.newContext({
        viewport: MOBILE,
        baseURL: new URL(page.url()).origin,
      });
      const phonePage = await phone.newPage();
      await gotoHydrated(phonePage, path);
      const hidden = phonePage.getByTestId("service-hero-image").locator("img");
      await expect(hidden).toBeHidden();
      // Lazy and without a high priority: never the phone's LCP, no early fetch.
      await expect(hidden).toHaveAttribute("loading", "lazy");
      await expect(hidden).not.toHaveAttribute("fetchpriority", "high");
      await phone.close();
    });
  }
});

test.describe("staff top bar on a 375 px phone", () => {
  test.use({ viewport: MOBILE });

  test("names the current screen, also on a screen below it", async ({ page }) => {
    await signInAs(page);
    await gotoAdmin(page, "/admin/employee");
    const name = page.getByTestId("admin-screen-name");
    await expect(name).toBeVisible();
    await expect(name).toHaveText("Employee");
    await gotoAdmin(page, "/admin/employee/form");
    await expect(name).toHaveText("Employee");
    await gotoAdmin(page, "/admin/audit");
    await expect(name).toHaveText("Audit log");
  });

  test("is hidden on a desk, where the sidebar shows the screen", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page);
    await gotoAdmin(page, "/admin/dashboard");
    await expect(page.getByTestId("admin-screen-name")).toBeHidden();
  });
});
