import type { RouterContextProvider } from "react-router";
import { type Locale, localeFromPath } from "../../../contracts/locale";
import type { Database } from "../../../server/db/client.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";

/**
 * The loader of an article list page: the page read in the URL's edition, with the site's
 * origin for its canonical links and `failed: false` (see serverDataOrFailure).
 */
export async function loadArticlePage<Page extends object>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  load: (db: Database, url: URL, locale: Locale) => Promise<Page>,
) {
  const url = new URL(request.url);
  const page = await load(context.get(servicesContext).db, url, localeFromPath(url.pathname));
  return { ...page, origin: context.get(requestContext).origin, failed: false as const };
}
