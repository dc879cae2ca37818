import { expect, test } from "@playwright/test";
import { waitHydrated } from "./admin-support";

test("the home page renders with its latest articles and an article opens", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Projingga/);
  const firstArticle = page.locator('a[href^="/article/"]').first();
  await expect(firstArticle).toBeVisible();
  const href = await firstArticle.getAttribute("href");
  const articleResponse = await page.goto(href ?? "/");
  expect(articleResponse?.status()).toBe(200);
});

test("unknown paths answer 404", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
});

test("no script is blocked by the CSP and hydration completes", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await waitHydrated(page);
  expect(violations).toEqual([]);
});
