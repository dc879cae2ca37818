import { renderSitemap, staticSitemapEntries } from "#app/features/site/sitemap.ts";
import { listSitemapArticles } from "#server/articles/article-sitemap.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { listSitemapContent } from "#server/site/site-content.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { origin } = context.get(requestContext);
  const [articles, content] = await Promise.all([listSitemapArticles(db), listSitemapContent(db)]);
  const entries = [
    ...staticSitemapEntries({ ...content, latestArticle: articles[0]?.lastmod }),
    ...articles.map((article) => ({
      path: `/article/${article.uid}`,
      lastmod: article.lastmod,
      priority: 0.7,
    })),
  ];
  return new Response(renderSitemap(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
