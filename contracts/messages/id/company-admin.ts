import type { CompanyAdminMessages } from "../company-admin";

/** Teks staf untuk layar company situs web (/admin/company). */
export const companyAdmin = {
  metaTitle: "Perusahaan",
} satisfies CompanyAdminMessages;
