import { expect, test } from "@playwright/test";
import { waitHydrated } from "./admin-support.ts";

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

test("the landing page's latest articles are the blog's cards, with their view counts", async ({
  page,
}) => {
  await page.goto("/");
  const latest = page.locator("section", { hasText: "Latest from the studio" }).locator("article");
  await expect(latest).toHaveCount(3);
  const homeCard = latest.first();
  const title = (await homeCard.getByRole("heading").textContent()) ?? "";
  await expect(homeCard.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
  await expect(homeCard).toContainText(/[\dKMB] views$/);
  const homeCardClass = await homeCard.getAttribute("class");
  await page.goto(`/article?search=${encodeURIComponent(title)}`);
  const blogCard = page.locator("article", { has: page.getByRole("heading", { name: title }) });
  await expect(blogCard.first()).toBeVisible();
  expect(await blogCard.first().getAttribute("class")).toBe(homeCardClass);
  await expect(blogCard.first()).not.toContainText("views");
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
