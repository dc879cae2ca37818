import { data, type MetaDescriptor, type RouterContextProvider } from "react-router";
import type { Locale } from "../../../contracts/locale";
import type { Database } from "../../../server/db/client.ts";
import { getMetaContext } from "../../../server/http/public-page.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import type { MetaContext } from "../../../server/site/page-meta.ts";

/**
 * The loader of an article list page: the page read in the URL's edition, its meta and
 * `failed: false` (see serverDataOrFailure). A refusal of the service (a search past its time
 * limit) answers its own status, 503 with Retry-After, instead of a 500.
 */
export async function loadArticlePage<Page extends object>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  load: (db: Database, url: URL, locale: Locale) => Promise<Page>,
  describe: (context: MetaContext, page: Page) => MetaDescriptor[],
) {
  const context = getMetaContext(args);
  const { db } = args.context.get(servicesContext);
  let page: Page;
  try {
    page = await load(db, new URL(args.request.url), context.locale);
  } catch (error) {
    const refusal = toApiError(error);
    if (!refusal) throw error;
    const retry = refusal.retryAfterSeconds;
    throw data(refusal.message, {
      status: refusal.status,
      headers: retry ? { "Retry-After": String(retry), "Cache-Control": "no-store" } : undefined,
    });
  }
  return { ...page, meta: describe(context, page), failed: false as const };
}
