import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleApiInputSchema } from "#server/api/v1/article-api-input.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { deleteArticle, setArticlesStatus, updateArticle } from "./article-writes.ts";
import { searchIndexedArticles } from "./search-index.ts";
import { matchesQuery, parseTsQuery, parseTsVector, rankVector } from "./search-rank.ts";

// On both engines: the index is what PGlite's public search uses; here it is asked directly.
const ctx = setupTestContext();

const DAY_MS = 86_400_000;
// One instant for the whole file, and every time in it days away from it: the factory's
// articles (published a minute before they are made) are found "tomorrow" however slow the
// machine, and nothing here compares two readings of the clock.
const NOW = Date.now();
const TOMORROW = new Date(NOW + DAY_MS);

const find = async (search: string, now = TOMORROW) => {
  const found = await searchIndexedArticles(ctx.db, ctx.services.searchIndex, {
    search,
    lang: "en",
    page: 1,
    limit: 50,
    now,
  });
  if (!found) throw new Error(`"${search}" was not answered from the index`);
  return found;
};

const QUERIES = [
  "live streaming",
  "tiktok",
  '"live streaming" checklist',
  "budget or tiktok",
  "streaming -tiktok",
  "pemasaran digital",
  "brand voice captions",
];

describe("the in-memory search index", () => {
  it("matches and ranks every version as the database's @@ and ts_rank do", async () => {
    const bodies = [
      ["Live streaming checklist", "Lights, sound and a script for a live streaming show."],
      ["TikTok budget", "Plan the budget before the streaming starts; TikTok rewards streaming."],
      ["Brand voice on Instagram", "Captions in one brand voice, live or not."],
      ["Checklist", "A checklist for live shows: streaming, streaming again, and TikTok."],
      // Words far more often than the rank vector keeps (ADR 0025): ranked over their first.
      ["Live live", "Live streaming, TikTok budget and brand voice captions. ".repeat(60)],
    ];
    for (const [title, body] of bodies) {
      await createTestArticle(ctx, { title, content: `<p>${body}</p>`, categories: ["Live"] });
    }
    await createTestArticle(ctx, {
      en: null,
      id: {
        title: "Strategi pemasaran digital",
        excerpt: "Pemasaran digital untuk UMKM.",
        content: "<p>Memasarkan produk lewat live streaming.</p>",
      },
    });
    for (const search of QUERIES) {
      const rows = await selectRows<{ vector: string; query: string; rank: number; hit: boolean }>(
        ctx.db,
        sql`select t.search_vector::text as vector, q::text as query,
              ts_rank(t.rank_vector, q) as rank, t.search_vector @@ q as hit
            from article_translations t,
              lateral (select websearch_to_tsquery(
                (case when t.locale = 'id' then 'indonesian' else 'english' end)::regconfig,
                ${search}) as q) w`,
      );
      for (const row of rows) {
        const query = parseTsQuery(row.query);
        if (!query) throw new Error(`unparsed ${row.query}`);
        const vector = parseTsVector(row.vector);
        expect(matchesQuery(query, vector), `${search} ${row.vector}`).toBe(row.hit);
        if (row.hit) expect(rankVector(query, vector)).toBe(Math.fround(Number(row.rank)));
      }
    }
  });

  it("sees each write before the next search: new, edited, unpublished, scheduled, deleted", async () => {
    const article = await createTestArticle(ctx, {
      title: "Wombat logistics",
      content: "<p>Moving wombats.</p>",
    });
    expect((await find("wombat")).total).toBe(1);

    const edited = articleApiInputSchema.parse({
      title: "Quokka logistics",
      excerpt: "A short excerpt",
      content: "<p>Moving quokkas.</p>",
      status: "published",
      publishedAt: new Date(NOW - DAY_MS).toISOString(),
      categories: ["Strategy"],
    });
    await updateArticle(ctx.services, article.uid, edited);
    expect((await find("wombat")).total).toBe(0);
    expect((await find("quokka")).ids).toEqual([article.id]);

    await setArticlesStatus(ctx.services, [article.uid], "draft");
    expect((await find("quokka")).total).toBe(0);

    const nextWeek = new Date(NOW + 7 * DAY_MS);
    await updateArticle(ctx.services, article.uid, {
      ...edited,
      publishedAt: nextWeek.toISOString(),
    });
    expect((await find("quokka")).total).toBe(0);
    expect((await find("quokka", new Date(nextWeek.getTime() + 1000))).ids).toEqual([article.id]);

    await deleteArticle(ctx.services, article.uid);
    expect((await find("quokka", new Date(nextWeek.getTime() + 1000))).total).toBe(0);
  });

  it("answers dozens of searches in flight around a write, each after it seeing it", async () => {
    const before = Array.from({ length: 30 }, () => find("platypus"));
    const created = createTestArticle(ctx, { title: "Platypus field notes" });
    const { id } = await created;
    const after = Array.from({ length: 30 }, () => find("platypus"));
    for (const result of await Promise.all(before)) expect(result.total).toBeLessThanOrEqual(1);
    for (const result of await Promise.all(after)) expect(result.ids).toEqual([id]);
  });
});
