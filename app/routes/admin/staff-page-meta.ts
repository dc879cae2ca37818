import { messages } from "#app/lib/staff-messages.ts";

/** A staff screen's head: its title, then the product's, and no indexing. */
export const staffPageMeta = (title: string) => [
  { title: `${title} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];
