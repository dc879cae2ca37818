import { beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { recordZeroResultSearch } from "#server/articles/search-terms.ts";
import { fillDays } from "#server/dashboard/dashboard-service.ts";
import { articleViews, leads } from "#server/db/schema.ts";
import { createTestArticle, createTestEmployee } from "#server/test/factories.ts";
import { requestWithCookie, setupSignedInContext, signedInAs } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();
const readAs = (path: string, cookie = cookies.admin) => requestWithCookie(ctx, path, {}, cookie);

beforeAll(async () => {
  const popular = await createTestArticle(ctx, { title: "Popular piece" });
  await createTestArticle(ctx, { title: "Quiet piece" });
  await createTestArticle(ctx, { title: "Draft piece", status: "draft" });
  const today = agencyDay(ctx.services.now());
  await ctx.db.insert(articleViews).values([
    { articleId: popular.id, visitorHash: "a", day: today },
    { articleId: popular.id, visitorHash: "b", day: today },
    { articleId: popular.id, visitorHash: "c", day: "2001-01-01" },
  ]);
  await recordZeroResultSearch(ctx.db, "Harga Jasa");
  await recordZeroResultSearch(ctx.db, "harga  jasa ");
  await recordZeroResultSearch(ctx.db, "old term", new Date(Date.now() - 40 * 86_400_000));
  await ctx.db.insert(leads).values([
    { source: "contact", service: "digital-ads", name: "A" },
    { source: "chat", service: "digital-ads" },
    { source: "chat", service: null },
  ]);
  await createTestEmployee(ctx, { department: "Creative", status: "Active" });
  await createTestEmployee(ctx, { department: "Creative", status: "Intern" });
  await createTestEmployee(ctx, { department: "Technology", status: "Active" });
});

const get = (cookie: string) =>
  ctx.app.request("/api/v1/admin/dashboard", { headers: cookie ? { cookie } : {} });

describe("GET /api/v1/admin/dashboard", () => {
  it("needs a session", async () => {
    expect((await get("")).status).toBe(401);
  });

  it("gives admins real numbers from the database", async () => {
    const response = await get(cookies.admin);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.articles.publishedArticles).toBe(2);
    expect(data.articles.recentViews).toBe(2);
    expect(data.articles.viewsPerDay).toHaveLength(30);
    expect(data.articles.viewsPerDay.at(-1)).toEqual({
      day: agencyDay(ctx.services.now()),
      count: 2,
    });
    expect(data.articles.topArticles[0]).toMatchObject({ title: "Popular piece", recentViews: 2 });
    expect(data.articles.topArticles.map((a: { title: string }) => a.title)).not.toContain(
      "Draft piece",
    );
    expect(data.articles.zeroResultSearches).toEqual([
      { query: "harga jasa", times: 2, lastAt: expect.any(String) },
    ]);
    // Chat clicks carry no contact details: counted apart from the leads, day by day.
    expect(data.leads.recentLeads).toBe(1);
    expect(data.leads.recentChatClicks).toBe(2);
    expect(data.leads.chatClicksPerDay).toHaveLength(30);
    expect(data.leads.chatClicksPerDay.at(-1)).toEqual({
      day: agencyDay(ctx.services.now()),
      count: 2,
    });
    expect(data.leads.leadsPerDay.at(-1).count).toBe(1);
    expect(data.leads.leadsByService).toEqual([{ label: "digital-ads", count: 1 }]);
    expect(data.admin.employeesTotal).toBe(3);
    expect(data.admin.employeesByDepartment[0]).toEqual({ label: "Creative", count: 2 });
    expect(data.admin.employeesByStatus).toEqual(
      expect.arrayContaining([
        { label: "Active", count: 2 },
        { label: "Intern", count: 1 },
      ]),
    );
    expect(data.leads.latestLeads.map((lead: { name: string }) => lead.name)).toEqual(["A"]);
    expect(data.admin.latestAudit.length).toBeGreaterThan(0);
  });

  it("gives editors the article half only", async () => {
    const { data } = await (await get(cookies.editor)).json();
    expect(data.articles.publishedArticles).toBe(2);
    expect(data.leads).toBeNull();
    expect(data.admin).toBeNull();
  });

  it("gives sales the articles and the leads, never the employees or the audit log", async () => {
    const { cookie } = await signedInAs(ctx, "sales");
    const { data } = await (await get(cookie)).json();
    expect(data.articles.publishedArticles).toBe(2);
    expect(data.leads.latestLeads).toHaveLength(1);
    expect(data.admin).toBeNull();
  });
});

describe("fillDays", () => {
  it("returns every day, oldest first, with zeros for missing days", () => {
    const days = fillDays(new Map([["2026-11-20", 4]]), new Date("2026-11-21T10:00:00Z"), 3);
    expect(days).toEqual([
      { day: "2026-11-19", count: 0 },
      { day: "2026-11-20", count: 4 },
      { day: "2026-11-21", count: 0 },
    ]);
  });

  it("ends on the agency's day: at 18:00 UTC it is already tomorrow in Jakarta", () => {
    const days = fillDays(new Map(), new Date("2026-11-21T18:00:00Z"), 2);
    expect(days.map((row) => row.day)).toEqual(["2026-11-21", "2026-11-22"]);
  });
});

describe("GET /api/v1/admin/audit", () => {
  it("lists staff actions newest first for admins, 403 for editors", async () => {
    const response = await readAs("/api/v1/admin/audit?limit=5");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data[0]).toMatchObject({
      action: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(body.meta.pagination.limit).toBe(5);
    const login = await readAs("/api/v1/admin/audit?action=auth.login");
    expect(
      (await login.json()).data.every((e: { action: string }) => e.action === "auth.login"),
    ).toBe(true);
    const forbidden = await readAs("/api/v1/admin/audit", cookies.editor);
    expect(forbidden.status).toBe(403);
    const bad = await readAs("/api/v1/admin/audit?action=DROP%20TABLE");
    expect(bad.status).toBe(400);
  });
});
