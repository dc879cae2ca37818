import { test } from "@playwright/test";
import { gotoAdmin, signInAs } from "./admin-support";

const pages = [
  ["employee-form", "/admin/employee/form"],
  ["article-form", "/admin/article/form"],
  ["staff", "/admin/staff"],
  ["leads", "/admin/leads"],
];
for (const width of [375, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page);
    for (const [name, path] of pages) {
      await gotoAdmin(page, path);
      if (name === "employee-form" || name === "article-form") {
        await page.getByRole("button", { name: /^Save/ }).first().click();
        await page.waitForTimeout(500);
      }
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    }
    const lead = page.locator("a[href^='/admin/leads/']").first();
    if (await lead.count()) {
      await lead.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/lead-detail-${width}.png`, fullPage: true });
    }
    await page.goto("/contact-us");
    await page.getByRole("button", { name: /send/i }).first().click().catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/contact-${width}.png`, fullPage: false });
  });
}
