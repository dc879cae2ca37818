/** Texts of the blog area (English edition). */
export const blog = {} as const;
