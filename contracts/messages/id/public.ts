import type { Messages } from "../public";
import { common } from "./common";
import { site } from "./site";

/** Katalog halaman publik dalam Bahasa Indonesia. */
export const catalogue = { common, site } satisfies Omit<Messages, "blog">;
