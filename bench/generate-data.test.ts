import { describe, expect, it } from "vitest";
import { listSearchQueries } from "./generate-data.ts";

const article = (index: number, words: string[]) => ({
  title: `${words[0]} ${words[1]} ${words[2]} Guide ${index}`,
  excerpt: `How ${words[3]} and ${words[4]} work together for Indonesian brands.`,
  content_text: `${words[5]} ${words[6]} ${words[7]} marketing plan for growth`,
});

describe("listSearchQueries", () => {
  const texts = [
    article(1, ["brand", "tiktok", "shopee", "ramadan", "voucher", "live", "booth", "nano"]),
    article(2, ["brand", "tiktok", "video", "ramadan", "voucher", "photo", "photo", "app"]),
  ];
  const queries = listSearchQueries(texts);

  it("lists each search once, of two or three different words", () => {
    expect(new Set(queries).size).toBe(queries.length);
    for (const query of queries) {
      const words = query.split(" ");
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(3);
      expect(new Set(words).size).toBe(words.length);
    }
    // Shared by both articles, so listed once; a body with a word twice gives no such query.
    expect(queries.filter((query) => query === "brand tiktok")).toHaveLength(1);
    expect(queries).not.toContain("photo photo app");
  });

  it("takes every query's words from one article, so each finds it", () => {
    for (const query of queries) {
      const found = texts.some((text) => {
        const all = `${text.title} ${text.excerpt} ${text.content_text}`.toLowerCase();
        return query.split(" ").every((word) => all.split(/\W+/).includes(word));
      });
      expect(found, query).toBe(true);
    }
  });

  it("keeps one order from run to run, not the articles' order", () => {
    expect(listSearchQueries(texts)).toEqual(queries);
    const sorted = [...queries].sort();
    expect(queries).not.toEqual(sorted);
  });
});
