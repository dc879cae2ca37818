import type { MetaDescriptor, RouterContextProvider } from "react-router";
import type { Locale } from "#contracts/locale.ts";
import type { ArticleReaders } from "#server/articles/article-page-data.ts";
import { loadOrRefuse } from "#server/http/form-submission.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import type { MetaContext } from "#server/site/page-meta.ts";

/**
 * The loader of an article list page: the page read in the URL's edition, its meta and
 * `failed: false` (see serverDataOrFailure). A refusal of the service (a search past its time
 * limit) answers its own status, 503 with Retry-After, instead of a 500.
 */
export async function loadArticlePage<Page extends object>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  load: (readers: ArticleReaders, url: URL, locale: Locale) => Promise<Page>,
  describe: (context: MetaContext, page: Page) => MetaDescriptor[],
) {
  const context = await getMetaContext(args);
  const services = args.context.get(servicesContext);
  const page = await loadOrRefuse(() => load(services, new URL(args.request.url), context.locale));
  return { ...page, meta: describe(context, page), failed: false as const };
}
