import type { ArticleSelection } from "#contracts/article-bulk-schema.ts";
import { adminArticleListQuerySchema } from "#contracts/article-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import type { ChangeServices } from "#server/audit/commit-change.ts";
import type { Database } from "#server/db/client.ts";
import { listArticles } from "./article-queries.ts";
import { deleteArticles, setArticlesStatus } from "./article-writes.ts";

/** At most this many articles change in one bulk step of "all matching". */
const MAX_MATCHING = 5000;

/** The uids a selection names: the ticked ones, or every article matching the list's filter. */
async function findSelectedArticles(db: Database, selection: ArticleSelection) {
  if ("uids" in selection) return selection.uids;
  const { search, status } = selection.matching;
  const query = adminArticleListQuerySchema.parse({ search, status, limit: 100 });
  const uids: string[] = [];
  for (let page = 1; uids.length < MAX_MATCHING; page += 1) {
    const { data, pagination } = await listArticles(
      db,
      { ...query, page },
      { includeDrafts: true, status: status || undefined },
    );
    uids.push(...data.map((row) => row.uid));
    if (page >= pagination.lastPage) break;
  }
  return uids;
}

/** Publishes or moves to drafts the selection; one audit entry names the count. */
export async function setSelectedArticlesStatus(
  services: ChangeServices,
  selection: ArticleSelection,
  status: "draft" | "published",
  actor: AuditActor,
) {
  const uids = await findSelectedArticles(services.db, selection);
  return (await setArticlesStatus(services, uids, status, { actor })).length;
}

/** Deletes the selection; one audit entry names the count and the titles. */
export async function deleteSelectedArticles(
  services: ChangeServices,
  selection: ArticleSelection,
  actor: AuditActor,
) {
  const uids = await findSelectedArticles(services.db, selection);
  return (await deleteArticles(services, uids, actor)).length;
}
