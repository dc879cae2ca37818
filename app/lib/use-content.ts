import { useRouteLoaderData } from "react-router";
import type { Company } from "../../contracts/site-content";
import type { ServiceName } from "../../server/site/site-content.ts";

/** What the site layout's loader gives every public page. */
type SiteLayoutData = { serviceNames: ServiceName[]; company: Company };

const useSiteLayoutData = () => useRouteLoaderData<SiteLayoutData>("routes/site/site-layout");

/** The services' names and slugs in the page's edition, from the site layout's loader. */
export function useServiceNames() {
  return useSiteLayoutData()?.serviceNames ?? [];
}

/** The company's details and texts in the page's edition, from the site layout's loader. */
export function useCompany(): Company | undefined {
  return useSiteLayoutData()?.company;
}
