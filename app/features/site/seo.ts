import type { MetaDescriptor } from "react-router";
import { company } from "../../../content/company";
import { messages } from "../../lib/messages";

export const SITE_LAYOUT_ID = "routes/site/site-layout";
export const DEFAULT_OG_IMAGE = "/images/og/projingga-og.jpg";

type MatchLike = { id: string; loaderData?: unknown };

/** The site's origin as the site layout's loader got it (server/http/site-origin.ts). */
export function getSiteOrigin(matches: readonly (MatchLike | undefined)[]): string {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ID);
  const origin = (layout?.loaderData as { origin?: string } | undefined)?.origin;
  return origin ?? "";
}

export type Crumb = { name: string; path: string };

export type SeoInput = {
  title: string;
  description: string;
  path: string;
  origin: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  breadcrumbs?: readonly Crumb[];
  jsonLd?: readonly Record<string, unknown>[];
  noindex?: boolean;
};

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: company.email,
    slogan: messages.common.tagline,
    foundingDate: company.founded,
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

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * Title, description, canonical, OpenGraph, Twitter and JSON-LD (Organization always,
 * BreadcrumbList when crumbs are given, plus any page-specific blocks).
 */
export function buildSeoMeta(input: SeoInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const image = `${input.origin}${input.image ?? DEFAULT_OG_IMAGE}`;
  const blocks: Record<string, unknown>[] = [organizationJsonLd(input.origin)];
  if (input.breadcrumbs?.length) blocks.push(breadcrumbJsonLd(input.origin, input.breadcrumbs));
  blocks.push(...(input.jsonLd ?? []));
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...blocks.map((block) => ({ "script:ld+json": block })),
  ];
}

/** "Page · Projingga" */
export const pageTitle = (page: string) => `${page} · ${company.name}`;
