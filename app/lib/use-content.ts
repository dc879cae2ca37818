import { useRouteLoaderData } from "react-router";
import type { ServiceName } from "../../server/site/site-content.ts";

/** What the site layout's loader gives every public page. */
type SiteLayoutData = { serviceNames: ServiceName[] };

/** The services' names and slugs in the page's edition, from the site layout's loader. */
export function useServiceNames() {
  return useRouteLoaderData<SiteLayoutData>("routes/site/site-layout")?.serviceNames ?? [];
}
