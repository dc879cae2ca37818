import type { Catalogue } from "./catalogue-type";

/** Staff texts of the website's team screens (/admin/team), English. */
export const teamAdmin = {
  metaTitle: "Team",
} as const;

export type TeamAdminMessages = Catalogue<typeof teamAdmin>;
