import type { BlogMessages } from "./blog.ts";
import type { Catalogue } from "./catalogue-type.ts";
import { common } from "./common.ts";
import { site } from "./site.ts";

/**
 * The public pages' catalogue in English, without the blog's texts (blog.ts, loaded beside it
 * by the pages that show them: app/lib/messages.ts); id/public.ts is the same in Indonesian. The services'
 * and clients' copy is not here: English stays in content/, another language's is in
 * <locale>/content.ts, and both reach the pages through loaders (server/site/site-content.ts).
 */
export const catalogue = { common, site } as const;
export type Messages = Catalogue<typeof catalogue> & { blog: BlogMessages };
