/**
 * HOW TO USE THE CATALOGUES (ADR 0008: typed catalogues, one language per page)
 *
 * - Texts live in typed catalogues in contracts/messages/. The English file of an area
 *   (site.ts, blog.ts, common.ts) is the source: `as const`, and it exports the area's type
 *   (`SiteMessages`, made with `Catalogue<>`). The Indonesian file of the same name in
 *   contracts/messages/id/ ends with `satisfies SiteMessages`, so a key missing in either
 *   language fails `npm run typecheck` and tests/architecture/public-i18n.test.ts.
 * - The public catalogue is { common, site, blog } (contracts/messages/public.ts and
 *   id/public.ts). A page loads only its own language: the server loads both before rendering
 *   (app/entry.server.tsx; never let the root suspend on the server: React Router's data
 *   scripts would be lost and the page would not hydrate),
 *   the browser imports the one named by <html lang> before hydrating (app/entry.client.tsx).
 * - In a component: `const t = useMessages().site.team;` and `const locale = useLocale();`.
 *   Never import a catalogue file into a component: it would ship that language to every page.
 * - Where hooks cannot run (meta, loaders, actions): `getMessages(locale)`, with the locale from
 *   `localeFromPath(location.pathname)` (meta) or `localeFromPath(new URL(request.url).pathname)`
 *   (contracts/locale.ts). In a loader or action, `await loadMessages(locale)` is always safe.
 * - Links inside the site: `useLocalePath()("/team")` or `localizePath("/team", locale)`
 *   (-> /id/team in Indonesian); SEO through features/site/seo.ts; the language switch is
 *   app/features/site/language-switch.tsx. Dates: formatDate(value, locale) in
 *   app/lib/format-date.ts; plurals: plural() in contracts/messages/plural.ts.
 * - A page whose language is not its path's (the staff area, chosen per account) returns
 *   `uiLocale: "en" | "id"` from a route loader: the root then uses it for <html lang> and
 *   useMessages(). Staff-only texts stay in staff catalogues (lib/staff-messages.ts) so public
 *   pages never load them.
 */
import { createContext, createElement, type ReactNode, use, useContext } from "react";
import { DEFAULT_LOCALE, type Locale, localizePath } from "../../contracts/locale";
import type { Messages } from "../../contracts/messages/public";

export type { Messages };

const importers: Record<Locale, () => Promise<Messages>> = {
  en: () => import("../../contracts/messages/public").then((module) => module.catalogue),
  id: () => import("../../contracts/messages/id/public").then((module) => module.catalogue),
};

const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** Loads a language's catalogue once (the same promise every time, as React's use() wants). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = importers[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      return catalogue;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/** A loaded catalogue, for code that cannot use hooks (meta functions render after it loads). */
export function getMessages(locale: Locale): Messages {
  const catalogue = loaded.get(locale);
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded yet`);
  return catalogue;
}

/** For the root: the catalogue at once when loaded, else the render waits for it. */
export function useCatalogue(locale: Locale): Messages {
  return loaded.get(locale) ?? use(loadMessages(locale));
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
