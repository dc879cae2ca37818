import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { postLogin } from "./second-factor-code.ts";
import {
  DESKTOP,
  gotoHydrated,
  MOBILE,
  SERVICES,
  WHATSAPP_NUMBER,
  WIDTHS,
} from "./site-helpers.ts";

for (const { name, viewport } of WIDTHS) {
  test.describe(`services (${name})`, () => {
    test.use({ viewport });

    test("the index shows 10 cards in two columns and each reaches its slug", async ({ page }) => {
      await gotoHydrated(page, "/service");
      const columns = page.getByTestId("service-columns").locator("[data-column]");
      await expect(columns.nth(0).locator("a")).toHaveText(
        SERVICES.slice(0, 5).map(([label]) => new RegExp(label.replace(/[&]/g, "\\&"))),
      );
      await expect(columns.nth(1).locator("a")).toHaveText(
        SERVICES.slice(5).map(([label]) => new RegExp(label.replace(/[&]/g, "\\&"))),
      );
      for (const [label, slug] of SERVICES) {
        await page.getByTestId("service-columns").locator(`a[data-service="${slug}"]`).click();
        await expect(page).toHaveURL(new RegExp(`/service/${slug}$`));
        await expect(page.getByTestId("service-title")).toBeVisible();
        await expect(page.locator("p", { hasText: label }).first()).toBeVisible();
        await page.getByRole("link", { name: "Back" }).click();
        await expect(page).toHaveURL(/\/service$/);
      }
    });

    test("a service page scrolls to the top 100 ms after it opens", async ({ page }) => {
      await gotoHydrated(page, "/service/livestreaming");
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.getByRole("link", { name: "TVC & Photo Production" }).first().click();
      await expect(page).toHaveURL(/tvc-photo-production$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByTestId("service-images").locator("img")).toHaveCount(3);
      await expect(page.getByText(/Shopee, Tokopedia, TikTok and Instagram/)).toHaveCount(0);
      await page.goto("/service/livestreaming");
      await expect(page.getByText(/Shopee, Tokopedia, TikTok and Instagram/).first()).toBeVisible();
      await expect(page.getByTestId("service-images").locator("img")).toHaveCount(3);
    });
  });
}

for (const [slug, total] of [
  ["kol-management", 5],
  ["web-development", 3],
] as const) {
  for (const { name, viewport } of WIDTHS) {
    test(`${slug} carousel buttons are disabled at the ends (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/service/${slug}`);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      const prev = carousel.getByRole("button", { name: "Previous slide" });
      const next = carousel.getByRole("button", { name: "Next slide" });
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(total);
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      for (let i = 1; i < total; i += 1) {
        await next.click();
        await expect(carousel.getByText(`Slide ${i + 1} of ${total}`)).toBeAttached();
      }
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      await carousel
        .locator('[aria-roledescription="slide"]')
        .first()
        .evaluate(() => undefined);
      await prev.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(carousel.getByText(`Slide ${total - 1} of ${total}`)).toBeAttached();
      await expect(next).toBeEnabled();
    });
  }
}

test.describe("web development client logos", () => {
  test("a row of 6 logos shows on desktop only", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/service/web-development");
    await expect(page.getByTestId("web-client-logos").getByRole("img")).toHaveCount(6);
    await expect(page.getByTestId("web-client-logos")).toBeVisible();
    await page.setViewportSize(MOBILE);
    await expect(page.getByTestId("web-client-logos")).toBeHidden();
  });
});

test.describe("chat links", () => {
  test.use({ viewport: DESKTOP });

  // These checks read where the redirect points; as a fetch they are not counted as clicks, so
  // the per-IP chat budget stays for the clicks of the last test.
  const NOT_A_CLICK = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

  const DEFAULT =
    "Halo Projingga, saya ingin dibantu untuk konsultasi dan saran pemasaran untuk bisnis saya.";

  test("service pages carry the service greeting, other pages the default one, never the number", async ({
    page,
    request,
  }) => {
    const check = async (path: string, expected: string) => {
      await page.goto(path);
      const links = page.locator("a[data-chat-link]");
      expect(await links.count()).toBeGreaterThan(0);
      const href = await links.first().getAttribute("href");
      expect(href).toMatch(/^\/api\/v1\/chat/);
      const response = await request.get(href ?? "", { maxRedirects: 0, headers: NOT_A_CLICK });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location);
      expect(`${location.origin}${location.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
      expect(location.searchParams.get("text")).toBe(expected);
      const html = await page.content();
      expect(html).not.toContain(WHATSAPP_NUMBER);
      expect(await page.locator("body").innerText()).not.toContain(WHATSAPP_NUMBER);
    };
    for (const [label, slug] of SERVICES) {
      await check(
        `/service/${slug}`,
        `Halo Projingga, saya ingin dibantu untuk mengelola ${label} untuk bisnis saya.`,
      );
    }
    for (const path of ["/", "/contact-us", "/clients/detail?client=kopi-senja"])
      await check(path, DEFAULT);
  });

  test("the optional description is appended after a blank line", async ({ request }) => {
    const response = await request.get(
      "/api/v1/chat?service=digital-ads&page=%2Fservice%2Fdigital-ads&description=Toko%20kopi",
      { maxRedirects: 0, headers: NOT_A_CLICK },
    );
    expect(new URL(response.headers().location).searchParams.get("text")).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola Digital Ads untuk bisnis saya.\n\nDeskripsi: Toko kopi",
    );
  });

  test("the typed description reaches the chat from both buttons (CSP allows it) and is recorded", async ({
    page,
    context,
    request,
  }) => {
    // Where the visitor's tabs go. The chat is reached through our redirect, and Playwright's
    // routes never see a redirect's next hop, so wa.me cannot be stubbed: with no network here
    // its tab ends on a DNS error, but the request shows Chromium let the form go there.
    // Only the hops of our redirect count: a busy Chromium may load a tab's failed address
    // again on its own, and that request comes from no redirect.
    const chats: string[] = [];
    const blocked: string[] = [];
    context.on("request", (request) => {
      if (request.url().startsWith("https://wa.me/") && request.redirectedFrom())
        chats.push(request.url());
    });
    const watchCsp = (tab: Page) =>
      tab.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) blocked.push(message.text());
      });
    watchCsp(page);
    context.on("page", watchCsp);
    // An address of its own: chat clicks are counted per client (10 in 10 minutes), and the
    // staff screens' tests before this one click the chat from 127.0.0.1 for their inbox.
    await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.99.0.1" });
    const description = `Toko kopi di Bandung ${Date.now()}`;
    const greeting =
      "Halo Projingga, saya ingin dibantu untuk mengelola Digital Ads untuk bisnis saya.";
    await gotoHydrated(page, "/service/digital-ads");
    await page.getByText("Add a short description to your chat (optional)").click();
    await page.getByLabel("Describe your business or need").fill(description);

    const text = `${greeting}\n\nDeskripsi: ${description}`;
    await page.getByRole("button", { name: "Open chat with description" }).click();
    await expect.poll(() => chats.length).toBe(1);
    const chat = new URL(chats[0]);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
    expect(chat.searchParams.get("text")).toBe(text);

    // The main "Contact Us Now" button takes the typed text along too.
    await page.getByRole("link", { name: "Contact Us Now" }).first().click();
    await expect.poll(() => chats.length).toBe(2);
    expect(new URL(chats[1]).searchParams.get("text")).toBe(text);
    expect(blocked).toEqual([]);

    const login = await postLogin(request, E2E_ADMIN);
    expect(login.ok()).toBe(true);
    const list = await request.get("/api/v1/admin/leads?source=chat&limit=50");
    const body = (await list.json()) as { data: { message: string | null }[] };
    const recorded = { source: "chat", service: "digital-ads", page: "/service/digital-ads" };
    expect(body.data.filter((lead) => lead.message === description)).toEqual([
      expect.objectContaining(recorded),
      expect.objectContaining(recorded),
    ]);
  });
});
