import type { Messages } from "../public";
import { blog } from "./blog";
import { common } from "./common";
import { content } from "./content";
import { site } from "./site";

/** Katalog halaman publik dalam Bahasa Indonesia. */
export const catalogue = { common, site, blog, content } satisfies Messages;
