import { admin } from "../../contracts/messages/admin";
import { blog } from "../../contracts/messages/blog";
import { blogAdmin } from "../../contracts/messages/blog-admin";
import { common } from "../../contracts/messages/common";
import { site } from "../../contracts/messages/site";

/**
 * The catalogue for staff screens (English for now): the public texts, the blog's staff texts
 * and the staff area's. Public pages use useMessages() (lib/messages.ts) and never load this.
 */
export const messages = { common, site, blog: { ...blog, ...blogAdmin }, admin } as const;
