import type { ArticleData } from "#contracts/article-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { auditChange, commitChange } from "#server/audit/commit-change.ts";
import { findRevision, readVersion } from "./article-revisions.ts";
import { type ArticleWriteServices, writeArticleUpdate } from "./article-writes.ts";

/**
 * Writes the revision's language version, cover and categories back as a new save (so it is a
 * new revision and the current text stays among the revisions); status, publish date and the
 * other language stay as they are.
 */
export async function restoreRevision(
  services: ArticleWriteServices,
  uid: string,
  revisionId: number,
  options: { actor?: AuditActor; siteHosts?: string[] } = {},
) {
  const { article, row } = await findRevision(services.db, uid, revisionId);
  const data: ArticleData = {
    versions: { [row.locale]: readVersion(row.version) },
    coverImage: row.cover_image ?? undefined,
    status: article.status,
    publishedAt: article.published_at ?? undefined,
    categories: row.categories,
  };
  return commitChange(services, "article.revision_restored", async (tx) => {
    const [, updated] = await writeArticleUpdate(tx, uid, data, services.sanitizer, options);
    await auditChange(tx, "article.updated", updated);
    const title = readVersion(row.version).title;
    const revision = Number(row.id);
    return [
      { uid, revision, language: row.locale },
      { uids: [uid], actor: options.actor, title, language: row.locale, revision },
    ];
  });
}
