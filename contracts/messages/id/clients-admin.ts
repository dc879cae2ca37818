import type { ClientsAdminMessages } from "../clients-admin";

/** Teks staf untuk layar clients situs web (/admin/clients). */
export const clientsAdmin = {
  metaTitle: "Klien",
} satisfies ClientsAdminMessages;
