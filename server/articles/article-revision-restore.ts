import type { ArticleData } from "../../contracts/article-schema.ts";
import type { AuditActor } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { announce } from "../shared/domain-events.ts";
import { findRevision, readVersion } from "./article-revisions.ts";
import { updateArticle } from "./article-writes.ts";

/**
 * Writes the revision's language version, cover and categories back as a new save (so it is a
 * new revision and the current text stays among the revisions); status, publish date and the
 * other language stay as they are.
 */
export async function restoreRevision(
  db: Database,
  uid: string,
  revisionId: number,
  options: { actor?: AuditActor; siteHosts?: string[] } = {},
) {
  const { article, row } = await findRevision(db, uid, revisionId);
  const data: ArticleData = {
    versions: { [row.locale]: readVersion(row.version) },
    coverImage: row.cover_image ?? undefined,
    status: article.status,
    publishedAt: article.published_at ?? undefined,
    categories: row.categories,
  };
  await updateArticle(db, uid, data, { siteHosts: options.siteHosts, actor: options.actor });
  await announce(db, "article.revision_restored", {
    uids: [uid],
    actor: options.actor,
    title: readVersion(row.version).title,
    language: row.locale,
    revision: Number(row.id),
  });
  return { uid, revision: Number(row.id), language: row.locale };
}
