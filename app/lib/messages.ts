import { common } from "../messages/common";

/**
 * The message catalogue: every visible text comes from here. An Indonesian edition adds a
 * second catalogue with the same keys and a locale switch here, without touching pages.
 */
export const messages = { common } as const;
export type Messages = typeof messages;
