import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#server/test/test-app.ts";
import { seedDemoContentIfEmpty } from "./seed-demo.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoContentIfEmpty(ctx.services);
}, 120_000);
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

it("seeds a month of reading that ranks articles differently and varies by day", async () => {
  const top = await rows(sql`
    select article_id, count(*)::int as views from article_views
    group by article_id order by views desc limit 5`);
  const counts = top.map((row) => Number(row.views));
  expect(new Set(counts).size).toBe(5);
  expect(counts[0]).toBeGreaterThan(counts[4] * 1.3);
  const days = await rows(sql`
    select day, count(*)::int as views from article_views group by day order by day`);
  expect(days.length).toBe(30);
  expect(new Set(days.map((row) => Number(row.views))).size).toBeGreaterThan(20);
});

it("never counts a view before the article was published", async () => {
  const early = await rows(sql`
    select count(*)::int as n from article_views v join articles a on a.id = v.article_id
    where v.day < (a.published_at at time zone 'UTC')::date - 1`);
  expect(Number(early[0].n)).toBe(0);
});

it("gives some demo articles an Indonesian version and leaves the rest English only", async () => {
  const versions = await rows(sql`
    select count(*) filter (where locale = 'id')::int as indonesian,
      count(*) filter (where locale = 'en')::int as english from article_translations`);
  expect(Number(versions[0].indonesian)).toBeGreaterThanOrEqual(4);
  expect(Number(versions[0].indonesian)).toBeLessThan(Number(versions[0].english));
  const found = await rows(sql`
    select t.title from article_translations t
    where t.locale = 'id' and t.search_vector @@ websearch_to_tsquery('indonesian', 'pemasaran')`);
  expect(found.length).toBeGreaterThanOrEqual(1);
});
