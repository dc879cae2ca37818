import { useRouteLoaderData } from "react-router";
import type { CompanyContact } from "#contracts/site-content.ts";
import type { ServiceName } from "#server/site/site-content.ts";

/** What the site layout's loader gives every public page. */
type SiteLayoutData = { serviceNames: ServiceName[]; company: CompanyContact };

const useSiteLayoutData = () => useRouteLoaderData<SiteLayoutData>("routes/site/site-layout");

/** The services' names and slugs in the page's edition, from the site layout's loader. */
export function useServiceNames() {
  return useSiteLayoutData()?.serviceNames ?? [];
}

/** The company's contact details, from the site layout's loader. */
export function useCompany(): CompanyContact | undefined {
  return useSiteLayoutData()?.company;
}
