import type { Catalogue } from "./catalogue-type";

/** Staff texts of the website's services screens (/admin/services), English. */
export const servicesAdmin = {
  metaTitle: "Services",
} as const;

export type ServicesAdminMessages = Catalogue<typeof servicesAdmin>;
