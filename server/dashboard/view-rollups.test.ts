import { describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { articleViews, leads } from "#server/db/schema.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { getDashboard } from "./dashboard-service.ts";

const ctx = setupTestContext();
const DAY_MS = 86_400_000;

describe("the dashboard's view counts", () => {
  it("count closed days once, add today's live views, and move the window with the day", async () => {
    const busy = await createTestArticle(ctx, { title: "Busy piece" });
    const steady = await createTestArticle(ctx, { title: "Steady piece" });
    const now = new Date("2026-03-10T09:00:00Z");
    const yesterday = agencyDay(new Date(now.getTime() - DAY_MS));
    const monthAgo = agencyDay(new Date(now.getTime() - 29 * DAY_MS));
    const views = (articleId: number, day: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        articleId,
        day,
        visitorHash: `${articleId}-${day}-${index}`,
      }));
    await ctx.db
      .insert(articleViews)
      .values([
        ...views(steady.id, monthAgo, 4),
        ...views(busy.id, yesterday, 3),
        ...views(busy.id, agencyDay(now), 2),
      ]);

    const first = (await getDashboard(ctx.db, "editor", now)).articles;
    expect(first.viewsPerDay[0]).toEqual({ day: monthAgo, count: 4 });
    expect(first.viewsPerDay.at(-2)).toEqual({ day: yesterday, count: 3 });
    expect(first.viewsPerDay.at(-1)).toEqual({ day: agencyDay(now), count: 2 });
    expect(first.recentViews).toBe(9);
    expect(first.topArticles.map((row) => [row.title, row.recentViews])).toEqual([
      ["Busy piece", 5],
      ["Steady piece", 4],
    ]);

    // Today's views count as they come; a closed day was counted once and stays as counted.
    await ctx.db.insert(articleViews).values(views(steady.id, agencyDay(now), 3));
    const later = (await getDashboard(ctx.db, "editor", now)).articles;
    expect(later.viewsPerDay.at(-1)).toEqual({ day: agencyDay(now), count: 5 });
    expect(later.topArticles.map((row) => [row.title, row.recentViews])).toEqual([
      ["Steady piece", 7],
      ["Busy piece", 5],
    ]);

    // The next day the month-old views leave the window, and today's become a closed day.
    const tomorrow = new Date(now.getTime() + DAY_MS);
    const next = (await getDashboard(ctx.db, "editor", tomorrow)).articles;
    expect(next.viewsPerDay.at(-2)).toEqual({ day: agencyDay(now), count: 5 });
    expect(next.viewsPerDay.at(-1)).toEqual({ day: agencyDay(tomorrow), count: 0 });
    expect(next.recentViews).toBe(8);
    expect(next.topArticles.map((row) => [row.title, row.recentViews])).toEqual([
      ["Busy piece", 5],
      ["Steady piece", 3],
    ]);
  });

  it("agree when dozens of dashboards of a new day count its closed days at once", async () => {
    const article = await createTestArticle(ctx, { title: "Counted piece" });
    const now = new Date("2026-05-20T09:00:00Z");
    const closed = agencyDay(new Date(now.getTime() - 3 * DAY_MS));
    await ctx.db.insert(articleViews).values(
      Array.from({ length: 40 }, (_, index) => ({
        articleId: article.id,
        day: closed,
        visitorHash: `race-${index}`,
      })),
    );
    const all = await Promise.all(
      Array.from({ length: 30 }, () => getDashboard(ctx.db, "editor", now)),
    );
    for (const { articles } of all) {
      expect(articles.viewsPerDay.find((row) => row.day === closed)?.count).toBe(40);
      expect(articles.topArticles[0]).toMatchObject({ title: "Counted piece", recentViews: 40 });
    }
  });

  it("turn over at midnight in Jakarta: at 18:00 UTC today is the next day, for views and leads", async () => {
    const article = await createTestArticle(ctx, { title: "Late piece" });
    const now = new Date("2026-07-01T18:00:00Z");
    await ctx.db.insert(articleViews).values([
      { articleId: article.id, day: "2026-07-01", visitorHash: "evening-1" },
      { articleId: article.id, day: "2026-07-02", visitorHash: "morning-1" },
      { articleId: article.id, day: "2026-07-02", visitorHash: "morning-2" },
    ]);
    await ctx.db.insert(leads).values([
      {
        source: "contact",
        name: "Before midnight WIB",
        createdAt: new Date("2026-07-01T16:30:00Z"),
      },
      {
        source: "contact",
        name: "After midnight WIB",
        createdAt: new Date("2026-07-01T17:30:00Z"),
      },
      { source: "contact", name: "Out of the window", createdAt: new Date("2026-06-02T16:59:00Z") },
    ]);
    const dashboard = await getDashboard(ctx.db, "admin", now);
    expect(dashboard.articles.viewsPerDay.slice(-2)).toEqual([
      { day: "2026-07-01", count: 1 },
      { day: "2026-07-02", count: 2 },
    ]);
    expect(dashboard.leads?.leadsPerDay.slice(-2)).toEqual([
      { day: "2026-07-01", count: 1 },
      { day: "2026-07-02", count: 1 },
    ]);
    expect(dashboard.leads?.leadsPerDay[0]).toEqual({ day: "2026-06-03", count: 0 });
    expect(dashboard.leads?.recentLeads).toBe(2);
  });
});
