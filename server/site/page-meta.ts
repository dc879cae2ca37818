import { LOCALES, type Locale, localizePath, OG_LOCALE, otherLocale } from "#contracts/locale.ts";
import { textsIn } from "#contracts/messages/catalogues.ts";
import type { Messages } from "#contracts/messages/public.ts";
import type { MetaTag } from "#contracts/page-meta.ts";
import type { Company } from "#contracts/site-content.ts";

/**
 * The public pages' meta is built here, in their loaders, and reaches the page as loader data
 * (app/lib/page-meta.ts): the builders and the JSON-LD stay out of the pages' scripts. What a
 * loader reads from its request and its 404 answer are the edge's (server/http/public-page.ts).
 */
export const DEFAULT_OG_IMAGE = "/images/og/projingga-og.jpg";

/** What every page's meta needs: origin, the page's edition, its catalogue, the company. */
export type MetaContext = { origin: string; locale: Locale; messages: Messages; company: Company };

/** The meta context of one edition of the site, served at `origin`. */
export const describeEdition = (locale: Locale, origin: string, company: Company): MetaContext => ({
  origin,
  locale,
  messages: textsIn(locale),
  company,
});

/**
 * The meta of a page that does not exist: a shared or bookmarked dead link previews as the
 * site's not-found page and is never indexed.
 */
export function notFoundMeta(
  { messages }: MetaContext,
  title = `404 · ${messages.common.brandName}`,
): MetaTag[] {
  return [
    { title },
    { name: "description", content: messages.common.notFoundBody },
    { name: "robots", content: "noindex" },
  ];
}

export type Crumb = { name: string; path: string };

export type SeoInput = {
  title: string;
  description: string;
  /** The page's path in English (the spec's); each edition's is derived from it. */
  path: string;
  origin: string;
  locale: Locale;
  company: Company;
  /** False when the other edition has no version of this page (hreflang only for real twins). */
  alternates?: boolean;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  breadcrumbs?: readonly Crumb[];
  jsonLd?: readonly Record<string, unknown>[];
  noindex?: boolean;
};

export function organizationJsonLd(origin: string, locale: Locale, company: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${origin}${localizePath("/", locale)}`,
    logo: `${origin}/favicon.svg`,
    email: company.email,
    slogan: textsIn(locale).common.tagline,
    foundingDate: String(company.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    sameAs: company.socials.map((social) => social.url),
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localizePath(crumb.path, locale)}`,
    })),
  };
}

/** hreflang links to every edition of a page, and x-default to the English one. */
export function alternateLinks(origin: string, path: string): MetaTag[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: `${origin}${localizePath(path, locale)}`,
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${origin}${localizePath(path, "en")}`,
    },
  ];
}

/** og:locale of the page's edition and og:locale:alternate of the other. */
export function ogLocaleMeta(locale: Locale): MetaTag[] {
  return [
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:locale:alternate", content: OG_LOCALE[otherLocale(locale)] },
  ];
}

/**
 * The one SEO builder of the public pages: title, description, canonical of the page's
 * edition, hreflang alternates, OpenGraph (with its locale), Twitter and JSON-LD
 * (Organization always, BreadcrumbList when crumbs are given, plus page-specific blocks).
 */
export function buildSeoMeta(input: SeoInput): MetaTag[] {
  const url = `${input.origin}${localizePath(input.path, input.locale)}`;
  const image = `${input.origin}${input.image ?? DEFAULT_OG_IMAGE}`;
  const blocks: Record<string, unknown>[] = [
    organizationJsonLd(input.origin, input.locale, input.company),
  ];
  if (input.breadcrumbs?.length) {
    blocks.push(breadcrumbJsonLd(input.origin, input.breadcrumbs, input.locale));
  }
  blocks.push(...(input.jsonLd ?? []));
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.alternates === false ? [] : alternateLinks(input.origin, input.path)),
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: input.company.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    ...(input.alternates === false
      ? [{ property: "og:locale", content: OG_LOCALE[input.locale] }]
      : ogLocaleMeta(input.locale)),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...blocks.map((block) => ({ "script:ld+json": block })),
  ];
}

/** A main page's words for its meta, from its catalogue section; `crumb` for pages below home. */
export type MainPageCopy = { metaTitle: string; metaDescription: string; crumb?: string };

/**
 * The meta of home and of the pages the menu links to: title and description from the
 * page's catalogue section and, below home, the crumbs Home › page.
 */
export function mainPageMeta(
  context: MetaContext,
  path: string,
  copy: (messages: Messages) => MainPageCopy,
  jsonLd?: Record<string, unknown>[],
): MetaTag[] {
  const { origin, locale, messages, company } = context;
  const page = copy(messages);
  return buildSeoMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path,
    origin,
    locale,
    company,
    breadcrumbs: page.crumb
      ? [
          { name: messages.site.services.crumbHome, path: "/" },
          { name: page.crumb, path },
        ]
      : undefined,
    jsonLd,
  });
}
