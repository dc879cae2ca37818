import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleApiInputSchema } from "#server/api/v1/article-api-input.ts";
import { createTestArticle, hoursAgo, setupTestArticles } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import {
  getArticleDetail,
  getArticleForEditing,
  getBestArticles,
  getNewsfeed,
  getRecommendations,
  listArticles,
} from "./article-queries.ts";
import { deleteArticles, updateArticle } from "./article-writes.ts";
import { listAdminCategories, renameCategory } from "./category-writes.ts";

const ctx = setupTestContext();

const listQuery = (lang: "en" | "id", search = "", tag = "") => ({
  page: 1,
  limit: 20,
  sortBy: "id" as const,
  sortOrder: "desc" as const,
  search,
  tag,
  lang,
});

const uids = setupTestArticles(ctx, {
  both: {
    title: "Marketing plans for marketplace sellers",
    excerpt: "How sellers plan their campaigns",
    content: "<p>Every seller markets a flagship product before the payday sale.</p>",
    coverAlt: "A seller packing orders",
    id: {
      title: "Rencana pemasaran untuk penjual marketplace",
      excerpt: "Cara penjual menyusun kampanye",
      content:
        "<p>Strategi pemasaran yang rapi dimulai dari produk andalan sebelum tanggal gajian.</p>",
      coverAlt: "Penjual mengemas pesanan",
    },
    categories: ["Marketplace"],
    publishedAt: hoursAgo(3),
  },
  englishOnly: {
    title: "Budgeting live streams in rupiah",
    content: "<p>A host, a studio and a budget for every live stream.</p>",
    categories: ["Marketplace"],
    publishedAt: hoursAgo(2),
  },
  indonesianOnly: {
    en: null,
    id: {
      title: "Memilih KOL untuk kampanye Ramadan",
      content: "<p>Kreator yang tepat memasarkan produk Anda dengan suara mereka sendiri.</p>",
    },
    categories: ["Influencer"],
    publishedAt: hoursAgo(1),
  },
});

describe("articles per edition", () => {
  it.each([
    {
      locale: "en",
      title: "Marketing plans for marketplace sellers",
      image_alt: "A seller packing orders",
    },
    {
      locale: "id",
      title: "Rencana pemasaran untuk penjual marketplace",
      excerpt: "Cara penjual menyusun kampanye",
      image_alt: "Penjual mengemas pesanan",
      content: expect.stringContaining("Strategi pemasaran"),
    },
  ] as const)(
    "reads an article in the $locale edition's language and says so, with the versions it has",
    async ({ locale, ...expected }) => {
      expect(await getArticleDetail(ctx.db, uids.both, { locale })).toMatchObject({
        language: locale,
        languages: ["en", "id"],
        ...expected,
      });
    },
  );

  it("falls back to the other language when the edition's version is missing", async () => {
    expect(await getArticleDetail(ctx.db, uids.englishOnly, { locale: "id" })).toMatchObject({
      language: "en",
      languages: ["en"],
      title: "Budgeting live streams in rupiah",
    });
    expect(await getArticleDetail(ctx.db, uids.indonesianOnly, { locale: "en" })).toMatchObject({
      language: "id",
      languages: ["id"],
      title: "Memilih KOL untuk kampanye Ramadan",
    });
    // Without a locale the English edition is meant (the spec's calls).
    expect((await getArticleDetail(ctx.db, uids.both))?.language).toBe("en");
  });

  it("lists every article on both editions, each in the edition's language where it has it", async () => {
    const { data } = await listArticles(ctx.db, listQuery("id"));
    const byUid = new Map(data.map((item) => [item.uid, item]));
    expect(byUid.get(uids.both)?.language).toBe("id");
    expect(byUid.get(uids.englishOnly)?.language).toBe("en");
    expect(byUid.get(uids.indonesianOnly)?.language).toBe("id");
    const english = await listArticles(ctx.db, listQuery("en"));
    expect(english.data.find((item) => item.uid === uids.both)?.language).toBe("en");
    expect(english.pagination.totalCount).toBe(data.length);
  });

  it("Indonesian search finds 'pemasaran' in an Indonesian article, stemmed (pemasaran, memasarkan -> pasar)", async () => {
    const { data } = await listArticles(ctx.db, listQuery("id", "pemasaran"));
    const found = new Map(data.map((item) => [item.uid, item]));
    // 'pemasaran' (marketing) and 'memasarkan' (to market) share the stem 'pasar'.
    expect([...found.keys()].sort()).toEqual([uids.both, uids.indonesianOnly].sort());
    expect(found.get(uids.both)?.language).toBe("id");
    expect(found.get(uids.both)?.snippet).toContain("<mark>pemasaran</mark>");
    expect(found.get(uids.indonesianOnly)?.snippet).toContain("<mark>memasarkan</mark>");
    // Ranked: the article with the word in its title comes first.
    expect(data[0].uid).toBe(uids.both);
    const none = await listArticles(ctx.db, listQuery("id", "asuransi"));
    expect(none.data).toEqual([]);
  });

  it("English search stems English text: 'marketing' matches 'markets'", async () => {
    const { data } = await listArticles(ctx.db, listQuery("en", "marketing"));
    expect(data.map((item) => item.uid)).toEqual([uids.both]);
    expect(data[0].language).toBe("en");
    // The English edition reads the Indonesian-only article in Indonesian, and searches it so.
    const fallback = await listArticles(ctx.db, listQuery("en", "memasarkan"));
    expect(fallback.data.map((item) => item.uid)).toEqual([uids.indonesianOnly]);
  });

  it("an untranslated article is found on the Indonesian edition by its English text", async () => {
    const { data } = await listArticles(ctx.db, listQuery("id", "budget"));
    expect(data.map((item) => item.uid)).toEqual([uids.englishOnly]);
    expect(data[0].language).toBe("en");
  });

  it("searches a version by its own language only: Indonesian words miss the English version", async () => {
    const { data } = await listArticles(ctx.db, listQuery("en", "pemasaran"));
    expect(data.map((item) => item.uid)).not.toContain(uids.both);
  });

  it("tags, newsfeed, best articles and recommendations answer per edition", async () => {
    const tagged = await listArticles(ctx.db, listQuery("id", "", "marketplace"));
    expect(tagged.data.map((item) => [item.uid, item.language])).toEqual([
      [uids.englishOnly, "en"],
      [uids.both, "id"],
    ]);
    const feed = await getNewsfeed(ctx.db, "id");
    expect(feed.find((item) => item.uid === uids.both)?.title).toBe(
      "Rencana pemasaran untuk penjual marketplace",
    );
    const best = await getBestArticles(ctx.db, "id");
    expect(best.find((item) => item.uid === uids.both)?.language).toBe("id");
    const related = await getRecommendations(ctx.db, uids.englishOnly, "id");
    expect(related[0]).toMatchObject({ uid: uids.both, language: "id" });
    expect((await getRecommendations(ctx.db, uids.englishOnly, "en"))[0].language).toBe("en");
  });

  it("stores each version's search vector with its own language's stemming", async () => {
    const result = await ctx.db.execute(sql`
      select t.locale, t.search_vector @@ to_tsquery('indonesian', 'pasar') as indonesian_stem
      from article_translations t join articles a on a.id = t.article_id
      where a.uid = ${uids.both} order by t.locale`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { locale: "en", indonesian_stem: false },
      { locale: "id", indonesian_stem: true },
    ]);
  });
});

describe("writing versions", () => {
  const data = (input: Record<string, unknown>) =>
    articleApiInputSchema.parse({ status: "published", categories: ["Marketplace"], ...input });

  it("keeps an absent version, replaces a sent one and removes one sent as null", async () => {
    const { uid } = await createTestArticle(ctx, {
      title: "Shop design",
      id: { title: "Desain toko" },
    });
    await updateArticle(ctx.services, uid, data({ title: "Shop design, revised" }));
    let versions = (await getArticleForEditing(ctx.db, uid))?.versions;
    expect(versions?.en?.title).toBe("Shop design, revised");
    expect(versions?.id).toMatchObject({ title: "Desain toko", excerpt: "", coverAlt: "" });

    await updateArticle(ctx.services, uid, data({ id: { title: "Desain toko online" } }));
    versions = (await getArticleForEditing(ctx.db, uid))?.versions;
    expect(versions?.id?.title).toBe("Desain toko online");
    expect(versions?.en?.title).toBe("Shop design, revised");

    await updateArticle(ctx.services, uid, data({ en: null }));
    versions = (await getArticleForEditing(ctx.db, uid))?.versions;
    expect(versions).toMatchObject({ en: null, id: { title: "Desain toko online" } });
    expect((await getArticleDetail(ctx.db, uid, { locale: "en" }))?.language).toBe("id");
  });

  it("refuses to remove the last version, with the reason on the title field", async () => {
    const { uid } = await createTestArticle(ctx, { title: "Only English" });
    await expect(updateArticle(ctx.services, uid, data({ en: null }))).rejects.toMatchObject({
      code: "validation_failed",
      fields: { title: "Write the article in English or Indonesian" },
    });
    expect((await getArticleForEditing(ctx.db, uid))?.versions.en?.title).toBe("Only English");
    const both = articleApiInputSchema.safeParse({ en: null, id: null });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]).toMatchObject({ path: ["title"] });
    const noTitle = articleApiInputSchema.safeParse({ excerpt: "An excerpt without a title" });
    expect(noTitle.error?.issues[0]).toMatchObject({
      path: ["title"],
      message: "Title is required",
    });
    const badIndonesian = articleApiInputSchema.safeParse({ title: "Fine", id: { title: " " } });
    expect(badIndonesian.error?.issues[0]).toMatchObject({ path: ["id", "title"] });
  });

  it("sanitises each version's body", async () => {
    const { uid } = await createTestArticle(ctx, {
      title: "Safe",
      id: { title: "Aman", content: '<p onclick="x()">Isi</p><script>alert(1)</script>' },
    });
    const versions = (await getArticleForEditing(ctx.db, uid))?.versions;
    expect(versions?.id?.content).toBe("<p>Isi</p>");
  });

  it("deleting names each article by its title", async () => {
    const { uid } = await createTestArticle(ctx, { en: null, id: { title: "Akan dihapus" } });
    expect(await deleteArticles(ctx.services, [uid])).toEqual([{ uid, title: "Akan dihapus" }]);
    expect(await getArticleForEditing(ctx.db, uid)).toBeNull();
  });
});

describe("category names per edition", () => {
  it("shows a category's Indonesian name in the Indonesian edition, the English one elsewhere", async () => {
    const [category] = await listAdminCategories(ctx.db).then((rows) =>
      rows.filter((row) => row.name === "Influencer"),
    );
    await renameCategory(ctx.services, category.uid, { name: "Influencer", nameId: "Pemengaruh" });
    const detail = await getArticleDetail(ctx.db, uids.indonesianOnly, { locale: "id" });
    expect(detail?.categories).toEqual([
      expect.objectContaining({
        name: "Influencer",
        names: { en: "Influencer", id: "Pemengaruh" },
      }),
    ]);
    const marketplace = await getArticleDetail(ctx.db, uids.englishOnly, { locale: "id" });
    // Without an Indonesian name, the English one shows in both.
    expect(marketplace?.categories[0].names).toEqual({ en: "Marketplace", id: "Marketplace" });
    await renameCategory(ctx.services, category.uid, { name: "Influencer" });
    expect(
      (await listAdminCategories(ctx.db)).find((row) => row.uid === category.uid)?.nameId,
    ).toBe("");
  });
});
