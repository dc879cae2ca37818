/** Texts of the site area (English edition). */
export const site = {} as const;
