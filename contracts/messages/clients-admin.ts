import type { Catalogue } from "./catalogue-type";

/** Staff texts of the website's clients screens (/admin/clients), English. */
export const clientsAdmin = {
  metaTitle: "Clients",
} as const;

export type ClientsAdminMessages = Catalogue<typeof clientsAdmin>;
