import type { Catalogue } from "./catalogue-type";

/** Staff texts of the website's company screens (/admin/company), English. */
export const companyAdmin = {
  metaTitle: "Company",
} as const;

export type CompanyAdminMessages = Catalogue<typeof companyAdmin>;
