import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { E2E_SALES } from "./accounts.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

const SHOTS = "docs/screenshots/issue-27";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A visitor address of this file's own: the contact throttle counts 5 leads per address. */
const VISITOR = { "x-forwarded-for": "10.27.0.1" };

/** A contact lead from the public API, as a visitor behind the e2e server's one trusted proxy. */
async function submitLead(page: Page, fields: Partial<typeof CONTACT_LEAD>) {
  const response = await page.request.post("/api/v1/leads/contact", {
    headers: VISITOR,
    data: { ...CONTACT_LEAD, ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const PHONE_LEAD = {
  name: `Daily Dewi ${randomUUID().slice(0, 8)}`,
  whatsapp: "0812-7777-1234",
  page: "/service/digital-ads",
};
let phoneLeadId: number | undefined;
/** The lead with a phone, sent once for the tests that read it. */
async function phoneLead(page: Page) {
  phoneLeadId ??= await submitLead(page, PHONE_LEAD);
  return phoneLeadId;
}

const inboxLink = (page: Page) =>
  page.getByRole("navigation", { name: "Staff area" }).getByRole("link", {
    name: "Inbox",
    exact: true,
  });

/** The sidebar badge's count (0 when it shows none). */
async function badgeCount(page: Page) {
  const description = await inboxLink(page).evaluate((link) => {
    const ids = link.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  });
  return Number(/(\d+)/.exec(description)?.[1] ?? 0);
}

test("a sales account works the leads and the dashboard and gets 403 on employees and staff", async ({
  page,
}) => {
  await signInAs(page, "sales");
  expect((await gotoAdmin(page, "/admin/leads"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  expect((await gotoAdmin(page, "/admin/dashboard"))?.status()).toBe(200);
  await expect(page.getByText("Leads, last 30 days")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Sources" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Employee" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  for (const path of ["/admin/employee", "/admin/staff", "/admin/audit"]) {
    expect([path, (await page.goto(path))?.status()]).toEqual([path, 403]);
  }
  for (const path of ["/api/v1/employees", "/api/v1/admin/staff", "/api/v1/admin/audit"]) {
    expect([path, (await page.request.get(path)).status()]).toEqual([path, 403]);
  }
  expect((await page.request.get("/api/v1/admin/leads")).status()).toBe(200);
});

test("one Save changes status, owner and follow-up together; the owner may be a sales member", async ({
  page,
}) => {
  const name = `One Save ${randomUUID().slice(0, 8)}`;
  const id = await submitLead(page, { name });
  await signInAs(page);
  await gotoAdmin(page, `/admin/leads/${id}`);
  await page.getByLabel("Change status").selectOption("contacted");
  await page.getByLabel("Owner").selectOption({ label: E2E_SALES.name });
  await page.getByLabel("Next follow-up").fill("2031-03-05");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Status updated · Owner updated · Follow-up saved")).toBeVisible();
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByLabel("Change status")).toHaveValue("contacted");
  await expect(page.getByText(`Owner: ${E2E_SALES.name}`)).toBeVisible();
  await expect(page.getByLabel("Next follow-up")).toHaveValue("2031-03-05");
});

test("search finds a lead by phone however it is typed; the lead page offers a WhatsApp reply", async ({
  page,
}) => {
  const { name } = PHONE_LEAD;
  const id = await phoneLead(page);
  await signInAs(page);
  await gotoAdmin(page, "/admin/leads");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("+62 812 7777 1234");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=%2B62/);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/lead-search-1440.png` });

  await gotoAdmin(page, `/admin/leads/${id}`);
  const reply = page.getByRole("link", { name: "Reply on WhatsApp" });
  const href = new URL((await reply.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/6281277771234");
  expect(href.searchParams.get("text")).toContain("Ayu Admin");
  await expect(reply).toHaveAttribute("target", "_blank");
});

test("a chat click does not raise the badge; it is in the chat clicks list", async ({ page }) => {
  await signInAs(page);
  await gotoAdmin(page, "/admin/leads");
  const before = await badgeCount(page);
  const click = await page.request.get("/api/v1/chat?service=digital-ads&page=%2Fid", {
    maxRedirects: 0,
  });
  expect(click.status()).toBe(302);
  await gotoAdmin(page, "/admin/leads");
  expect(await badgeCount(page)).toBe(before);
  await page.getByRole("link", { name: "Chat clicks" }).click();
  await expect(page).toHaveURL(/source=chat/);
  await expect(page.getByRole("link", { name: "Chat clicks" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator("tbody tr").first()).toContainText("Anonymous visitor");
});

test("the export's times match the screen (Asia/Jakarta)", async ({ page }) => {
  const { name } = PHONE_LEAD;
  await phoneLead(page);
  await signInAs(page);
  await gotoAdmin(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  const shown = (await page.locator("tbody tr").first().locator("td").first().textContent()) ?? "";
  const csv = await (
    await page.request.get(`/api/v1/admin/leads/export?q=${encodeURIComponent(name)}`)
  ).text();
  const [row] = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(row.name).toBe(name);
  expect(row.source).toBe("Contact form");
  expect(row.status).toBe("New");
  const [day, time] = row.received.split(" ");
  const [year, month, date] = day.split("-").map(Number);
  expect(shown.trim()).toBe(`${date} ${MONTHS[month - 1]} ${year}, ${time}`);
});

test("Or send a message on a service page preselects the service; the Indonesian home's chat link records /id", async ({
  page,
}) => {
  await page.goto("/service/digital-ads");
  await waitHydrated(page);
  await page.getByRole("link", { name: "Or send a message" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(/Service of interest/)).toHaveValue("digital-ads");

  await page.goto("/id");
  await waitHydrated(page);
  const hrefs = await page
    .locator("a[data-chat-link]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(new URL(href, "http://x").searchParams.get("page")).toBe("/id");
  }
});

test("the sources view counts leads per source and week over a date range", async ({ page }) => {
  await phoneLead(page);
  await signInAs(page, "sales");
  await gotoAdmin(page, "/admin/dashboard/sources");
  await expect(page.getByRole("heading", { name: "Where leads come from" })).toBeVisible();
  const totals = page.getByRole("region", { name: "Totals for the range" });
  await expect(totals.getByRole("rowheader", { name: "/service/digital-ads" })).toBeVisible();
  await page.getByLabel("Group by").selectOption("service");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/by=service/);
  await expect(totals.getByRole("rowheader", { name: "Digital Ads" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/sources-1440.png`, fullPage: true });
  await page.getByLabel("From", { exact: true }).fill("2026-12-31");
  await page.getByLabel("To", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("Must be on or after from")).toBeVisible();
  const csv = await page.request.get("/api/v1/admin/leads/sources/export?by=service");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("week,source,leads,chat_clicks,won");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the sources view and the lead page fit a phone", async ({ page }) => {
    const id = await phoneLead(page);
    await signInAs(page, "sales");
    await gotoAdmin(page, "/admin/dashboard/sources");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: `${SHOTS}/sources-375.png`, fullPage: true });
    await gotoAdmin(page, `/admin/leads/${id}`);
    await expect(page.getByRole("link", { name: "Reply on WhatsApp" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: `${SHOTS}/lead-reply-375.png`, fullPage: true });
    await gotoAdmin(page, "/admin/leads");
    await page.screenshot({ path: `${SHOTS}/lead-list-375.png` });
  });
});
