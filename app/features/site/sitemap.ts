import { LOCALES, type Locale, localizePath } from "#contracts/locale.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";

/** The day the pages' own layout and words last changed (their content has its own dates). */
export const CONTENT_UPDATED = "2026-11-21";

/** When the site's content records last changed, from the database (YYYY-MM-DD). */
export type SitemapContent = {
  latestArticle?: string;
  services: { slug: string; lastmod: string }[];
  clients: { slug: string; lastmod: string }[];
  team?: string;
  company?: string;
};

const latestOf = (...days: (string | undefined)[]) =>
  days.reduce<string>((latest, day) => (day && day > latest ? day : latest), CONTENT_UPDATED);

export type SitemapEntry = {
  /** The English path; each edition's URL is derived from it. */
  path: string;
  lastmod?: string;
  priority?: number;
  /** The editions that have this page (default: both). */
  locales?: readonly Locale[];
};

/** Every public route of spec section 2 (articles are added from the database). */
export function staticSitemapEntries(content: SitemapContent): SitemapEntry[] {
  const latest = content.latestArticle ?? CONTENT_UPDATED;
  const services = latestOf(...content.services.map((item) => item.lastmod));
  const clients = latestOf(...content.clients.map((item) => item.lastmod));
  return [
    {
      path: "/",
      lastmod: latestOf(latest, services, clients, content.team, content.company),
      priority: 1,
    },
    { path: "/service", lastmod: services, priority: 0.9 },
    ...content.services.map((item) => ({
      path: `/service/${item.slug}`,
      lastmod: latestOf(item.lastmod),
      priority: 0.8,
    })),
    { path: "/team", lastmod: latestOf(content.team), priority: 0.6 },
    { path: "/clients", lastmod: clients, priority: 0.7 },
    { path: "/clients/detail", lastmod: clients, priority: 0.4 },
    ...content.clients.map((item) => ({
      path: `/clients/detail?client=${item.slug}`,
      lastmod: latestOf(item.lastmod),
      priority: 0.5,
    })),
    { path: "/contact-us", lastmod: latestOf(content.company), priority: 0.7 },
    { path: "/article", lastmod: latest, priority: 0.8 },
    { path: "/article/all", lastmod: latest, priority: 0.6 },
  ];
}

/**
 * One <url> per page and edition, each listing every edition of the page (and x-default, the
 * English one) as xhtml:link alternates, as search engines expect from a multilingual sitemap.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const locales = entry.locales ?? LOCALES;
    const url = (locale: Locale) => escapeHtml(`${origin}${localizePath(entry.path, locale)}`);
    const alternates =
      locales.length > 1
        ? [
            ...locales.map(
              (locale) =>
                `\n    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`,
            ),
            `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url(locales.includes("en") ? "en" : locales[0])}"/>`,
          ].join("")
        : "";
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${url(locale)}</loc>${alternates}${entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : ""}${entry.priority !== undefined ? `\n    <priority>${entry.priority.toFixed(1)}</priority>` : ""}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
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
