import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "#server/db/schema.ts";
import { requestWithCookie, setupSignedInContext, signedInAs } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();
const at = (jakarta: string) => new Date(`${jakarta}+07:00`);
const AD_PAGE = "/service/digital-ads";

beforeAll(async () => {
  await ctx.db.insert(leads).values([
    // Just after midnight in Jakarta, still the day before in UTC: the first day of the range.
    {
      source: "contact",
      page: AD_PAGE,
      service: "digital-ads",
      utm: { utm_source: "google", utm_campaign: "brand" },
      status: "won",
      createdAt: at("2026-11-02T00:30:00"),
    },
    {
      source: "contact",
      page: "/",
      service: "web-development",
      utm: { utm_source: "google", utm_campaign: "brand" },
      createdAt: at("2026-11-03T10:00:00"),
    },
    { source: "chat", page: AD_PAGE, service: "digital-ads", createdAt: at("2026-11-04T09:00:00") },
    {
      source: "chat",
      page: AD_PAGE,
      service: "digital-ads",
      status: "won",
      createdAt: at("2026-11-09T23:59:00"),
    },
    // The last evening of the range in Jakarta, the same day in UTC.
    {
      source: "contact",
      page: AD_PAGE,
      service: "digital-ads",
      utm: { utm_source: "facebook", utm_campaign: "promo" },
      status: "won",
      createdAt: at("2026-11-15T23:30:00"),
    },
    { source: "contact", service: "livestreaming", createdAt: at("2026-11-10T12:00:00") },
    // Outside: the day after the range in Jakarta (still its last day in UTC), the day before.
    { source: "contact", page: AD_PAGE, status: "won", createdAt: at("2026-11-16T00:10:00") },
    { source: "chat", page: AD_PAGE, createdAt: at("2026-11-01T23:50:00") },
  ]);
});

const RANGE = "from=2026-11-02&to=2026-11-15";
const read = async (query: string, cookie = cookies.admin) => {
  const response = await requestWithCookie(ctx, `/api/v1/admin/leads/sources?${query}`, {}, cookie);
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

describe("the sources view", () => {
  it("counts leads, chat clicks and wins per source page and week (Monday, Asia/Jakarta) exactly", async () => {
    const data = await read(`${RANGE}&by=page`);
    expect(data).toMatchObject({ by: "page", from: "2026-11-02", to: "2026-11-15" });
    expect(data.weeks).toEqual([
      { week: "2026-11-09", source: AD_PAGE, leads: 1, chatClicks: 1, won: 2 },
      { week: "2026-11-09", source: "", leads: 1, chatClicks: 0, won: 0 },
      { week: "2026-11-02", source: AD_PAGE, leads: 1, chatClicks: 1, won: 1 },
      { week: "2026-11-02", source: "/", leads: 1, chatClicks: 0, won: 0 },
    ]);
    expect(data.totals).toEqual([
      { source: AD_PAGE, leads: 2, chatClicks: 2, won: 3 },
      { source: "", leads: 1, chatClicks: 0, won: 0 },
      { source: "/", leads: 1, chatClicks: 0, won: 0 },
    ]);
  });

  it("groups by service, UTM source and UTM campaign", async () => {
    const services = await read(`${RANGE}&by=service`);
    expect(services.totals).toEqual([
      { source: "digital-ads", leads: 2, chatClicks: 2, won: 3 },
      { source: "livestreaming", leads: 1, chatClicks: 0, won: 0 },
      { source: "web-development", leads: 1, chatClicks: 0, won: 0 },
    ]);
    const utmSources = await read(`${RANGE}&by=utm_source`);
    expect(utmSources.weeks).toEqual([
      { week: "2026-11-09", source: "", leads: 1, chatClicks: 1, won: 1 },
      { week: "2026-11-09", source: "facebook", leads: 1, chatClicks: 0, won: 1 },
      { week: "2026-11-02", source: "google", leads: 2, chatClicks: 0, won: 1 },
      { week: "2026-11-02", source: "", leads: 0, chatClicks: 1, won: 0 },
    ]);
    expect(utmSources.totals).toEqual([
      { source: "google", leads: 2, chatClicks: 0, won: 1 },
      { source: "", leads: 1, chatClicks: 2, won: 1 },
      { source: "facebook", leads: 1, chatClicks: 0, won: 1 },
    ]);
    const campaigns = await read(`${RANGE}&by=utm_campaign`);
    expect(campaigns.totals).toEqual([
      { source: "brand", leads: 2, chatClicks: 0, won: 1 },
      { source: "", leads: 1, chatClicks: 2, won: 1 },
      { source: "promo", leads: 1, chatClicks: 0, won: 1 },
    ]);
  });

  it("narrows to the range's days, both included", async () => {
    const oneDay = await read("from=2026-11-16&to=2026-11-16");
    expect(oneDay.totals).toEqual([{ source: AD_PAGE, leads: 1, chatClicks: 0, won: 1 }]);
  });

  it("exports the week-by-week table as CSV, with ; when asked", async () => {
    const response = await requestWithCookie(
      ctx,
      `/api/v1/admin/leads/sources/export?${RANGE}&separator=semicolon`,
      {},
      cookies.admin,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = Papa.parse<Record<string, string>>(
      (await response.text()).replace(/^\uFEFF/, ""),
      { header: true, delimiter: ";", skipEmptyLines: true },
    ).data;
    expect(rows[0]).toEqual({
      week: "2026-11-09",
      source: AD_PAGE,
      leads: "1",
      chat_clicks: "1",
      won: "2",
    });
    expect(rows).toHaveLength(4);
  });

  it("refuses a bad range or dimension naming the field; sales may read it, editors may not", async () => {
    const bad = async (query: string) => {
      const response = await requestWithCookie(
        ctx,
        `/api/v1/admin/leads/sources?${query}`,
        {},
        cookies.admin,
      );
      expect(response.status).toBe(400);
      return (await response.json()).error.fields;
    };
    expect((await bad("from=2026-11-15&to=2026-11-02")).to).toBe(
      "Harus sama dengan atau sesudah tanggal mulai",
    );
    expect((await bad("from=2025-01-01&to=2026-11-02")).to).toContain("366 hari");
    expect((await bad("from=2026-02-30")).from).toBeTruthy();
    expect((await bad("by=fax")).by).toBeTruthy();
    const sales = await signedInAs(ctx, "sales");
    expect((await read(RANGE, sales.cookie)).totals).toHaveLength(3);
    const editor = await requestWithCookie(ctx, "/api/v1/admin/leads/sources", {}, cookies.editor);
    expect(editor.status).toBe(403);
  });
});
