import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "#server/db/schema.ts";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

const INSTAGRAM_AD = {
  landing_page: "/id/service/digital-ads",
  referrer: "l.instagram.com",
  utm_source: "instagram",
  utm_medium: "paid_social",
  utm_campaign: "ramadan",
  fbclid: "abc",
};

let ip = 0;
const nextIp = () => `10.39.0.${++ip}`;

const chat = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.request(`/api/v1/chat?${new URLSearchParams(query)}`, {
    headers: {
      "user-agent": "Mozilla/5.0 Chrome/140",
      "sec-fetch-dest": "document",
      "sec-fetch-mode": "navigate",
      "x-forwarded-for": nextIp(),
      ...headers,
    },
  });

const postLead = (body: unknown, headers: Record<string, string> = {}) => {
  const init = jsonRequest("POST", body);
  return ctx.app.request("/api/v1/leads/contact", {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      "x-forwarded-for": nextIp(),
      ...headers,
    },
  });
};

const latestLead = async () =>
  (await ctx.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0];

const sources = async (by: string) => {
  const response = await requestWithCookie(
    ctx,
    `/api/v1/admin/leads/sources?by=${by}`,
    {},
    cookies.admin,
  );
  expect(response.status).toBe(200);
  const { data } = await response.json();
  return Object.fromEntries(
    (data.totals as { source: string; leads: number; chatClicks: number }[]).map((row) => [
      row.source,
      { leads: row.leads, chatClicks: row.chatClicks },
    ]),
  );
};

describe("attribution from the first visit to the lead", () => {
  it("a chat click carries the first touch and the page it was clicked on", async () => {
    const response = await chat({ service: "digital-ads", page: "/id/team", ...INSTAGRAM_AD });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\//);
    expect(await latestLead()).toMatchObject({
      source: "chat",
      service: "digital-ads",
      page: "/id/team",
      landingPage: "/id/service/digital-ads",
      referrer: "l.instagram.com",
      utm: { utm_source: "instagram", utm_medium: "paid_social", utm_campaign: "ramadan" },
      clickIds: { fbclid: "abc" },
    });
  });

  it("a form lead through the API carries the first touch and the page it was sent from", async () => {
    const response = await postLead({
      ...CONTACT_LEAD,
      page: "/contact-us",
      landing_page: "/article/12",
      referrer: "https://www.google.com/search?q=agency+jakarta",
      utm_source: "google",
      utm_campaign: "brand",
      gclid: "Cj0KCQ-abc_1",
    });
    expect(response.status).toBe(201);
    expect(await latestLead()).toMatchObject({
      source: "contact",
      page: "/contact-us",
      landingPage: "/article/12",
      referrer: "google.com",
      utm: { utm_source: "google", utm_campaign: "brand" },
      clickIds: { gclid: "Cj0KCQ-abc_1" },
    });
  });

  it("without JavaScript a chat click reads the Referer: its page, and its tags as the first touch", async () => {
    const response = await chat(
      { service: "digital-ads" },
      { referer: "http://localhost/id/service/digital-ads?utm_source=tiktok&ttclid=t1" },
    );
    expect(response.status).toBe(302);
    expect(await latestLead()).toMatchObject({
      page: "/id/service/digital-ads",
      landingPage: "/id/service/digital-ads",
      referrer: null,
      utm: { utm_source: "tiktok" },
      clickIds: { ttclid: "t1" },
    });
  });

  it("junk or an absurd length is dropped, never stored, never a 500", async () => {
    const huge = "x".repeat(20_000);
    const clicked = await chat({
      service: "web-development",
      page: "/service/web-development",
      landing_page: `/${huge}`,
      referrer: `https://spam.example/${huge}`,
      utm_source: huge,
      utm_campaign: "ok",
      gclid: huge,
      fbclid: "<img src=x>",
    });
    expect(clicked.status).toBe(302);
    expect(await latestLead()).toMatchObject({
      page: "/service/web-development",
      landingPage: null,
      referrer: null,
      utm: { utm_campaign: "ok" },
      clickIds: null,
    });

    const sent = await postLead({
      ...CONTACT_LEAD,
      utm_medium: { $gt: "" },
      ttclid: huge,
      referrer: "javascript:alert(1)",
      utm: "not an object",
    });
    expect(sent.status).toBe(201);
    expect(await latestLead()).toMatchObject({
      source: "contact",
      referrer: null,
      utm: null,
      clickIds: null,
    });
  });

  it("the sources report attributes chat clicks and form leads by their first touch", async () => {
    const byCampaign = await sources("utm_campaign");
    expect(byCampaign.ramadan).toEqual({ leads: 0, chatClicks: 1 });
    expect(byCampaign.brand).toEqual({ leads: 1, chatClicks: 0 });

    const byLanding = await sources("landing_page");
    expect(byLanding["/id/service/digital-ads"]).toEqual({ leads: 0, chatClicks: 2 });
    expect(byLanding["/article/12"]).toEqual({ leads: 1, chatClicks: 0 });

    const byReferrer = await sources("referrer");
    expect(byReferrer["l.instagram.com"]).toEqual({ leads: 0, chatClicks: 1 });
    expect(byReferrer["google.com"]).toEqual({ leads: 1, chatClicks: 0 });

    const byPage = await sources("page");
    expect(byPage["/id/team"]).toEqual({ leads: 0, chatClicks: 1 });
    expect(byPage["/contact-us"]?.leads).toBe(2);

    const csv = await requestWithCookie(
      ctx,
      "/api/v1/admin/leads/sources/export?by=landing_page",
      {},
      cookies.admin,
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split(/\r?\n/);
    expect(lines[0]).toContain("week,source,leads,chat_clicks,won");
    expect(lines.some((line) => /,\/article\/12,1,0,0$/.test(line))).toBe(true);
  });

  it("refuses an unknown report dimension with 400 naming the field", async () => {
    const response = await requestWithCookie(
      ctx,
      "/api/v1/admin/leads/sources?by=gclid",
      {},
      cookies.admin,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.by).toBeTruthy();
  });
});
