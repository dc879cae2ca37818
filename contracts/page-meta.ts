/**
 * One tag of a page's <head>, in the shape React Router's `meta` takes (its MetaDescriptor):
 * the server builds a public page's tags in its loader without depending on the router.
 */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; [attribute: string]: string }
  | { "script:ld+json": Record<string, unknown> };
