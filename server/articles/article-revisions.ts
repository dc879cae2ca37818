import { diffWords } from "diff";
import { sql } from "drizzle-orm";
import type {
  ArticleRevision,
  RevisionComparison,
  RevisionField,
} from "#contracts/article-revision-schema.ts";
import {
  type ArticleLanguage,
  type ArticleVersion,
  articleVersionSchema,
} from "#contracts/article-schema.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { unescapeHtml } from "#server/shared/escape-html.ts";
import { getArticleForEditing } from "./article-queries.ts";

type Executor = Pick<Database, "execute">;

/** Revisions an article keeps besides the published ones (ADR 0020). */
export const KEPT_REVISIONS = 50;

/**
 * Keeps what the save just stored: one revision per language version whose text, cover or
 * categories differ from that language's newest revision (a save that changed only the other
 * language adds nothing for this one). Then drops the unpublished revisions past the newest 50.
 */
export async function recordRevisions(db: Executor, articleId: number, actorId: number | null) {
  await db.execute(sql`
    with current as (
      select t.article_id, t.locale,
        jsonb_strip_nulls(jsonb_build_object('title', t.title, 'excerpt', t.excerpt,
          'content', t.content, 'coverAlt', t.cover_alt, 'metaTitle', t.meta_title,
          'metaDescription', t.meta_description, 'socialImage', t.social_image)) as version,
        a.cover_image,
        coalesce((select jsonb_agg(c.name order by c.name) from article_categories ac
          join categories c on c.id = ac.category_id where ac.article_id = a.id), '[]'::jsonb)
          as categories,
        a.status = 'published' as published
      from article_translations t join articles a on a.id = t.article_id
      where t.article_id = ${articleId}
    )
    insert into article_revisions
      (article_id, locale, version, cover_image, categories, author_id, author_name, published)
    select c.article_id, c.locale, c.version, c.cover_image, c.categories, ${actorId}::int,
      coalesce((select name from staff_users where id = ${actorId}::int), ''), c.published
    from current c
    where not exists (
      select 1 from article_revisions r
      where r.id = (select max(x.id) from article_revisions x
        where x.article_id = c.article_id and x.locale = c.locale)
        and r.version = c.version and r.cover_image is not distinct from c.cover_image
        and r.categories = c.categories and r.published = c.published
    )`);
  await db.execute(sql`
    delete from article_revisions where article_id = ${articleId} and not published
      and id not in (select id from article_revisions where article_id = ${articleId}
        order by id desc limit ${KEPT_REVISIONS})`);
}

/** Publishing from the list makes each language's newest revision a published one. */
export async function markRevisionsPublished(db: Executor, articleIds: number[]) {
  if (articleIds.length === 0) return;
  await db.execute(sql`
    update article_revisions set published = true where id in (
      select max(id) from article_revisions
      where article_id in (${sql.join(articleIds, sql`, `)}) group by article_id, locale)`);
}

type RevisionRow = {
  id: number;
  locale: ArticleLanguage;
  version: Record<string, string>;
  cover_image: string | null;
  categories: string[];
  author_name: string;
  published: boolean;
  created_at: Date | string;
  newest: boolean;
  article_published_at: Date | string | null;
};

/** The revisions of an article, newest first; `newest`: the latest of its language. */
function selectRevisions(db: Database, uid: string, revisionId?: number) {
  return selectRows<RevisionRow>(
    db,
    sql`select r.id, r.locale, r.version, r.cover_image, r.categories,
        coalesce(u.name, nullif(r.author_name, ''), '') as author_name, r.published, r.created_at,
        r.id = (select max(x.id) from article_revisions x where x.article_id = r.article_id
          and x.locale = r.locale) as newest, a.published_at as article_published_at
      from article_revisions r join articles a on a.id = r.article_id
      left join staff_users u on u.id = r.author_id
      where a.uid = ${uid} ${revisionId === undefined ? sql`` : sql`and r.id = ${revisionId}`}
      order by r.id desc`,
  );
}

/** A stored revision's version, read with today's schema (fields added since read as empty). */
export function readVersion(stored: Record<string, string>): ArticleVersion {
  return articleVersionSchema.parse(stored);
}

function toRevision(row: RevisionRow, now: Date): ArticleRevision {
  const version = readVersion(row.version);
  const goesLive = row.article_published_at ? new Date(row.article_published_at) : null;
  // Not live yet: its publish date lies ahead, so "published" would say what has not happened.
  const scheduled = row.published && goesLive !== null && goesLive.getTime() > now.getTime();
  return {
    id: Number(row.id),
    language: row.locale,
    title: version.title,
    author: row.author_name,
    published: row.published && !scheduled,
    scheduledFor: scheduled && goesLive ? goesLive.toISOString() : null,
    current: row.newest,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The article's revisions, newest first; null when there is no such article. While its publish
 * date lies ahead (`now`, the services' clock), its published revisions are scheduled ones.
 */
export async function listRevisions(
  db: Database,
  uid: string,
  now: Date,
): Promise<ArticleRevision[]> {
  const [article] = await selectRows<{ id: number }>(
    db,
    sql`select id from articles where uid = ${uid}`,
  );
  if (!article) throw notFound("Article");
  return (await selectRevisions(db, uid)).map((row) => toRevision(row, now));
}

/** A revision of the article with the article as it is now; 404 for either missing. */
export async function findRevision(db: Database, uid: string, revisionId: number) {
  const article = await getArticleForEditing(db, uid);
  if (!article) throw notFound("Article");
  const [row] = await selectRevisions(db, uid, revisionId);
  if (!row) throw notFound("Revision");
  return { article, row };
}

/** A body as paragraphs of text, one per line: what a reader compares. */
function bodyText(html: string) {
  const text = html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[$1]\n")
    .replace(/<[^>]*>/g, "");
  return unescapeHtml(text)
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

function compare(field: RevisionField["field"], revision: string, current: string): RevisionField {
  return {
    field,
    changed: revision !== current,
    parts: diffWords(revision, current).map((part) => ({
      text: part.value,
      change: part.added ? "added" : part.removed ? "removed" : "same",
    })),
  };
}

/**
 * One revision against the article as it is now, field by field: what a restore would bring
 * back shows as removed, what it would undo as added (the diff reads revision → current).
 */
export async function compareRevision(
  db: Database,
  uid: string,
  revisionId: number,
  now: Date,
): Promise<RevisionComparison> {
  const { article, row } = await findRevision(db, uid, revisionId);
  const revision = readVersion(row.version);
  const current = article.versions[row.locale];
  const names = (list: string[]) => [...list].sort().join(", ");
  return {
    revision: toRevision(row, now),
    fields: [
      compare("title", revision.title, current?.title ?? ""),
      compare("excerpt", revision.excerpt, current?.excerpt ?? ""),
      compare("body", bodyText(revision.content), bodyText(current?.content ?? "")),
      compare("cover", row.cover_image ?? "", article.image ?? ""),
      compare(
        "categories",
        names(row.categories),
        names(article.categories.map((category) => category.name)),
      ),
    ],
  };
}
