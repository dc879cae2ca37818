import { describe, expect, it } from "vitest";
import { DEMO_ARTICLES } from "./demo-articles.ts";
import { buildViewHistory } from "./view-history.ts";

const history = buildViewHistory(DEMO_ARTICLES, { weekdayOfToday: 1 });
const perDay = (daysAgo: number) =>
  history.filter((row) => row.daysAgo === daysAgo).reduce((sum, row) => sum + row.views, 0);

describe("demo view history", () => {
  it("is the same month on every run", () => {
    expect(buildViewHistory(DEMO_ARTICLES, { weekdayOfToday: 1 })).toEqual(history);
  });

  it("has no views before an article was published", () => {
    for (const row of history)
      expect(row.daysAgo).toBeLessThanOrEqual(DEMO_ARTICLES[row.index].daysAgo);
  });

  // The month depends on today's weekday: the seed must rank well whichever day it runs.
  it.each([0, 1, 2, 3, 4, 5, 6])(
    "ranks articles differently, not one flat number for every top article (today weekday %i)",
    (weekdayOfToday) => {
      const month = buildViewHistory(DEMO_ARTICLES, { weekdayOfToday });
      const totals = DEMO_ARTICLES.map((_, index) =>
        month.filter((row) => row.index === index).reduce((sum, row) => sum + row.views, 0),
      ).sort((a, b) => b - a);
      const top = totals.slice(0, 5);
      expect(new Set(top).size).toBe(5);
      expect(top[0]).toBeGreaterThan(top[4] * 1.3);
      expect(totals.reduce((a, b) => a + b, 0)).toBeGreaterThan(1500);
    },
  );

  it("has a week's rhythm and day-to-day variation instead of a repeating wave", () => {
    // weekdayOfToday 1 (Monday): 1 day ago is Sunday, 6 days ago is Tuesday.
    const weekends = [1, 2, 8, 9, 15, 16, 22, 23].map(perDay);
    const midweek = [3, 4, 5, 10, 11, 12, 17, 18, 19].map(perDay);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(midweek)).toBeGreaterThan(mean(weekends) * 1.4);
    const daily = Array.from({ length: 30 }, (_, d) => perDay(d));
    const differences = new Set(daily.slice(1).map((value, i) => value - daily[i]));
    expect(differences.size).toBeGreaterThan(20);
  });

  it("lifts a new article in its first days", () => {
    const newest = DEMO_ARTICLES.findIndex((article) => article.daysAgo === 9);
    const launch = history.find((row) => row.index === newest && row.daysAgo === 9)?.views ?? 0;
    const later = history.find((row) => row.index === newest && row.daysAgo === 0)?.views ?? 0;
    expect(launch).toBeGreaterThan(later * 1.5);
  });
});
