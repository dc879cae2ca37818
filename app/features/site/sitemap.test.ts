import { describe, expect, it } from "vitest";
import { renderSitemap, staticSitemapEntries } from "./sitemap.ts";

describe("sitemap", () => {
  it("lists each page in both editions, each pointing at both and x-default", () => {
    const xml = renderSitemap("https://projingga.test", [{ path: "/service/digital-ads" }]);
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain("<loc>https://projingga.test/service/digital-ads</loc>");
    expect(urls[1]).toContain("<loc>https://projingga.test/id/service/digital-ads</loc>");
    for (const url of urls) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://projingga.test/service/digital-ads"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="id" href="https://projingga.test/id/service/digital-ads"/>',
      );
      expect(url).toContain(
        'hreflang="x-default" href="https://projingga.test/service/digital-ads"',
      );
    }
  });

  it("gives the home page /id in Indonesian and escapes query strings", () => {
    const xml = renderSitemap(
      "https://projingga.test",
      staticSitemapEntries({
        services: [{ slug: "digital-ads", lastmod: "2026-11-25" }],
        clients: [{ slug: "kopi-senja", lastmod: "2026-11-26" }],
      }),
    );
    expect(xml).toContain("<loc>https://projingga.test/id</loc>");
    expect(xml).toContain("<loc>https://projingga.test/id/clients/detail?client=kopi-senja</loc>");
    const tagged = renderSitemap("https://projingga.test", [{ path: "/article?tag=a&b" }]);
    expect(tagged).toContain("<loc>https://projingga.test/id/article?tag=a&amp;b</loc>");
  });

  it("dates each page by its content: a client's change moves its page, the list and home", () => {
    const entries = staticSitemapEntries({
      latestArticle: "2026-11-20",
      services: [{ slug: "digital-ads", lastmod: "2026-01-01" }],
      clients: [{ slug: "kopi-senja", lastmod: "2026-12-01" }],
      team: "2026-11-30",
    });
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod("/clients/detail?client=kopi-senja")).toBe("2026-12-01");
    expect(lastmod("/clients")).toBe("2026-12-01");
    expect(lastmod("/")).toBe("2026-12-01");
    expect(lastmod("/team")).toBe("2026-11-30");
    // Never older than the pages' own last change.
    expect(lastmod("/service/digital-ads")).toBe("2026-11-21");
  });

  it("lists a page in one edition only when told, without alternates", () => {
    const xml = renderSitemap("https://projingga.test", [{ path: "/article/x", locales: ["id"] }]);
    expect(xml).toContain("<loc>https://projingga.test/id/article/x</loc>");
    expect(xml).not.toContain("xhtml:link rel");
  });
});
