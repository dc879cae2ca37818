import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../router-context.ts";
import { describeEdition, type MetaContext, notFoundMeta } from "../site/page-meta.ts";
import { localeOfRequest } from "../site/site-content.ts";

/** What a public page's loader builds its meta with: the URL's edition, the site's origin. */
export function getMetaContext(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): MetaContext {
  return describeEdition(localeOfRequest(args.request), args.context.get(requestContext).origin);
}

/** The answer of a page that does not exist: 404, with the not-found page's meta. */
export function notFoundAnswer(context: MetaContext, title?: string) {
  return data({ meta: notFoundMeta(context, title) }, { status: 404 });
}
