import type { ArticleLanguage, ArticleListItem } from "#contracts/article-schema.ts";
import type { AppServices } from "#server/app-services.ts";
import { listArticles } from "./article-queries.ts";

export const RSS_SIZE = 20;

/** Escapes text for XML; also drops characters XML 1.0 cannot carry. */
export function escapeXml(value: string) {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

type FeedInfo = { origin: string; title: string; description: string };

export function renderRss(
  articles: ArticleListItem[],
  info: FeedInfo,
  now = new Date(),
  lang: ArticleLanguage = "en",
) {
  const { origin } = info;
  const edition = lang === "id" ? `${origin}/id` : origin;
  const items = articles.map((article) => {
    const url = `${edition}/article/${article.uid}`;
    const date = new Date(article.published_at ?? article.created_at).toUTCString();
    const image = article.image ? new URL(article.image, origin).toString() : null;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      ...article.categories.map(
        (category) => `      <category>${escapeXml(category.name)}</category>`,
      ),
      ...(image
        ? [`      <enclosure url="${escapeXml(image)}" type="image/webp" length="0"/>`]
        : []),
      "    </item>",
    ].join("\n");
  });
  const lastBuild = articles[0]?.published_at ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${escapeXml(`${edition}/article`)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    `    <language>${lang}</language>`,
    `    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${edition}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The feed of one edition: each article in `lang`, else in the language it has. */
export async function buildRssFeed(
  { db, sanitizer }: Pick<AppServices, "db" | "sanitizer">,
  info: FeedInfo,
  lang: ArticleLanguage = "en",
) {
  const { data } = await listArticles(
    db,
    {
      lang,
      page: 1,
      limit: RSS_SIZE,
      search: "",
      tag: "",
      sortBy: "published_at",
      sortOrder: "desc",
    },
    { siteHosts: sanitizer.siteHosts },
  );
  return renderRss(data, info, undefined, lang);
}
