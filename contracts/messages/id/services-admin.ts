import type { ServicesAdminMessages } from "../services-admin";

/** Teks staf untuk layar services situs web (/admin/services). */
export const servicesAdmin = {
  metaTitle: "Layanan",
} satisfies ServicesAdminMessages;
