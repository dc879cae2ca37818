import { and, eq, inArray, sql } from "drizzle-orm";
import {
  ARTICLE_LANGUAGES,
  type ArticleData,
  type ArticleVersion,
} from "#contracts/article-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { isAllowedUrl } from "#contracts/url-guard.ts";
import type { AppServices } from "#server/app-services.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange } from "#server/audit/commit-change.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { articleCategories, articles, articleTranslations, categories } from "#server/db/schema.ts";
import { invalidFields, notFound } from "#server/shared/domain-errors.ts";
import type { DomainEvents } from "#server/shared/domain-events.ts";
import { createUid, slugify } from "#server/shared/ids.ts";
import { searchConfigOf } from "./article-queries.ts";
import { markRevisionsPublished, recordRevisions } from "./article-revisions.ts";
import {
  htmlToText,
  type SanitizerSettings,
  sanitizeArticleHtml,
  sanitizerVersionOf,
} from "./sanitize-article-html.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;
export type ArticleWriteServices = ChangeServices & Pick<AppServices, "sanitizer" | "now">;
/** `siteHosts`: the request's host names, whose API URLs the sanitizer drops too. */
type WriteOptions = { siteHosts?: string[]; actor?: AuditActor; now?: Date };

/**
 * Rebuilds each version's weighted search column in its own language (indonesian or english
 * stemming): title (A) > categories (B) > excerpt and body (C).
 */
export async function refreshSearchVectors(db: Executor, articleIds: number[]) {
  if (articleIds.length === 0) return;
  const config = searchConfigOf(sql`t.locale`);
  await db.execute(sql`update article_translations t set search_vector =
      setweight(to_tsvector(${config}, t.title), 'A') ||
      setweight(to_tsvector(${config}, coalesce((select string_agg(c.name, ' ')
        from article_categories ac join categories c on c.id = ac.category_id
        where ac.article_id = t.article_id), '')), 'B') ||
      setweight(to_tsvector(${config}, t.excerpt || ' ' || t.content_text), 'C')
    where t.article_id in (${sql.join(articleIds, sql`, `)})`);
}

async function ensureCategories(db: Executor, names: string[]) {
  const unique = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (!slug) {
      throw invalidFields({ categories: msg("categoryNeedsLetterOrDigit", name) });
    }
    if (!unique.has(slug)) unique.set(slug, name.trim());
  }
  if (unique.size === 0) return [];
  await db
    .insert(categories)
    .values([...unique].map(([slug, name]) => ({ uid: createUid(), name, slug })))
    .onConflictDoNothing({ target: categories.slug });
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.slug, [...unique.keys()]));
  return found.map((row) => row.id);
}

/** Files the article under the named categories, creating the ones that do not exist yet. */
async function linkCategories(db: Executor, articleId: number, names: string[]) {
  const categoryIds = await ensureCategories(db, names);
  if (categoryIds.length === 0) return;
  await db
    .insert(articleCategories)
    .values(categoryIds.map((categoryId) => ({ articleId, categoryId })));
}

/**
 * The schema has checked the cover without knowing the site's host names: an absolute URL to
 * one of them must be an image of the site too (https://projingga.id/logout is not).
 */
function checkCoverImage(
  data: ArticleData,
  sanitizer: SanitizerSettings,
  siteHosts: string[] = [],
) {
  const hosts = [...sanitizer.siteHosts, ...siteHosts];
  if (data.coverImage && !isAllowedUrl(data.coverImage, "asset", hosts)) {
    throw invalidFields({ coverImage: msg("url") });
  }
  for (const locale of ARTICLE_LANGUAGES) {
    const image = data.versions[locale]?.socialImage;
    if (image && !isAllowedUrl(image, "asset", hosts)) {
      throw invalidFields({ [`versions.${locale}.socialImage`]: msg("url") });
    }
  }
}

function articleValues(data: ArticleData, previousPublishedAt: Date | null | undefined, now: Date) {
  const publishedAt = data.publishedAt
    ? new Date(data.publishedAt)
    : data.status === "published"
      ? (previousPublishedAt ?? now)
      : (previousPublishedAt ?? null);
  return {
    coverImage: data.coverImage ?? null,
    status: data.status,
    publishedAt,
  };
}

/**
 * Writes the versions the data carries (an object upserts, null removes, absent keeps) and
 * refuses to leave the article with none.
 */
async function writeVersions(
  tx: Executor,
  articleId: number,
  versions: ArticleData["versions"],
  sanitizer: SanitizerSettings,
  siteHosts: string[] = [],
) {
  for (const locale of ARTICLE_LANGUAGES) {
    const version: ArticleVersion | null | undefined = versions[locale];
    if (version === undefined) continue;
    if (version === null) {
      await tx
        .delete(articleTranslations)
        .where(
          and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.locale, locale)),
        );
      continue;
    }
    const content = sanitizeArticleHtml(version.content, siteHosts, sanitizer);
    const values = {
      title: version.title,
      excerpt: version.excerpt,
      content,
      contentText: htmlToText(content),
      sanitizerVersion: sanitizerVersionOf(sanitizer),
      coverAlt: version.coverAlt,
      metaTitle: version.metaTitle,
      metaDescription: version.metaDescription,
      socialImage: version.socialImage ?? null,
      updatedAt: new Date(),
    };
    await tx
      .insert(articleTranslations)
      .values({ articleId, locale, ...values })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.locale],
        set: values,
      });
  }
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, articleId));
  if (Number(left?.count ?? 0) === 0) {
    throw invalidFields({ title: msg("articleLanguage") });
  }
}

/** The title staff tools and audit entries name an article by: English, else Indonesian. */
export function displayTitle(versions: ArticleData["versions"]) {
  return versions.en?.title ?? versions.id?.title ?? "";
}

export type Actor = { id: number; name: string; email: string };

export async function createArticle(
  services: ArticleWriteServices,
  data: ArticleData,
  actor?: Actor,
  extra: { createdAt?: Date; views?: number; siteHosts?: string[] } = {},
) {
  checkCoverImage(data, services.sanitizer, extra.siteHosts);
  return commitChange(services, "article.created", async (tx) => {
    const [created] = await tx
      .insert(articles)
      .values({
        uid: createUid(),
        ...articleValues(data, null, services.now()),
        authorId: actor?.id ?? null,
        authorName: data.authorName || actor?.name || "",
        views: extra.views ?? 0,
        ...(extra.createdAt ? { createdAt: extra.createdAt, updatedAt: extra.createdAt } : {}),
      })
      .returning({ id: articles.id, uid: articles.uid });
    await writeVersions(tx, created.id, data.versions, services.sanitizer, extra.siteHosts);
    await linkCategories(tx, created.id, data.categories);
    await refreshSearchVectors(tx, [created.id]);
    await recordRevisions(tx, created.id, actor?.id ?? null);
    const title = displayTitle(data.versions);
    return [created, { uids: [created.uid], actor, title, status: data.status }];
  });
}

export async function updateArticle(
  services: ArticleWriteServices,
  uid: string,
  data: ArticleData,
  options: WriteOptions = {},
) {
  checkCoverImage(data, services.sanitizer, options.siteHosts);
  return commitChange(services, "article.updated", (tx) =>
    writeArticleUpdate(tx, uid, data, services.sanitizer, { ...options, now: services.now() }),
  );
}

/** The update and its change, for `updateArticle` and a revision's restore. */
export async function writeArticleUpdate(
  tx: Tx,
  uid: string,
  data: ArticleData,
  sanitizer: SanitizerSettings,
  options: WriteOptions,
): Promise<[{ id: number; uid: string }, DomainEvents["article.updated"]]> {
  const [existing] = await tx
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.uid, uid));
  if (!existing) throw notFound("Article");
  await tx
    .update(articles)
    .set({
      ...articleValues(data, existing.publishedAt, options.now ?? new Date()),
      ...(data.authorName ? { authorName: data.authorName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(articles.id, existing.id));
  await writeVersions(tx, existing.id, data.versions, sanitizer, options.siteHosts);
  await tx.delete(articleCategories).where(eq(articleCategories.articleId, existing.id));
  await linkCategories(tx, existing.id, data.categories);
  await refreshSearchVectors(tx, [existing.id]);
  await recordRevisions(tx, existing.id, options.actor?.id ?? null);
  const title = displayTitle(data.versions);
  return [
    { id: existing.id, uid },
    { uids: [uid], actor: options.actor, title, status: data.status },
  ];
}

/** Publishes (keeping a set publish date, else now) or moves to drafts every listed article. */
export async function setArticlesStatus(
  services: ChangeServices,
  uids: string[],
  status: "draft" | "published",
  options: { now?: Date; actor?: AuditActor } = {},
) {
  const event = status === "published" ? "article.published" : "article.unpublished";
  return commitChange(services, event, async (tx) => {
    const changed = await writeArticlesStatus(tx, uids, status, options.now);
    return [changed, { uids: changed.map((row) => row.uid), actor: options.actor }];
  });
}

async function writeArticlesStatus(
  db: Executor,
  uids: string[],
  status: "draft" | "published",
  now = new Date(),
) {
  if (uids.length === 0) return [];
  const changed = await db
    .update(articles)
    .set({
      status,
      ...(status === "published"
        ? { publishedAt: sql`coalesce(${articles.publishedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
      updatedAt: now,
    })
    .where(inArray(articles.uid, [...new Set(uids)]))
    .returning({ id: articles.id, uid: articles.uid });
  if (status === "published") {
    await markRevisionsPublished(
      db,
      changed.map((row) => row.id),
    );
  }
  return changed;
}

/** Deletes every listed article (their view history goes with them), naming each by title. */
export async function deleteArticles(services: ChangeServices, uids: string[], actor?: AuditActor) {
  return commitChange(services, "article.deleted", async (tx) => {
    const deleted = await removeArticles(tx, uids);
    const titles = deleted.map((row) => row.title);
    return [deleted, { uids: deleted.map((row) => row.uid), titles, actor, bulk: true }];
  });
}

async function removeArticles(db: Executor, uids: string[]) {
  if (uids.length === 0) return [];
  // Every part of the statement reads the same snapshot: the titles are still there.
  return selectRows<{ uid: string; title: string }>(
    db,
    sql`
    with gone as (delete from articles where uid in (${sql.join([...new Set(uids)], sql`, `)})
      returning id, uid)
    select gone.uid, (select t.title from article_translations t where t.article_id = gone.id
      order by t.locale = 'en' desc limit 1) as title from gone`,
  );
}

export async function deleteArticle(services: ChangeServices, uid: string, actor?: AuditActor) {
  await commitChange(services, "article.deleted", async (tx) => {
    const [deleted] = await removeArticles(tx, [uid]);
    if (!deleted) throw notFound("Article");
    return [deleted, { uids: [uid], titles: [deleted.title], actor, bulk: false }];
  });
}

/** What one IP can add to one article in a day, whatever user agents it sends. */
export const VIEWS_PER_IP_PER_DAY = 3;

/**
 * Counts a visitor (IP and user agent) at most once per article per day, and one IP at most
 * VIEWS_PER_IP_PER_DAY times, so rotating user agents cannot inflate a count. Returns the
 * article's count, or null when the article does not exist or is not published.
 */
export async function recordArticleView(
  db: Database,
  uid: string,
  visitor: { visitorHash: string; ipHash: string } | null,
  day: string,
): Promise<number | null> {
  // One statement instead of a five-statement transaction: on PGlite every statement runs on
  // the event loop, and views are the one public write under load. The unique indexes make
  // the insert the de-duplication: a view takes the IP's next free slot of the day, and two
  // concurrent views that pick the same slot cannot both be stored, so the cap holds under
  // concurrency on PostgreSQL too. Only a new row bumps the counter.
  const [row] = await selectRows<{
    current: number | null;
    counted: number | null;
    found: boolean;
  }>(
    db,
    sql`
    with target as (
      select id, views from articles
      where uid = ${uid} and status = 'published' and published_at <= now()
    ), taken as (
      select count(*)::int as slots from article_views v, target
      where v.article_id = target.id and v.ip_hash = ${visitor?.ipHash ?? null}::text
        and v.day = ${day}::date
    ), inserted as (
      insert into article_views (article_id, visitor_hash, ip_hash, ip_slot, day)
      select target.id, ${visitor?.visitorHash ?? null}::text, ${visitor?.ipHash ?? null}::text,
        taken.slots, ${day}::date
      from target, taken
      where ${visitor?.visitorHash ?? null}::text is not null
        and taken.slots < ${VIEWS_PER_IP_PER_DAY}
      on conflict do nothing
      returning article_id
    ), updated as (
      update articles set views = views + 1
      where id = (select article_id from inserted)
      returning views
    )
    select (select views from target) as current, (select views from updated) as counted,
      exists (select 1 from target) as found`,
  );
  if (!row?.found) return null;
  return Number(row.counted ?? row.current);
}
