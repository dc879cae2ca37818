import { blog } from "./blog";
import type { Catalogue } from "./catalogue-type";
import { common } from "./common";
import type { ContentCopy } from "./content-type";
import { site } from "./site";

/**
 * The public pages' catalogue in English; id/public.ts is the same in Indonesian. English
 * content copy stays in content/; another language adds its copy under `content`.
 */
export const catalogue = { common, site, blog } as const;
export type Messages = Catalogue<typeof catalogue> & { content?: ContentCopy };
