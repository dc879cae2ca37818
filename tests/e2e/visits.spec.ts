import { expect, type Page, test } from "@playwright/test";
import { agencyDay } from "#contracts/agency-clock.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs } from "./admin-support.ts";
import { DESKTOP, MOBILE } from "./site-helpers.ts";

const SHOTS = "docs/screenshots/issue-39";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** Every response of this site to the page: none may set a cookie for a visitor. */
function watchCookies(page: Page) {
  const setters: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().startsWith("http://localhost")) return;
    const header = await response.headerValue("set-cookie");
    if (header) setters.push(`${response.url()}: ${header}`);
  });
  return setters;
}

const beaconSent = (page: Page, kind: string) =>
  page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/v1/beacon") &&
      (request.postData() ?? "").includes(`"k":"${kind}"`),
    { timeout: 15_000 },
  );
// Its own campaign: the attribution spec before it plays the Ramadan ad on the same server.

test("a phone from an Instagram ad and a desk from a search reach the analytics, and no public response sets a cookie", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const today = agencyDay(new Date());

  // Visitor 1: a phone lands on a service page from an Instagram ad, reads another page, chats.
  const phone = await browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA });
  const visitor = await phone.newPage();
  const phoneCookies = watchCookies(visitor);
  // wa.me is out of reach here: the chat redirect answers nothing, the click is still counted.
  await visitor.route("**/api/v1/chat**", (route) => route.fulfill({ status: 204 }));
  const landing = beaconSent(visitor, "view");
  await visitor.goto(
    "/id/service/digital-ads?utm_source=instagram&utm_medium=paid&utm_campaign=harbolnas-1212",
    {
      referer: "https://l.instagram.com/",
    },
  );
  const landed = JSON.parse((await landing).postData() ?? "{}");
  expect(landed).toMatchObject({
    k: "view",
    p: "/id/service/digital-ads",
    e: 1,
    r: "l.instagram.com",
    u: { source: "instagram", medium: "paid", campaign: "harbolnas-1212" },
  });
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  const second = beaconSent(visitor, "view");
  await visitor.evaluate(() =>
    (document.querySelector('a[href="/id/article"]') as HTMLElement).click(),
  );
  expect(JSON.parse((await second).postData() ?? "{}")).toMatchObject({ p: "/id/article", e: 0 });
  const back = beaconSent(visitor, "view");
  await visitor.goBack();
  await back;
  const chat = beaconSent(visitor, "chat");
  await visitor.locator('a[data-chat-link][href*="service=digital-ads"]').first().click();
  expect(JSON.parse((await chat).postData() ?? "{}")).toMatchObject({ s: "digital-ads" });
  expect(await phone.cookies()).toEqual([]);
  expect(phoneCookies).toEqual([]);
  await phone.close();

  // Visitor 2: a desk from a Google search to an article, read to the end.
  // A browser of its own: other specs' visits from this machine would be the same visitor today.
  const desk = await browser.newContext({
    viewport: DESKTOP,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 visits-e2e",
  });
  const reader = await desk.newPage();
  const readerCookies = watchCookies(reader);
  // The article is found through the API: a visit to the list first would be this visitor's first touch.
  const list = await page.request.get("/api/v1/article?limit=1");
  const { data: articles } = (await list.json()) as { data: { uid: string }[] };
  const href = `/article/${articles[0].uid}`;
  const articleView = beaconSent(reader, "view");
  await reader.goto(href, { referer: "https://www.google.com/" });
  expect(JSON.parse((await articleView).postData() ?? "{}")).toMatchObject({
    r: "www.google.com",
    e: 1,
  });
  expect(await desk.cookies()).toEqual([]);
  expect(readerCookies).toEqual([]);
  await desk.close();

  // The staff see both visits, their sources, the campaign and the chat in the funnel.
  await signInAs(page, "admin");
  const sources = async () => {
    const response = await page.request.get(
      `/api/v1/admin/analytics/sources?from=${today}&to=${today}`,
    );
    return ((await response.json()) as { data: { sources: { value: string; visitors: number }[] } })
      .data.sources;
  };
  await expect
    .poll(async () => (await sources()).map((row) => row.value).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(["search", "social:instagram"]));
  const funnel = await page.request.get(`/api/v1/admin/analytics/funnel?from=${today}&to=${today}`);
  const { data } = (await funnel.json()) as {
    data: {
      services: { service: string; visitors: number; chats: number }[];
      campaigns: { campaign: string; visitors: number; chats: number }[];
    };
  };
  expect(data.services.find((row) => row.service === "digital-ads")).toMatchObject({
    visitors: expect.any(Number),
  });
  expect(data.services.find((row) => row.service === "digital-ads")?.chats).toBeGreaterThanOrEqual(
    1,
  );
  expect(data.campaigns.find((row) => row.campaign === "harbolnas-1212")).toMatchObject({
    visitors: 1,
    chats: 1,
  });

  await page.setViewportSize(DESKTOP);
  await gotoAdmin(page, "/admin/analytics?preset=7");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Instagram/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /harbolnas-1212/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/analytics-1440.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await gotoAdmin(page, "/admin/analytics?preset=7");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/analytics-375.png`, fullPage: true });
});

test("the dashboard's cards open the analytics", async ({ page }) => {
  await signInAs(page, "admin");
  await gotoAdmin(page, "/admin/dashboard");
  await page.getByRole("link", { name: /Leads, last 30 days/ }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?preset=30$/);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
});
