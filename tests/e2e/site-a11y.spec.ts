import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolationsAt,
  gotoHydrated,
  PUBLIC_ROUTES,
  SERVICES,
  WIDTHS,
} from "./site-helpers.ts";

const PAGES = [
  "/",
  "/service",
  ...SERVICES.map(([, slug]) => `/service/${slug}`),
  "/team",
  "/clients",
  "/clients/detail",
  "/clients/detail?client=kopi-senja",
  "/contact-us",
  "/no-such-page",
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`axe (${name})`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        await expectNoAxeViolationsAt(page, path);
      });
    }
    test("overlay and open menu have no violations", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.locator("footer").getByRole("link", { name: "Contact us" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const overlay = await new AxeBuilder({ page }).analyze();
      expect(overlay.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test("robots.txt and the sitemap cover every public route and the published articles", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:3100\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const path of [...PUBLIC_ROUTES, ...SERVICES.map(([, slug]) => `/service/${slug}`)]) {
    expect(xml).toContain(`<loc>http://localhost:3100${path}</loc>`);
  }
  const articles = await request.get("/api/v1/article?limit=100");
  const { data } = await articles.json();
  expect(data.length).toBeGreaterThan(0);
  for (const article of data) expect(xml).toContain(`/article/${article.uid}</loc>`);
  expect(xml.match(/<lastmod>/g)?.length).toBe(xml.match(/<url>/g)?.length);
});

test("every page has a title, description, canonical, OpenGraph and JSON-LD", async ({ page }) => {
  for (const path of ["/", "/service/kol-management", "/team", "/contact-us"]) {
    await page.goto(path);
    expect(await page.title()).toMatch(/Projingga/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://localhost:3100${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => JSON.parse(text)["@type"]);
    expect(types).toContain("Organization");
    if (path !== "/") expect(types).toContain("BreadcrumbList");
    if (path.startsWith("/service/")) expect(types).toContain("Service");
  }
});

test("the service worker registers and serves the offline page", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto("/a-page-never-visited").catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("You are offline");
  await context.setOffline(false);
});
