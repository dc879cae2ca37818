import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { COMPANY_NAME } from "#contracts/site-content.ts";

type WithMeta = { meta?: MetaDescriptor[] } | null | undefined;

/**
 * A public page's meta: built by its loader on the server (server/site/page-meta.ts) and sent
 * as loader data, or with the 404 its loader answered. When the data request failed (the page
 * then offers a retry), the site's name.
 */
export function metaFromLoader({
  loaderData,
  error,
}: {
  loaderData?: unknown;
  error?: unknown;
}): MetaDescriptor[] {
  const fromError = isRouteErrorResponse(error) ? (error.data as WithMeta)?.meta : undefined;
  return (loaderData as WithMeta)?.meta ?? fromError ?? [{ title: COMPANY_NAME }];
}
