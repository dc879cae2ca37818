import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { normalizeSearchTerm, SEARCH_TERMS_PER_DAY } from "./search-terms.ts";

const ctx = setupTestContext();

beforeAll(async () => {
  await createTestArticle(ctx, { title: "Growth marketing for coffee brands" });
});

const search = (text: string) =>
  ctx.app.request(`/api/v1/article?search=${encodeURIComponent(text)}`, {
    headers: { "x-forwarded-for": "10.7.0.1" },
  });

async function storedTerms() {
  const result = await ctx.db.execute(
    sql`select day::text as day, term, times from search_terms order by term`,
  );
  return (result as unknown as { rows: { day: string; term: string; times: number }[] }).rows;
}

describe("zero-result search terms", () => {
  it("normalises: trims, lowercases, collapses whitespace, bounds the length", () => {
    expect(normalizeSearchTerm("  Harga \t  JASA\n ")).toBe("harga jasa");
    expect(normalizeSearchTerm("   ")).toBeNull();
    expect(normalizeSearchTerm("x".repeat(500))).toHaveLength(100);
  });

  it("counts 60 concurrent searches of one term (spelt differently) in one row", async () => {
    const spellings = ["Harga Jasa", "  harga   jasa ", "HARGA JASA"];
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => search(spellings[index % spellings.length])),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const rows = (await storedTerms()).filter((row) => row.term === "harga jasa");
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].times)).toBe(60);
  });

  it("does not record a search that finds articles", async () => {
    expect((await search("coffee")).status).toBe(200);
    expect((await storedTerms()).map((row) => row.term)).not.toContain("coffee");
  });

  it("keeps at most the daily bound of rows under a flood of 500 distinct terms, still counting known ones", async () => {
    const before = (await storedTerms()).length;
    const flood = await Promise.all(
      Array.from({ length: 500 }, () => search(`zz ${randomBytes(8).toString("hex")}`)),
    );
    expect(flood.every((response) => response.status === 200)).toBe(true);
    const rows = await storedTerms();
    console.log(
      `500 distinct zero-result searches, all in flight (${ctx.engine}): ${before} -> ${rows.length} rows (bound ${SEARCH_TERMS_PER_DAY})`,
    );
    expect(rows.length).toBeLessThanOrEqual(SEARCH_TERMS_PER_DAY);
    expect(rows.length).toBe(SEARCH_TERMS_PER_DAY);
    await search("HARGA jasa");
    const known = (await storedTerms()).find((row) => row.term === "harga jasa");
    expect(Number(known?.times)).toBe(61);
    await search("a brand new term");
    expect((await storedTerms()).length).toBe(SEARCH_TERMS_PER_DAY);
  });

  it("starts a new day with room for new terms", async () => {
    ctx.advanceClock(86_400_000);
    await search("tomorrow's term");
    const rows = (await storedTerms()).filter((row) => row.term === "tomorrow's term");
    expect(rows).toHaveLength(1);
  });

  it("records a search at 23:30 UTC on the next day, the agency's (06:30 WIB)", async () => {
    ctx.advanceClockToUtc(23.5);
    await search("breakfast term");
    const [row] = (await storedTerms()).filter((stored) => stored.term === "breakfast term");
    expect(row.day).toBe(agencyDay(ctx.services.now()));
    expect(row.day > ctx.services.now().toISOString().slice(0, 10)).toBe(true);
  });
});
