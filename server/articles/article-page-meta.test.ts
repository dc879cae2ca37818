import { describe, expect, it } from "vitest";
import { describeEdition } from "#server/site/page-meta.ts";
import { getCompany } from "#server/site/site-content.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { loadArticleDetailPage } from "./article-page-data.ts";
import { articleMeta } from "./article-page-meta.ts";
import { createArticle } from "./article-writes.ts";

const ctx = setupTestContext();

const version = (title: string, extra: Record<string, string> = {}) => ({
  title,
  excerpt: `${title} excerpt`,
  content: `<p>${title} body</p>`,
  coverAlt: "",
  metaTitle: "",
  metaDescription: "",
  ...extra,
});

async function metaOf(uid: string, locale: "en" | "id") {
  const page = await loadArticleDetailPage(ctx.services, uid, locale);
  if (!page) throw new Error("no page");
  const company = await getCompany(ctx.db, locale);
  const tags = articleMeta(describeEdition(locale, "https://projingga.test", company), page);
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as unknown as
      | Record<string, unknown>
      | undefined;
  return {
    title: (tags.find((tag) => "title" in tag) as { title: string }).title,
    description: find("name", "description")?.content,
    ogTitle: find("property", "og:title")?.content,
    ogImage: find("property", "og:image")?.content,
    twitterDescription: find("name", "twitter:description")?.content,
    jsonLd: (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": unknown })[
      "script:ld+json"
    ],
  };
}

describe("article page meta per language", () => {
  it("uses a version's meta title, description and social image in head and JSON-LD", async () => {
    const { uid } = await createArticle(ctx.services, {
      versions: {
        en: version("Plain English title"),
        id: version("Judul Indonesia", {
          metaTitle: "Judul untuk Google",
          metaDescription: "Deskripsi yang ditulis khusus untuk hasil pencarian.",
          socialImage: "https://cdn.example.com/share-id.jpg",
        }),
      },
      coverImage: "https://cdn.example.com/cover.jpg",
      status: "published",
      categories: [],
    });
    const indonesian = await metaOf(uid, "id");
    expect(indonesian.title).toBe("Judul untuk Google");
    expect(indonesian.description).toBe("Deskripsi yang ditulis khusus untuk hasil pencarian.");
    expect(indonesian.twitterDescription).toBe(indonesian.description);
    expect(indonesian.ogTitle).toBe("Judul untuk Google");
    expect(indonesian.ogImage).toBe("https://cdn.example.com/share-id.jpg");
    expect(indonesian.jsonLd).toMatchObject({
      headline: "Judul untuk Google",
      description: "Deskripsi yang ditulis khusus untuk hasil pencarian.",
      inLanguage: "id",
    });
    // The English version has none: its title, excerpt and the cover.
    const english = await metaOf(uid, "en");
    expect(english.title).toBe("Plain English title | Projingga");
    expect(english.description).toBe("Plain English title excerpt");
    expect(english.ogImage).toBe("https://cdn.example.com/cover.jpg");
    expect(english.jsonLd).toMatchObject({ headline: "Plain English title", inLanguage: "en" });
  });

  it("refuses a social image that is not an image address the page may load", async () => {
    await expect(
      createArticle(
        ctx.services,
        {
          versions: { en: version("Bad image", { socialImage: "https://projingga.test/logout" }) },
          status: "draft",
          categories: [],
        },
        undefined,
        { siteHosts: ["projingga.test"] },
      ),
    ).rejects.toMatchObject({ fields: { "versions.en.socialImage": expect.any(String) } });
  });
});
