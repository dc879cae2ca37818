import { blog } from "../../contracts/messages/blog";
import { common } from "../../contracts/messages/common";
import { site } from "../../contracts/messages/site";

/**
 * The message catalogue: every visible text comes from here, one file per area. An Indonesian
 * edition adds a second set of files with the same keys and a locale switch here, without
 * touching pages. The staff area's texts live in staff-messages.ts so public pages never load them.
 */
export const messages = { common, site, blog } as const;
export type Messages = typeof messages;
