/**
 * HOW TO USE THE CATALOGUES (ADR 0008: typed catalogues, one language per page)
 *
 * - Texts live in typed catalogues in contracts/messages/. The English file of an area
 *   (site.ts, blog.ts, common.ts) is the source: `as const`, and it exports the area's type
 *   (`SiteMessages`, made with `Catalogue<>`). The Indonesian file of the same name in
 *   contracts/messages/id/ ends with `satisfies SiteMessages`, so a key missing in either
 *   language fails `npm run typecheck` and tests/architecture/public-i18n.test.ts.
 * - The public catalogue is { common, site } (contracts/messages/public.ts and id/public.ts)
 *   plus the blog's texts (blog.ts), which the agency's own pages do not load
 *   (needsBlogMessages). A page loads only its own language: the server loads both before rendering
 *   (app/entry.server.tsx; never let the root suspend on the server: React Router's data
 *   scripts would be lost and the page would not hydrate),
 *   the browser imports the one named by <html lang> before hydrating (app/entry.client.tsx).
 * - In a component: `const t = useMessages().site.team;` and `const locale = useLocale();`.
 *   Never import a catalogue file into a component: it would ship that language to every page.
 * - Where hooks cannot run (loaders, actions): `getMetaContext(args).messages` from
 *   server/http/public-page.ts, in the URL's edition. A page's meta is built with
 *   server/site/page-meta.ts, in its loader,
 *   and reaches the page as loader data (`export const meta = metaFromLoader`, lib/page-meta.ts).
 * - Links inside the site: `useLocalePath()("/team")` or `localizePath("/team", locale)`
 *   (-> /id/team in Indonesian); SEO through server/site/page-meta.ts; the language switch is
 *   app/features/site/language-switch.tsx. Dates: formatDate(value, locale) in
 *   contracts/agency-clock.ts; plurals: plural() in contracts/messages/plural.ts.
 * - A page whose language is not its path's (the staff area, chosen per account) returns
 *   `uiLocale: "en" | "id"` from a route loader: the root then uses it for <html lang> and
 *   useMessages(). Staff-only texts stay in staff catalogues (lib/staff-messages.ts) so public
 *   pages never load them.
 */
import { createContext, createElement, type ReactNode, use, useContext } from "react";
import { DEFAULT_LOCALE, type Locale, localizePath } from "#contracts/locale.ts";
import type { Messages } from "#contracts/messages/public.ts";

export type { Messages };

type SiteMessages = Omit<Messages, "blog">;

const importers: Record<
  Locale,
  { site: () => Promise<SiteMessages>; blog: () => Promise<Messages["blog"]> }
> = {
  en: {
    site: () => import("#contracts/messages/public.ts").then((module) => module.catalogue),
    blog: () => import("#contracts/messages/blog.ts").then((module) => module.blog),
  },
  id: {
    site: () => import("#contracts/messages/id/public.ts").then((module) => module.catalogue),
    blog: () => import("#contracts/messages/id/blog.ts").then((module) => module.blog),
  },
};

/** The agency's own pages (routes/site/*) show no blog text; every other page loads it too. */
const SITE_PAGE = /^(id\/)?routes\/site\//;
export const needsBlogMessages = (routeIds: readonly string[]) =>
  routeIds.some((id) => id !== "root" && !SITE_PAGE.test(id));

/** Where a page that did not load the blog's texts reads one anyway: fail loudly, not blank. */
const BLOG_NOT_LOADED = new Proxy({} as Messages["blog"], {
  get(_, key) {
    // Probes by promises, JSON and dev tools are not texts.
    if (typeof key === "symbol" || key === "then" || key === "toJSON") return undefined;
    throw new Error(`blog.${key} read on a page that did not load the blog's texts`);
  },
});

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();
const keyOf = (locale: Locale, blog: boolean) => (blog ? locale : `${locale}:site`);

/**
 * Loads a language's catalogue once (the same promise every time, as React's use() wants), with
 * the blog's texts unless `blog: false` (the agency's own pages: a kilobyte less to load).
 */
export function loadMessages(locale: Locale, { blog = true } = {}): Promise<Messages> {
  const key = keyOf(locale, blog);
  let promise = loading.get(key);
  if (!promise) {
    const parts = importers[locale];
    promise = Promise.all([parts.site(), blog ? parts.blog() : undefined]).then(
      ([site, blogMessages]) => {
        const catalogue = { ...site, blog: blogMessages ?? BLOG_NOT_LOADED };
        loaded.set(key, catalogue);
        return catalogue;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** The loaded catalogue with at least what is asked for (the whole one will do for any page). */
const findLoaded = (locale: Locale, blog: boolean) =>
  loaded.get(locale) ?? (blog ? undefined : loaded.get(keyOf(locale, false)));

/** For the root: the catalogue at once when loaded, else the render waits for it. */
export function useCatalogue(locale: Locale, blog: boolean): Messages {
  return findLoaded(locale, blog) ?? use(loadMessages(locale, { blog }));
}

type MessagesValue = { locale: Locale; messages: Messages };
const MessagesContext = createContext<MessagesValue | null>(null);

export function MessagesProvider({
  locale,
  messages,
  children,
}: MessagesValue & { children: ReactNode }) {
  return createElement(MessagesContext.Provider, { value: { locale, messages } }, children);
}

function useMessagesValue(): MessagesValue {
  const value = useContext(MessagesContext);
  if (!value) throw new Error("useMessages() outside MessagesProvider (app/root.tsx)");
  return value;
}

/** The page's catalogue: `useMessages().site.nav.home`. */
export function useMessages(): Messages {
  return useMessagesValue().messages;
}

/** The page's language. */
export function useLocale(): Locale {
  return useMessagesValue().locale ?? DEFAULT_LOCALE;
}

/** Site paths in the page's edition: `const to = useLocalePath(); to("/team")` -> "/id/team". */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
