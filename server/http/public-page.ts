import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { describeEdition, type MetaContext, notFoundMeta } from "#server/site/page-meta.ts";
import { getCompany, localeOfRequest } from "#server/site/site-content.ts";

/**
 * What a public page's loader builds its meta with: the URL's edition, the site's origin and
 * the company's details (the Organization JSON-LD of every page).
 */
export async function getMetaContext(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<MetaContext> {
  const locale = localeOfRequest(args.request);
  const { db } = args.context.get(servicesContext);
  return describeEdition(
    locale,
    args.context.get(requestContext).origin,
    await getCompany(db, locale),
  );
}

/** The answer of a page that does not exist: 404, with the not-found page's meta. */
export function notFoundAnswer(context: MetaContext, title?: string) {
  return data({ meta: notFoundMeta(context, title) }, { status: 404 });
}
