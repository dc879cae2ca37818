import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { PUBLISHED } from "./article-queries.ts";

export type SitemapArticle = { uid: string; lastmod: string };

/** Every published article with the date it last changed, newest first. */
export async function listSitemapArticles(db: Database): Promise<SitemapArticle[]> {
  const result = await db.execute(
    sql`select a.uid, greatest(a.updated_at, a.published_at) as lastmod from articles a
        where ${PUBLISHED} order by a.published_at desc, a.id desc limit 45000`,
  );
  const rows = (result as unknown as { rows: { uid: string; lastmod: Date | string }[] }).rows;
  return rows.map((row) => ({ uid: row.uid, lastmod: new Date(row.lastmod).toISOString() }));
}
