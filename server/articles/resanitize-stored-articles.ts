import { type SQL, sql } from "drizzle-orm";
import type { AppServices } from "#server/app-services.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { refreshSearchVectors } from "./article-writes.ts";
import { htmlToText, sanitizeArticleHtml, sanitizerVersionOf } from "./sanitize-article-html.ts";

type StoredBody = { article_id: number; locale: string; content: string };

export type ResanitizeResult = {
  /** Versions of an older sanitizer read. */
  checked: number;
  /** Those whose body the current rules changed. */
  changed: number;
  /** Those left as they were because the sanitizer threw on them (tried again next start). */
  failed: number;
};

/**
 * Passes every stored article body that an older sanitizer version wrote (SANITIZER_VERSION)
 * through the current one, `batchSize` versions at a time, and announces the articles whose
 * body changed so the public cache empties. A body saved meanwhile (by this version, or by an
 * older instance still running) is left to that save: the update requires the body read.
 */
export async function resanitizeStoredArticles(
  services: Pick<AppServices, "db" | "events" | "sanitizer">,
  options: { batchSize?: number } = {},
): Promise<ResanitizeResult> {
  const { db } = services;
  const batchSize = options.batchSize ?? 200;
  const version = sanitizerVersionOf(services.sanitizer);
  const result: ResanitizeResult = { checked: 0, changed: 0, failed: 0 };
  let after: { articleId: number; locale: string } | undefined;
  for (;;) {
    const rows = await selectRows<StoredBody>(
      db,
      sql`select t.article_id, t.locale, t.content from article_translations t
        where t.sanitizer_version < ${version}
          ${after ? sql`and (t.article_id, t.locale) > (${after.articleId}::int, ${after.locale}::text)` : sql``}
        order by t.article_id, t.locale
        limit ${batchSize}`,
    );
    if (rows.length === 0) break;
    const last = rows[rows.length - 1];
    after = { articleId: Number(last.article_id), locale: last.locale };
    result.checked += rows.length;

    const updates: SQL[] = [];
    for (const row of rows) {
      let content: string;
      try {
        content = sanitizeArticleHtml(row.content, [], services.sanitizer);
      } catch {
        result.failed += 1;
        continue;
      }
      const changed = content !== row.content;
      updates.push(
        sql`(${Number(row.article_id)}::int, ${row.locale}::text, ${row.content}::text,
          ${changed ? content : null}::text, ${changed ? htmlToText(content) : null}::text)`,
      );
    }
    if (updates.length === 0) continue;
    const changed = await db.transaction(async (tx) => {
      const updated = await selectRows<{ article_id: number; uid: string; changed: boolean }>(
        tx,
        sql`update article_translations t set
          content = coalesce(v.content, t.content),
          content_text = coalesce(v.content_text, t.content_text),
          sanitizer_version = ${version}
        from (values ${sql.join(updates, sql`, `)})
          as v(article_id, locale, read_content, content, content_text),
          articles a
        where t.article_id = v.article_id and t.locale = v.locale and a.id = t.article_id
          and t.content = v.read_content and t.sanitizer_version < ${version}
        returning t.article_id, a.uid, v.content is not null as changed`,
      );
      const bodiesChanged = updated.filter((row) => row.changed);
      // The search vector is built from the plain text, which may have changed with the body.
      await refreshSearchVectors(tx, [
        ...new Set(bodiesChanged.map((row) => Number(row.article_id))),
      ]);
      return bodiesChanged;
    });
    if (changed.length === 0) continue;
    result.changed += changed.length;
    // Nothing to audit (no actor): the announcement only empties the public cache.
    await services.events.announce("article.resanitized", {
      uids: [...new Set(changed.map((row) => row.uid))],
    });
  }
  return result;
}

/**
 * Runs resanitizeStoredArticles once after the server listens and logs what it did; a failure
 * is logged, never thrown (the next start tries again).
 */
export async function resanitizeStoredArticlesInBackground(
  services: Pick<AppServices, "db" | "events" | "logger" | "sanitizer">,
) {
  try {
    const result = await resanitizeStoredArticles(services);
    if (result.failed > 0) {
      services.logger.warn(
        result,
        "stored article bodies the sanitizer failed on were left as they were",
      );
    } else if (result.checked > 0) {
      services.logger.info(result, "stored article bodies passed the current sanitizer");
    }
  } catch (error) {
    services.logger.warn({ err: error }, "re-sanitizing stored article bodies failed");
  }
}
