import { count, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { pruneVisitEvents, rollUpClosedDays } from "#server/analytics/visit-rollups.ts";
import { leads, visitDayStats, visitEvents, visitSalts } from "#server/db/schema.ts";
import { requestWithCookie, setupSignedInContext, signedInAs } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DESK = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
let sales = "";

beforeAll(async () => {
  sales = (await signedInAs(ctx, "sales")).cookie;
});

function beacon(
  body: unknown,
  { ip = "10.5.0.1", ua = PHONE, headers = {} as Record<string, string> } = {},
) {
  return ctx.app.request("/api/v1/beacon", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: "http://localhost",
      "user-agent": ua,
      "x-forwarded-for": ip,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const today = () => agencyDay(ctx.services.now());
const countEvents = async () => (await ctx.db.select({ n: count() }).from(visitEvents))[0].n;
const report = async (name: string, from = today(), to = today(), cookie = cookies.admin) => {
  const response = await requestWithCookie(
    ctx,
    `/api/v1/admin/analytics/${name}?from=${from}&to=${to}`,
    {},
    cookie,
  );
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

describe("POST /api/v1/beacon", () => {
  it("counts a phone's landing from an Instagram ad, its next page and its chat click", async () => {
    const landing = await beacon({
      k: "view",
      p: "/id/service/digital-ads",
      r: "l.instagram.com",
      e: 1,
      u: { source: "instagram", medium: "paid", campaign: "ramadan" },
    });
    expect(landing.status).toBe(204);
    expect(landing.headers.get("set-cookie")).toBeNull();
    expect((await beacon({ k: "view", p: "/id/article" })).status).toBe(204);
    expect(
      (await beacon({ k: "chat", p: "/id/service/digital-ads", s: "digital-ads" })).status,
    ).toBe(204);
    // Buffered until the flush: nothing written yet.
    expect(await countEvents()).toBe(0);
    expect(await ctx.services.visits.flush()).toBe(3);

    const overview = await report("overview");
    expect(overview.totals).toMatchObject({ visitors: 1, views: 2, entries: 1, chats: 1 });
    expect(overview.devices).toEqual([expect.objectContaining({ value: "mobile", views: 2 })]);
    expect(overview.editions).toEqual([expect.objectContaining({ value: "id", views: 2 })]);
    const sources = await report("sources");
    // The second page carries no tags: its visitor's first touch is the source of both views.
    expect(sources.sources).toEqual([
      expect.objectContaining({ value: "social:instagram", views: 2, visitors: 1, chats: 1 }),
    ]);
    expect(sources.referrers).toEqual([
      expect.objectContaining({ value: "l.instagram.com", views: 2 }),
    ]);
    const campaigns = await report("campaigns", today(), today(), sales);
    expect(campaigns.campaigns).toEqual([
      expect.objectContaining({ value: "ramadan", visitors: 1, chats: 1 }),
    ]);
    const pages = await report("pages");
    expect(pages.entryPages).toEqual([
      expect.objectContaining({ value: "/id/service/digital-ads", entries: 1 }),
    ]);
    expect(pages.exitPages).toEqual([expect.objectContaining({ value: "/id/article", exits: 1 })]);
    const funnel = await report("funnel");
    expect(funnel.services.find((s: { service: string }) => s.service === "digital-ads")).toEqual(
      expect.objectContaining({ visitors: 1, chats: 1 }),
    );
  });

  it("stores a referrer as its host only, so spam cannot plant a URL", async () => {
    await beacon(
      { k: "view", p: "/", r: "https://www.cheap-pills.example/buy?now=1", e: 1 },
      {
        ip: "10.5.0.9",
        ua: DESK,
      },
    );
    await ctx.services.visits.flush();
    const hosts = await ctx.db.select({ host: visitEvents.referrerHost }).from(visitEvents);
    expect(hosts.map((h) => h.host)).toContain("cheap-pills.example");
    expect(hosts.every((h) => !h.host?.includes("/"))).toBe(true);
  });

  it("counts a Sec-GPC or DNT visit's view without its hash", async () => {
    const before = await countEvents();
    await beacon({ k: "view", p: "/team", e: 1 }, { ip: "10.5.0.2", headers: { "sec-gpc": "1" } });
    await beacon({ k: "view", p: "/team", e: 1 }, { ip: "10.5.0.3", headers: { dnt: "1" } });
    await ctx.services.visits.flush();
    expect(await countEvents()).toBe(before + 2);
    const untracked = await ctx.db
      .select({ n: count() })
      .from(visitEvents)
      .where(isNull(visitEvents.visitor));
    expect(untracked[0].n).toBe(2);
  });

  it("refuses other sites, other paths, big bodies and bad events, storing none; bots are not counted", async () => {
    const before = await countEvents();
    const foreign = await beacon(
      { k: "view", p: "/" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    const noOrigin = await ctx.app.request("/api/v1/beacon", {
      method: "POST",
      headers: { "user-agent": DESK },
      body: JSON.stringify({ k: "view", p: "/" }),
    });
    expect(noOrigin.status).toBe(400);
    for (const path of ["/wp-login.php", "/admin", "/api/v1/beacon", "/.env", "/article/a/b"]) {
      const response = await beacon({ k: "view", p: path });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty("p");
    }
    const big = await beacon({ k: "view", p: "/", r: "a".repeat(600) });
    expect(big.status).toBe(413);
    expect((await beacon("{not json")).status).toBe(400);
    const badKind = await beacon({ k: "purchase", p: "/" });
    expect(badKind.status).toBe(400);
    expect((await badKind.json()).error.fields).toHaveProperty("k");
    expect(
      (
        await beacon(
          { k: "view", p: "/" },
          { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
        )
      ).status,
    ).toBe(204);
    expect((await beacon({ k: "view", p: "/" }, { ua: "" })).status).toBe(204);
    await ctx.services.visits.flush();
    expect(await countEvents()).toBe(before);
  });

  it("counts dozens of beacons in flight each once", async () => {
    const before = await countEvents();
    const responses = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        beacon({ k: "view", p: "/service", e: 1 }, { ip: `10.6.${i >> 4}.${i}`, ua: DESK }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(48).fill(204));
    await Promise.all([ctx.services.visits.flush(), ctx.services.visits.flush()]);
    expect(await countEvents()).toBe(before + 48);
    const overview = await report("overview");
    const pages = await report("pages");
    expect(pages.pages.find((p: { value: string }) => p.value === "/service")).toMatchObject({
      views: 48,
      visitors: 48,
    });
    expect(overview.totals.visitors).toBeGreaterThanOrEqual(48);
  });

  it("limits one visitor's rate", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push((await beacon({ k: "view", p: "/clients" }, { ip: "10.7.0.1" })).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    await ctx.services.visits.flush();
  });
});

describe("analytics reports", () => {
  it("names the bad field: a bad date, from after to", async () => {
    const bad = await requestWithCookie(
      ctx,
      "/api/v1/admin/analytics/overview?from=2026-02-30&to=2026-03-01",
      {},
      cookies.admin,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("from");
    const reversed = await requestWithCookie(
      ctx,
      "/api/v1/admin/analytics/sources?from=2026-03-02&to=2026-03-01",
      {},
      cookies.admin,
    );
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.fields).toHaveProperty("to");
    const missing = await requestWithCookie(
      ctx,
      "/api/v1/admin/analytics/funnel",
      {},
      cookies.admin,
    );
    expect(missing.status).toBe(400);
  });

  it("shows editors the content part only", async () => {
    const range = `from=${today()}&to=${today()}`;
    const get = (name: string) =>
      requestWithCookie(ctx, `/api/v1/admin/analytics/${name}?${range}`, {}, cookies.editor);
    expect((await get("pages")).status).toBe(200);
    for (const name of ["overview", "sources", "campaigns", "funnel"]) {
      expect((await get(name)).status).toBe(403);
    }
  });

  it("joins the lead pipeline: form leads, qualified and won per service and campaign, the conversion rate", async () => {
    await ctx.db.insert(leads).values([
      {
        source: "contact",
        service: "digital-ads",
        status: "won",
        page: "/id/service/digital-ads",
        utm: { utm_source: "instagram", utm_campaign: "ramadan" },
      },
      { source: "chat", service: "digital-ads", status: "qualified" },
    ]);
    const funnel = await report("funnel");
    expect(funnel.services.find((s: { service: string }) => s.service === "digital-ads")).toEqual(
      expect.objectContaining({ formLeads: 1, chatLeads: 1, qualified: 2, won: 1 }),
    );
    expect(funnel.campaigns).toEqual([
      expect.objectContaining({ campaign: "ramadan", visitors: 1, formLeads: 1, won: 1 }),
    ]);
    const sources = await report("sources");
    expect(sources.sources.find((s: { value: string }) => s.value === "social:instagram")).toEqual(
      expect.objectContaining({ formLeads: 1, won: 1 }),
    );
    const overview = await report("overview");
    expect(overview.totals.leads).toBe(2);
    expect(overview.totals.conversionRate).toBeCloseTo(2 / overview.totals.visitors, 4);
  });

  it("rolls a closed day up once, reads it from the rollup as it read it live, then prunes its raw events", async () => {
    const day = today();
    const live = await report("overview", day, day);
    const liveSources = await report("sources", day, day);
    ctx.advanceClock(86_400_000);
    // Sessions idle a day have ended: a fresh one.
    cookies.admin = (await signedInAs(ctx, "admin")).cookie;
    // Two instances at once: the day is claimed once.
    const [a, b] = await Promise.all([
      rollUpClosedDays(ctx.db, ctx.services.now()),
      rollUpClosedDays(ctx.db, ctx.services.now()),
    ]);
    expect([...a, ...b]).toEqual([day]);
    const totals = await ctx.db
      .select()
      .from(visitDayStats)
      .where(eq(visitDayStats.dimension, "total"));
    expect(totals).toHaveLength(1);
    const rolled = await report("overview", day, day);
    expect(rolled.totals).toEqual(live.totals);
    expect((await report("sources", day, day)).sources).toEqual(liveSources.sources);
    // Yesterday's salt is gone once today's is made.
    await beacon({ k: "view", p: "/" }, { ip: "10.8.0.1" });
    await ctx.services.visits.flush();
    expect((await ctx.db.select().from(visitSalts)).map((s) => s.day)).toEqual([today()]);
    // The previous period of tomorrow's report is the rolled-up day.
    const next = await report("overview");
    expect(next.previousTotals.views).toBe(live.totals.views);
    // A range over the rolled-up day and today adds the rollup to today's live figures.
    const both = await report("overview", day, today());
    expect(both.totals.views).toBe(live.totals.views + next.totals.views);
    expect(both.perDay.map((d: { views: number }) => d.views)).toEqual([
      live.totals.views,
      next.totals.views,
    ]);

    ctx.advanceClock(3 * 86_400_000);
    cookies.admin = (await signedInAs(ctx, "admin")).cookie;
    expect(await pruneVisitEvents(ctx.db, ctx.services.now(), 2)).toBeGreaterThan(0);
    expect(await pruneVisitEvents(ctx.db, ctx.services.now(), 2)).toBeNull();
    expect((await report("overview", day, day)).totals).toEqual(rolled.totals);
  });
});
