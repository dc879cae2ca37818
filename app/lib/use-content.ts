import { useRouteLoaderData } from "react-router";
import type { loader as siteLayoutLoader } from "../routes/site/site-layout";

/** The services' names and slugs in the page's edition, from the site layout's loader. */
export function useServiceNames() {
  return useRouteLoaderData<typeof siteLayoutLoader>("routes/site/site-layout")?.serviceNames ?? [];
}
