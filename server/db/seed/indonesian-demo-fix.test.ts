import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getArticleDetail } from "#server/articles/article-queries.ts";
import { createArticle } from "#server/articles/article-writes.ts";
import { setupTestContext } from "#server/test/test-app.ts";

const ctx = setupTestContext();

/** The hand-written part of issue 26's migration: the data fix for databases seeded before it. */
function handWrittenFix() {
  const dir = join(import.meta.dirname, "../../../drizzle");
  const file = readdirSync(dir).find((name) =>
    readFileSync(join(dir, name), "utf8").includes("Strategi Konten TikTok untuk UMKM"),
  );
  if (!file) throw new Error("no migration carries the fix");
  const text = readFileSync(join(dir, file), "utf8");
  return text
    .slice(text.indexOf("-- hand-written below"))
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe("the Indonesian demo articles stored as English, fixed in place", () => {
  it("moves them to Indonesian, leaves other articles alone, and names the demo categories", async () => {
    const body = "<p>Banyak pemilik UMKM bilang ke kami bahwa TikTok itu untuk anak muda.</p>";
    const wrong = await createArticle(ctx.services, {
      versions: {
        en: {
          title: "Strategi Konten TikTok untuk UMKM: Mulai dari Nol",
          excerpt: "",
          content: body,
          coverAlt: "",
          metaTitle: "",
          metaDescription: "",
        },
      },
      status: "published",
      categories: ["Social Media"],
    });
    const english = await createArticle(ctx.services, {
      versions: {
        en: {
          title: "An English article",
          excerpt: "",
          content: "<p>Text</p>",
          coverAlt: "",
          metaTitle: "",
          metaDescription: "",
        },
      },
      status: "published",
      categories: [],
    });
    for (const statement of handWrittenFix()) await ctx.db.execute(statement);
    const fixed = await getArticleDetail(ctx.db, wrong.uid, { locale: "id" });
    expect(fixed).toMatchObject({ language: "id", languages: ["id"] });
    expect(fixed?.categories[0].names).toEqual({ en: "Social Media", id: "Media Sosial" });
    expect((await getArticleDetail(ctx.db, english.uid))?.languages).toEqual(["en"]);
  });
});
