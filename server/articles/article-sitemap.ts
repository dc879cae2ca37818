import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { PUBLISHED } from "./article-queries.ts";

export type SitemapArticle = { uid: string; lastmod: string };

/** Every published article with the date it last changed, newest first. */
export async function listSitemapArticles(db: Database): Promise<SitemapArticle[]> {
  const rows = await selectRows<{ uid: string; lastmod: Date | string }>(
    db,
    sql`select a.uid, greatest(a.updated_at, a.published_at) as lastmod from articles a
        where ${PUBLISHED} order by a.published_at desc, a.id desc limit 45000`,
  );
  return rows.map((row) => ({ uid: row.uid, lastmod: new Date(row.lastmod).toISOString() }));
}
