import type { TeamAdminMessages } from "../team-admin";

/** Teks staf untuk layar team situs web (/admin/team). */
export const teamAdmin = {
  metaTitle: "Tim",
} satisfies TeamAdminMessages;
