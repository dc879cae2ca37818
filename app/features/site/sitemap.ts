import { clients } from "../../../content/clients";
import { services } from "../../../content/services";

/** The day the static content last changed; bump with content edits. */
export const CONTENT_UPDATED = "2026-11-21";

export type SitemapEntry = { path: string; lastmod?: string; priority?: number };

/** Every public route of spec section 2 (articles are added from the database). */
export function staticSitemapEntries(latestArticle?: string): SitemapEntry[] {
  const latest = latestArticle ?? CONTENT_UPDATED;
  return [
    { path: "/", lastmod: latest > CONTENT_UPDATED ? latest : CONTENT_UPDATED, priority: 1 },
    { path: "/service", lastmod: CONTENT_UPDATED, priority: 0.9 },
    ...services.map((item) => ({
      path: `/service/${item.path}`,
      lastmod: CONTENT_UPDATED,
      priority: 0.8,
    })),
    { path: "/team", lastmod: CONTENT_UPDATED, priority: 0.6 },
    { path: "/clients", lastmod: CONTENT_UPDATED, priority: 0.7 },
    { path: "/clients/detail", lastmod: CONTENT_UPDATED, priority: 0.4 },
    ...clients.map((item) => ({
      path: `/clients/detail?client=${item.slug}`,
      lastmod: CONTENT_UPDATED,
      priority: 0.5,
    })),
    { path: "/contact-us", lastmod: CONTENT_UPDATED, priority: 0.7 },
    { path: "/article", lastmod: latest, priority: 0.8 },
    { path: "/article/all", lastmod: latest, priority: 0.6 },
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>${entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : ""}${entry.priority !== undefined ? `\n    <priority>${entry.priority.toFixed(1)}</priority>` : ""}\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /logout",
    "Disallow: /setup",
    "Disallow: /overview",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
