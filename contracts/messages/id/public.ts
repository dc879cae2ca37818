import type { Messages } from "#contracts/messages/public.ts";
import { common } from "./common.ts";
import { site } from "./site.ts";

/** Katalog halaman publik dalam Bahasa Indonesia. */
export const catalogue = { common, site } satisfies Omit<Messages, "blog">;
