import { categoryName } from "#contracts/category-name.ts";
import { localizePath } from "#contracts/locale.ts";
import type { MetaTag } from "#contracts/page-meta.ts";
import { alternateLinks, type MetaContext, ogLocaleMeta } from "#server/site/page-meta.ts";
import type {
  loadAllArticlesPage,
  loadArticleDetailPage,
  loadArticleListPage,
} from "./article-page-data.ts";

type ListPage = Awaited<ReturnType<typeof loadArticleListPage>>;
type AllPage = Awaited<ReturnType<typeof loadAllArticlesPage>>;
type DetailPage = NonNullable<Awaited<ReturnType<typeof loadArticleDetailPage>>>;

/** /article: one canonical per tag; a search result is not indexed. */
export function articleListMeta(
  { origin, locale, messages }: MetaContext,
  { query }: ListPage,
): MetaTag[] {
  const { blog } = messages;
  const title = blog.listMetaTitle;
  const path = `/article${query.tag ? `?tag=${encodeURIComponent(query.tag)}` : ""}`;
  const canonical = `${origin}${localizePath(path, locale)}`;
  return [
    { title },
    { name: "description", content: blog.listMetaDescription },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternateLinks(origin, path),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: blog.rssTitle,
      href: localizePath("/rss.xml", locale),
    },
    ...(query.search ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: blog.listMetaDescription },
    { property: "og:url", content: canonical },
    ...ogLocaleMeta(locale),
    { name: "twitter:card", content: "summary" },
  ];
}

/** /article/all, its pages past the first named in the title and the canonical. */
export function allArticlesMeta(
  { origin, locale, messages }: MetaContext,
  { page }: AllPage,
): MetaTag[] {
  const { blog } = messages;
  const path = `/article/all${page > 1 ? `?page=${page}` : ""}`;
  const canonical = `${origin}${localizePath(path, locale)}`;
  return [
    {
      title:
        page > 1 ? `${blog.allPageMetaTitle} · ${blog.pageLabel(page)}` : blog.allPageMetaTitle,
    },
    { name: "description", content: blog.listMetaDescription },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternateLinks(origin, path),
    { property: "og:title", content: blog.allPageMetaTitle },
    { property: "og:url", content: canonical },
    ...ogLocaleMeta(locale),
  ];
}

/** An article: OpenGraph article tags, Twitter card, Article and BreadcrumbList JSON-LD. */
export function articleMeta(
  { origin, locale, messages }: MetaContext,
  { article }: DetailPage,
): MetaTag[] {
  const { blog, common } = messages;
  const path = `/article/${article.uid}`;
  const url = `${origin}${localizePath(path, locale)}`;
  // The version's own search and share texts, else its title, excerpt and the cover.
  const shareImage = article.seo.image ?? article.image;
  const image = shareImage ? new URL(shareImage, origin).toString() : undefined;
  const title = article.seo.title || article.title;
  const description = article.seo.description || article.excerpt || article.title;
  const tags = article.categories.map((category) => categoryName(category, locale));
  return [
    { title: article.seo.title || `${article.title} | ${common.brandName}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(origin, path),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: common.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...ogLocaleMeta(locale),
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { property: "og:image:alt", content: article.image_alt || article.title },
        ]
      : []),
    { property: "article:published_time", content: article.published_at ?? article.created_at },
    { property: "article:modified_time", content: article.updated_at },
    ...tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title.slice(0, 110),
        inLanguage: article.language,
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: article.published_at ?? article.created_at,
        dateModified: article.updated_at,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        author: { "@type": "Organization", name: article.author || common.brandName },
        publisher: {
          "@type": "Organization",
          name: common.brandName,
          logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
        },
        keywords: tags.join(", "),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: blog.breadcrumbHome,
            item: `${origin}${localizePath("/", locale)}`,
          },
          {
            "@type": "ListItem",
            position: 2,
            name: blog.breadcrumbArticles,
            item: `${origin}${localizePath("/article", locale)}`,
          },
          { "@type": "ListItem", position: 3, name: article.title, item: url },
        ],
      },
    },
  ];
}
