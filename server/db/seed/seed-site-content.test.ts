import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  clients,
  company,
  companyTranslations,
  services,
  serviceTranslations,
} from "#server/db/schema.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { seedSiteContentOnce } from "./seed-site-content.ts";

const ctx = setupTestContext();

it("seeds the site once when several instances start at once on one database", async () => {
  await ctx.db.delete(clients);
  await ctx.db.delete(companyTranslations);
  await ctx.db.delete(company);
  await ctx.db.delete(serviceTranslations);
  await ctx.db.delete(services);

  const results = await Promise.all(
    Array.from({ length: 8 }, () => seedSiteContentOnce(ctx.db, { clients: true, team: false })),
  );

  expect(results.filter((result) => result !== null)).toHaveLength(1);
  const total = async (table: typeof company | typeof services | typeof clients) =>
    Number((await ctx.db.select({ total: count() }).from(table))[0].total);
  expect(await total(company)).toBe(1);
  expect(await total(services)).toBe(10);
  expect(await total(clients)).toBe(12);
  expect(await seedSiteContentOnce(ctx.db, { clients: true, team: false })).toBeNull();
});
