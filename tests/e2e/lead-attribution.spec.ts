import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";
import { DESKTOP, MOBILE, sendContactForm } from "./site-helpers.ts";

const SHOTS = "test-results/screens";
const AD_LANDING = "/id/service/digital-ads?utm_source=instagram&utm_campaign=ramadan&fbclid=abc";

/**
 * Every response the visitor's browser receives, checked for a cookie: the site never sets one
 * for a visitor (attribution lives in sessionStorage), however the visit goes.
 */
function watchCookies(context: BrowserContext) {
  const setters: string[] = [];
  context.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie").catch(() => null);
    if (cookie) setters.push(`${response.url()}: ${cookie}`);
  });
  return setters;
}

/** Marks the document: a client-side navigation keeps the mark, a page load loses it. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.attributionMark = "kept";
  });
const documentMark = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.attributionMark ?? null);

type ApiLead = {
  id: number;
  name: string | null;
  source: string;
  page: string | null;
  landingPage: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  clickIds: Record<string, string> | null;
};

test("from an Instagram ad and a Google search to two leads the sources report attributes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // --- A phone lands from an Instagram ad, reads two pages, opens the chat. ---
  const phone = await browser.newContext({
    viewport: MOBILE,
    extraHTTPHeaders: { "x-forwarded-for": "10.39.1.1" },
  });
  const phoneCookies = watchCookies(phone);
  const chatUrls: string[] = [];
  // The chat opens WhatsApp in a new tab: the click is recorded, wa.me is never reached.
  await phone.route("https://wa.me/**", (route) => route.abort());
  await phone.route("https://api.whatsapp.com/**", (route) => route.abort());
  phone.on("request", (request) => {
    if (request.url().includes("/api/v1/chat")) chatUrls.push(request.url());
  });
  const visitor = await phone.newPage();
  await visitor.goto(AD_LANDING, { referer: "https://l.instagram.com/" });
  await waitHydrated(visitor);
  await markDocument(visitor);
  // Client-side: the breadcrumb to the services, then another service.
  await visitor.getByRole("link", { name: "Layanan", exact: true }).first().click();
  await expect(visitor).toHaveURL(/\/id\/service$/);
  await visitor.locator('main a[href="/id/service/web-development"]').first().click();
  await expect(visitor).toHaveURL(/\/id\/service\/web-development$/);
  expect(await documentMark(visitor)).toBe("kept");
  const chatLink = visitor.locator("main a[data-chat-link]").first();
  await expect(chatLink).toBeVisible();
  const chatResponse = phone.waitForEvent("response", (response) =>
    response.url().includes("/api/v1/chat"),
  );
  const popup = visitor.waitForEvent("popup");
  await chatLink.click();
  expect((await chatResponse).status()).toBe(302);
  await (await popup).close();
  const chatQuery = new URL(chatUrls.at(-1) ?? "http://x").searchParams;
  expect(Object.fromEntries(chatQuery)).toMatchObject({
    service: "web-development",
    page: "/id/service/web-development",
    landing_page: "/id/service/digital-ads",
    referrer: "l.instagram.com",
    utm_source: "instagram",
    utm_campaign: "ramadan",
    fbclid: "abc",
  });
  expect(await phone.cookies()).toEqual([]);
  await phone.close();

  // --- A desk lands on an article from a Google search ad and sends the contact form. ---
  const desk = await browser.newContext({
    viewport: DESKTOP,
    extraHTTPHeaders: { "x-forwarded-for": "10.39.1.2" },
  });
  const deskCookies = watchCookies(desk);
  const reader = await desk.newPage();
  const articles = await reader.request.get("/api/v1/article?page=1");
  const uid = ((await articles.json()).data as { uid: string }[])[0]?.uid;
  expect(uid).toBeTruthy();
  const campaign = `search-${Date.now()}`;
  await reader.goto(`/article/${uid}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`, {
    referer: "https://www.google.com/",
  });
  await waitHydrated(reader);
  await markDocument(reader);
  // Client-side to a service page, where the footer's contact link opens the form in a dialog.
  await reader.locator('footer a[href="/service/web-development"]').first().click();
  await expect(reader).toHaveURL(/\/service\/web-development$/);
  expect(await documentMark(reader)).toBe("kept");
  await reader.waitForLoadState("networkidle");
  await reader.locator('footer a[href="/contact-us"]').first().click();
  const dialog = reader.getByRole("dialog");
  await expect(dialog.getByTestId("contact-form")).toBeVisible();
  const name = `Atribusi ${Date.now()}`;
  await sendContactForm(dialog.getByTestId("contact-form"), {
    name,
    email: "reader@example.com",
    whatsapp: "+62 812 3456 7890",
    service: "web-development",
    message: "We read your article and want a new website.",
  });
  await expect(reader.getByTestId("contact-success")).toBeVisible();
  expect(await desk.cookies()).toEqual([]);
  await desk.close();

  // --- Without JavaScript the form still works: the Referer's address is all there is. ---
  const noScript = await browser.newContext({
    viewport: MOBILE,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.39.1.3" },
  });
  const noScriptCookies = watchCookies(noScript);
  const plain = await noScript.newPage();
  const plainCampaign = `nojs-${Date.now()}`;
  await plain.goto(`/contact-us?utm_source=newsletter&utm_campaign=${plainCampaign}&gclid=g-nojs`);
  const plainName = `Tanpa Skrip ${Date.now()}`;
  await sendContactForm(plain.getByTestId("contact-form"), {
    name: plainName,
    email: "plain@example.com",
    whatsapp: "+62 812 3456 7891",
    service: "digital-ads",
    message: "Our office browser runs without JavaScript.",
  });
  await expect(plain.getByTestId("contact-success")).toBeVisible();
  expect(await noScript.cookies()).toEqual([]);
  await noScript.close();
  expect([...phoneCookies, ...deskCookies, ...noScriptCookies]).toEqual([]);

  // --- Staff see both, by campaign and by landing page. ---
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signInAs(staff, "sales");
  const leads = async (source: string) => {
    const response = await staff.request.get(`/api/v1/admin/leads?source=${source}&limit=50`);
    expect(response.status()).toBe(200);
    return (await response.json()).data as ApiLead[];
  };
  const chat = (await leads("chat")).find(
    (lead) => lead.page === "/id/service/web-development" && lead.utm?.utm_campaign === "ramadan",
  );
  expect(chat).toMatchObject({
    landingPage: "/id/service/digital-ads",
    referrer: "l.instagram.com",
    utm: { utm_source: "instagram", utm_campaign: "ramadan" },
    clickIds: { fbclid: "abc" },
  });
  const form = (await leads("contact")).find((lead) => lead.name === name);
  expect(form).toMatchObject({
    page: "/service/web-development",
    landingPage: `/article/${uid}`,
    referrer: "google.com",
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: campaign },
    clickIds: null,
  });

  const plainLead = (await leads("contact")).find((lead) => lead.name === plainName);
  expect(plainLead).toMatchObject({
    page: "/contact-us",
    landingPage: "/contact-us",
    referrer: null,
    utm: { utm_source: "newsletter", utm_campaign: plainCampaign },
    clickIds: { gclid: "g-nojs" },
  });

  await gotoAdmin(staff, "/admin/dashboard/sources?by=utm_campaign");
  const totals = staff.getByRole("region", { name: "Totals for the range" });
  await expect(totals.getByRole("rowheader", { name: "ramadan", exact: true })).toBeVisible();
  await expect(totals.getByRole("rowheader", { name: campaign, exact: true })).toBeVisible();
  await staff.getByLabel("Group by").selectOption("landing_page");
  await staff.getByRole("button", { name: "Show" }).click();
  await expect(staff).toHaveURL(/by=landing_page/);
  await expect(
    totals.getByRole("rowheader", { name: "/id/service/digital-ads", exact: true }),
  ).toBeVisible();
  await expect(
    totals.getByRole("rowheader", { name: `/article/${uid}`, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: `${SHOTS}/attribution-sources-1440.png`, fullPage: true });
  await gotoAdmin(staff, `/admin/leads/${chat?.id}`);
  await expect(staff.getByText("fbclid=abc")).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/attribution-lead-1440.png`, fullPage: true });
  await staff.setViewportSize(MOBILE);
  await gotoAdmin(staff, "/admin/dashboard/sources?by=referrer");
  await expect(
    totals.getByRole("rowheader", { name: "l.instagram.com", exact: true }),
  ).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/attribution-sources-375.png`, fullPage: true });
  await staffContext.close();
});
