import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestArticle } from "#server/test/factories.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { buildRssFeed, escapeXml, RSS_SIZE } from "./rss-feed.ts";

const ctx = setupTestContext();
const info = {
  origin: "https://projingga.example",
  title: "Journal & Co",
  description: "Notes <fresh>",
};

beforeAll(async () => {
  for (let index = 0; index < RSS_SIZE + 3; index += 1) {
    await createTestArticle(ctx, {
      title: `Story ${index}`,
      publishedAt: new Date(Date.now() - (100 - index) * 60_000).toISOString(),
    });
  }
  await createTestArticle(ctx, {
    title: `Tricky <b>"quotes"</b> & 'apostrophes' ]]> \u0007bell`,
    excerpt: "Less < more & more > less",
    categories: ["R&D <Lab>"],
    coverImage: "/media/covers/x-1200.webp",
    publishedAt: new Date(Date.now() - 1000).toISOString(),
  });
  await createTestArticle(ctx, { title: "Draft never listed", status: "draft" });
});

function parse(xml: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  return document;
}

describe("RSS feed", () => {
  it("is well-formed RSS 2.0 with the latest published articles first", async () => {
    const xml = await buildRssFeed(ctx.services, info);
    const document = parse(xml);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.tagName).toBe("rss");
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    // Every ampersand is an entity: no bare & can break a strict parser.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(RSS_SIZE);
    const titles = items.map((item) => item.getElementsByTagName("title")[0].textContent);
    expect(titles[0]).toBe(`Tricky <b>"quotes"</b> & 'apostrophes' ]]> bell`);
    expect(titles[1]).toBe(`Story ${RSS_SIZE + 2}`);
    expect(titles).not.toContain("Draft never listed");
    const first = items[0];
    expect(first.getElementsByTagName("link")[0].textContent).toMatch(
      /^https:\/\/projingga\.example\/article\/[\w-]+$/,
    );
    expect(first.getElementsByTagName("category")[0].textContent).toBe("R&D <Lab>");
    expect(first.getElementsByTagName("enclosure")[0].getAttribute("url")).toBe(
      "https://projingga.example/media/covers/x-1200.webp",
    );
    expect(
      new Date(first.getElementsByTagName("pubDate")[0].textContent ?? "").getTime(),
    ).not.toBeNaN();
    expect(document.getElementsByTagName("title")[0].textContent).toBe("Journal & Co");
  });

  it("escapes the five XML specials and drops control characters", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });
});

describe("RSS feed of the Indonesian edition", () => {
  it("links the /id pages, says id, and gives each article in Indonesian where it has it", async () => {
    const { uid } = await createTestArticle(ctx, {
      title: "Bilingual story",
      id: { title: "Cerita dwibahasa", excerpt: "Ringkasan" },
      publishedAt: new Date(Date.now() - 500).toISOString(),
    });
    const document = parse(await buildRssFeed(ctx.services, info, "id"));
    expect(document.querySelector("channel > language")?.textContent).toBe("id");
    expect(document.querySelector("channel > link")?.textContent).toBe(
      "https://projingga.example/id/article",
    );
    const first = document.querySelector("item");
    expect(first?.querySelector("title")?.textContent).toBe("Cerita dwibahasa");
    expect(first?.querySelector("link")?.textContent).toBe(
      `https://projingga.example/id/article/${uid}`,
    );
    // An English-only article is still in the feed, in English.
    expect(document.querySelectorAll("item title")[1]?.textContent).toContain("Tricky");
  });
});
