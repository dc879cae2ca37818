import { describe, expect, it } from "vitest";
import { hoursAgo, setupTestArticles } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";

/**
 * Pins what the search answers for a fixed set of articles and queries, in both editions, so a
 * faster search cannot quietly answer worse: the order (title > categories > body), the totals,
 * the trigram fallback for misspellings and the snippets.
 */
const ctx = setupTestContext();

const english = (title: string, body: string, categories: string[], hours: number) => ({
  title,
  content: `<p>${body}</p>`,
  categories,
  publishedAt: hoursAgo(hours),
});

const uids = setupTestArticles(ctx, {
  liveTitle: english(
    "Live streaming sales on TikTok Shop",
    "A host, a script and a stock list.",
    ["Commerce"],
    30,
  ),
  liveCategory: english(
    "Three hosts for every evening",
    "Rotations keep the energy up.",
    ["Live Streaming"],
    29,
  ),
  liveBody: english(
    "Studio lighting on a budget",
    "We set up a live streaming corner with two lamps.",
    ["Production"],
    28,
  ),
  liveTwice: english(
    "Live streaming checklist",
    "Before the live streaming starts: sound, light, streaming key.",
    ["Live Streaming"],
    27,
  ),
  budgetTitle: english(
    "Ramadan budget planning",
    "Spend where the audience is in the fasting month.",
    ["Strategy"],
    26,
  ),
  budgetBody: english(
    "Affiliate programmes that pay",
    "A creator budget that grows with sales.",
    ["Affiliate"],
    25,
  ),
  bilingual: {
    en: {
      title: "Brand voice on Instagram",
      excerpt: "One voice across captions.",
      content: "<p>Write captions the way your customers talk.</p>",
    },
    id: {
      title: "Suara merek di Instagram",
      excerpt: "Satu suara di setiap caption.",
      content: "<p>Tulis caption seperti pelanggan Anda berbicara tentang pemasaran.</p>",
    },
    categories: ["Social Media"],
    publishedAt: hoursAgo(24),
  },
  indonesianOnly: {
    en: null,
    id: {
      title: "Strategi pemasaran digital untuk UMKM",
      excerpt: "Langkah pertama pemasaran digital.",
      content: "<p>Mulai dari marketplace, lalu media sosial dan iklan berbayar.</p>",
    },
    categories: ["Strategy"],
    publishedAt: hoursAgo(23),
  },
  draft: { title: "Live streaming secrets (draft)", status: "draft" as const },
});

type Found = { data: { uid: string; snippet?: string }[]; meta: { pagination: { total: number } } };

async function search(query: string, lang = "en") {
  const response = await ctx.app.request(
    `/api/v1/article?lang=${lang}&limit=20&search=${encodeURIComponent(query)}`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as Found;
  const names = Object.fromEntries(Object.entries(uids).map(([name, uid]) => [uid, name]));
  return {
    order: body.data.map((item) => names[item.uid] ?? item.uid),
    total: body.meta.pagination.total,
    snippets: body.data.map((item) => item.snippet ?? ""),
  };
}

describe("article search ranking (pinned)", () => {
  it.each([
    ["live streaming", ["liveTwice", "liveTitle", "liveCategory", "liveBody"]],
    ["tiktok", ["liveTitle"]],
    // "Studio lighting on a budget" has the word in its title.
    ["budget", ["budgetTitle", "liveBody", "budgetBody"]],
    ['"live streaming" checklist', ["liveTwice"]],
    ["instagram", ["bilingual"]],
    // The Indonesian-only article is shown in the English edition too, in Indonesian.
    ["pemasaran", ["indonesianOnly"]],
    ["nothing matches this", []],
  ])("English edition: %s", async (query, expected) => {
    const found = await search(query);
    expect(found.order).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it.each([
    ["pemasaran", ["indonesianOnly", "bilingual"]],
    ["pemasaran digital", ["indonesianOnly"]],
    ["instagram", ["bilingual"]],
    ["live streaming", ["liveTwice", "liveTitle", "liveCategory", "liveBody"]],
  ])("Indonesian edition: %s", async (query, expected) => {
    const found = await search(query, "id");
    expect(found.order).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it("falls back to trigrams on title words for a misspelling", async () => {
    expect((await search("streeming checklst")).order).toEqual(["liveTwice"]);
    expect((await search("pemasarn", "id")).order).toEqual(["indonesianOnly"]);
  });

  it("marks the searched words in each snippet, in the version's language", async () => {
    const [snippet] = (await search("captions")).snippets;
    expect(snippet).toContain("<mark>captions</mark>");
    const [indonesian] = (await search("pelanggan", "id")).snippets;
    expect(indonesian).toContain("<mark>pelanggan</mark>");
  });
});
