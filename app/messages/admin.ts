/** Texts of the admin area (English edition). */
export const admin = {} as const;
