import type { ChunkingContext } from "rolldown";
import { ICON_MODULE_ID } from "./lucide-icon-imports.ts";

/** React, React DOM and the router runtime: one chunk every page loads. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/;
const PUBLIC_ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/](site|blog)[\\/])/;
const ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/])/;
const BLOG_ROUTE = /[\\/]routes[\\/]blog[\\/]/;
const HOME_ROUTE = /[\\/]routes[\\/]site[\\/]home\.tsx$/;
/** Libraries that may join the public chunk: one module per icon (see lucide-icon-imports.ts). */
const GROUPABLE_LIBRARY = /node_modules[\\/]lucide-react[\\/]/;
const isIconModule = (id: string) => id.startsWith(ICON_MODULE_ID);

/** The public route modules that statically import a module, directly or through others. */
function findPublicRoutes(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>) {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  memo.set(id, routes);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (PUBLIC_ROUTE.test(importer)) routes.add(importer.replace(/\?.*$/, ""));
    else if (!ROUTE.test(importer)) {
      for (const route of findPublicRoutes(importer, ctx, memo)) routes.add(route);
    }
  }
  return routes;
}

/** Which public pages load a module: used by the chunk groups below, computed once per build. */
function createPublicRouteIndex() {
  const memo = new Map<string, Set<string>>();
  return (id: string, ctx: ChunkingContext) => {
    if (ROUTE.test(id) || FRAMEWORK.test(id) || (id.includes("\0") && !isIconModule(id))) {
      return new Set<string>();
    }
    // Other libraries keep their own chunks: a barrel like radix-ui's, shared with the staff
    // area, would drag every component the staff area uses into a public chunk.
    if (id.includes("node_modules") && !GROUPABLE_LIBRARY.test(id)) return new Set<string>();
    return findPublicRoutes(id, ctx, memo);
  };
}

/** Each language's public catalogue (and what it imports) is one file, loaded before hydrating; the blog's texts are another. */
const CATALOGUE_MODULE = /[\\/]contracts[\\/]messages[\\/]/;
const CATALOGUES = [
  { name: "messages-en", root: /[\\/]contracts[\\/]messages[\\/]public\.ts$/ },
  { name: "messages-id", root: /[\\/]contracts[\\/]messages[\\/]id[\\/]public\.ts$/ },
  // The blog's texts, which only the blog's pages (and the staff area) load.
  { name: "messages-en-blog", root: /[\\/]contracts[\\/]messages[\\/]blog\.ts$/ },
  { name: "messages-id-blog", root: /[\\/]contracts[\\/]messages[\\/]id[\\/]blog\.ts$/ },
];

/** Whether a catalogue module is the given catalogue's root or imported by it, directly or not. */
function isInCatalogue(
  id: string,
  root: RegExp,
  ctx: ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (root.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some(
    (importer) => CATALOGUE_MODULE.test(importer) && isInCatalogue(importer, root, ctx, seen),
  );
}

function isSharedCatalogueModule(id: string, ctx: ChunkingContext) {
  if (!CATALOGUE_MODULE.test(id) || CATALOGUES.some((catalogue) => catalogue.root.test(id))) {
    return false;
  }
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return (
    importers.some((importer) => !CATALOGUE_MODULE.test(importer)) &&
    CATALOGUES.some((catalogue) => isInCatalogue(id, catalogue.root, ctx))
  );
}

/** The root and the site layout render on every public page: what they load is site-wide. */
const EVERY_PAGE = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]site-layout\.tsx)$/;

const isBlogRoute = (route: string) => BLOG_ROUTE.test(route);

/** Shared by the blog's pages and the landing page only: the article cards its latest articles use. */
const isBlogAndHomeOnly = (routes: Set<string>) =>
  [...routes].some(isBlogRoute) &&
  [...routes].some((route) => HOME_ROUTE.test(route)) &&
  [...routes].every((route) => isBlogRoute(route) || HOME_ROUTE.test(route));

/** Loaded by every page, or shared by a blog page and another page of the rest of the site. */
const isSiteWide = (routes: Set<string>) =>
  [...routes].some((route) => EVERY_PAGE.test(route)) ||
  (routes.size >= 2 &&
    [...routes].some(isBlogRoute) &&
    ![...routes].every(isBlogRoute) &&
    !isBlogAndHomeOnly(routes));

const isBlogOnly = (routes: Set<string>) => routes.size >= 2 && [...routes].every(isBlogRoute);

/** Shared by two or more of the agency's own pages (home, services, clients, team, contact). */
const isPagesOnly = (routes: Set<string>) =>
  routes.size >= 2 && !isSiteWide(routes) && ![...routes].some(isBlogRoute);

/**
 * A few chunks instead of dozens of tiny ones (each a request competing with the first paint):
 * the framework; each language's catalogue; what every page loads; code only the blog's pages
 * share; code only the agency's other pages share (the blog does not load their cards and
 * logos); the article cards the blog and the landing page share. A page's own code stays in its route chunk, and code only the staff area or a lazy
 * import loads stays out of the public ones.
 */
export function clientChunkGroups() {
  const publicRoutesOf = createPublicRouteIndex();
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 5 },
      {
        // Catalogue modules that code outside the catalogues imports too (the contact form's
        // error keys): one small chunk, so an edition never loads the other's whole catalogue.
        name: (id: string, ctx: ChunkingContext) =>
          isSharedCatalogueModule(id, ctx) ? "messages-shared" : null,
        debugName: "messages-shared",
        priority: 4,
      },
      {
        // English first: a module both catalogues share goes with it (both editions load it).
        name: (id: string, ctx: ChunkingContext) =>
          CATALOGUE_MODULE.test(id)
            ? (CATALOGUES.find((catalogue) => isInCatalogue(id, catalogue.root, ctx))?.name ?? null)
            : null,
        debugName: "messages",
        priority: 3,
      },
      {
        name: (id: string, ctx: ChunkingContext) => {
          const routes = publicRoutesOf(id, ctx);
          return isSiteWide(routes) ? "site" : null;
        },
        debugName: "site",
        priority: 2,
      },
      {
        name: (id: string, ctx: ChunkingContext) => {
          const routes = publicRoutesOf(id, ctx);
          if (isBlogAndHomeOnly(routes)) return "article-cards";
          return isBlogOnly(routes) ? "blog" : isPagesOnly(routes) ? "pages" : null;
        },
        debugName: "blog, pages or article cards",
        priority: 1,
      },
    ],
  };
}
