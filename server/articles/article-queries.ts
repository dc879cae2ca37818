import { type SQL, sql } from "drizzle-orm";
import type {
  ArticleDetail,
  ArticleListItem,
  ArticleListQuery,
  CategoryRef,
} from "../../contracts/article-schema.ts";
import type { Database } from "../db/client.ts";
import { buildPagination } from "../shared/pagination.ts";
import { recordZeroResultSearch } from "./search-terms.ts";

type ArticleRow = {
  id: number;
  uid: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  status: "draft" | "published";
  created_at: Date | string;
  published_at: Date | string | null;
  updated_at: Date | string;
  views: number;
  author_name: string;
  content?: string;
};

const SORT_COLUMNS: Record<ArticleListQuery["sortBy"], SQL> = {
  id: sql`a.id`,
  created_at: sql`a.created_at`,
  published_at: sql`a.published_at`,
  views: sql`a.views`,
  title: sql`lower(a.title)`,
};

const LIST_COLUMNS = sql`a.id, a.uid, a.title, a.excerpt, a.cover_image, a.status, a.created_at,
  a.published_at, a.updated_at, a.views, a.author_name`;

export const PUBLISHED = sql`a.status = 'published' and a.published_at <= now()`;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function loadCategories(db: Database, ids: number[]) {
  const byArticle = new Map<number, CategoryRef[]>();
  if (ids.length === 0) return byArticle;
  const found = await rows<CategoryRef & { article_id: number }>(
    db,
    sql`select ac.article_id, c.uid, c.name, c.slug from article_categories ac
        join categories c on c.id = ac.category_id
        where ac.article_id in (${sql.join(ids, sql`, `)}) order by c.name`,
  );
  for (const { article_id, ...category } of found) {
    const list = byArticle.get(article_id) ?? [];
    list.push(category);
    byArticle.set(article_id, list);
  }
  return byArticle;
}

async function toListItems(db: Database, found: ArticleRow[]): Promise<ArticleListItem[]> {
  const categories = await loadCategories(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => ({
    uid: row.uid,
    title: row.title,
    excerpt: row.excerpt,
    image: row.cover_image,
    status: row.status,
    created_at: iso(row.created_at) as string,
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at) as string,
    views: Number(row.views),
    author: row.author_name,
    categories: categories.get(row.id) ?? [],
  }));
}

const HIGHLIGHT_START = "\u0001";
const HIGHLIGHT_STOP = "\u0002";

function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Snippet text is escaped first, so only our own <mark> tags are HTML. */
export function markSnippet(raw: string): string {
  return escapeHtml(raw)
    .replaceAll(HIGHLIGHT_START, "<mark>")
    .replaceAll(HIGHLIGHT_STOP, "</mark>");
}

export type ListArticlesOptions = {
  includeDrafts?: boolean;
  status?: "draft" | "published";
  /** The request's clock, for the day a zero-result search is counted on. */
  now?: Date;
};

export async function listArticles(
  db: Database,
  query: ArticleListQuery,
  options: ListArticlesOptions = {},
) {
  const conditions: SQL[] = [];
  if (!options.includeDrafts) conditions.push(PUBLISHED);
  else if (options.status) conditions.push(sql`a.status = ${options.status}`);
  if (query.tag) {
    conditions.push(sql`exists (select 1 from article_categories ac join categories c
      on c.id = ac.category_id where ac.article_id = a.id and c.slug = ${query.tag})`);
  }
  const search = query.search.trim();
  const tsQuery = sql`websearch_to_tsquery('english', ${search})`;
  const offset = (query.page - 1) * query.limit;
  const direction = query.sortOrder === "asc" ? sql`asc` : sql`desc`;
  const whereWith = (extra?: SQL) => {
    const all = extra ? [...conditions, extra] : conditions;
    return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  const countWhere = async (where: SQL) => {
    const [countRow] = await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from articles a ${where}`,
    );
    return Number(countRow?.total ?? 0);
  };

  // Full-text first (GIN index, ranked title > categories > body). Only when it finds nothing
  // does a trigram match on title words run, so a misspelt word still finds its article.
  let where = whereWith(search ? sql`a.search_vector @@ ${tsQuery}` : undefined);
  let order = search
    ? sql`ts_rank(a.search_vector, ${tsQuery}) desc, a.id desc`
    : sql`${SORT_COLUMNS[query.sortBy]} ${direction} nulls last, a.id ${direction}`;
  let total = await countWhere(where);
  if (search && total === 0) {
    const words = search
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4)
      .slice(0, 5);
    if (words.length) {
      where = whereWith(
        sql`(${sql.join(
          words.map((word) => sql`${word} <% a.title`),
          sql` or `,
        )})`,
      );
      order = sql`greatest(${sql.join(
        words.map((word) => sql`word_similarity(${word}, a.title)`),
        sql`, `,
      )}) desc, a.id desc`;
      total = await countWhere(where);
    }
  }
  const found =
    total > offset
      ? await rows<ArticleRow>(
          db,
          sql`select ${LIST_COLUMNS} from articles a ${where} order by ${order}
              limit ${query.limit} offset ${offset}`,
        )
      : [];
  const data = await toListItems(db, found);
  if (search && found.length > 0) {
    const snippets = await rows<{ id: number; snippet: string }>(
      db,
      sql`select a.id, ts_headline('english', a.excerpt || ' ' || a.content_text, ${tsQuery},
          ${`StartSel=${HIGHLIGHT_START},StopSel=${HIGHLIGHT_STOP},MaxWords=28,MinWords=12,MaxFragments=2,FragmentDelimiter= … `}) as snippet
          from articles a where a.id in (${sql.join(
            found.map((row) => row.id),
            sql`, `,
          )})`,
    );
    const byId = new Map(snippets.map((row) => [row.id, markSnippet(row.snippet)]));
    found.forEach((row, index) => {
      data[index].snippet = byId.get(row.id) ?? escapeHtml(row.excerpt);
    });
  }
  // Staff searches are not reader demand: only the public list feeds the dashboard.
  if (search && total === 0 && query.page === 1 && !options.includeDrafts) {
    await recordZeroResultSearch(db, search, options.now);
  }
  return { data, pagination: buildPagination(query.page, query.limit, total) };
}

export async function getArticleDetail(
  db: Database,
  uid: string,
  options: { includeDrafts?: boolean } = {},
): Promise<ArticleDetail | null> {
  const visible = options.includeDrafts ? sql`true` : PUBLISHED;
  const [row] = await rows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS}, a.content from articles a where a.uid = ${uid} and ${visible}`,
  );
  if (!row) return null;
  const [item] = await toListItems(db, [row]);
  return { ...item, content: row.content ?? "" };
}

const FEED_SIZE = 6;

/** Most viewed over the last 30 days (counted view events), ties broken by all-time views. */
export async function getBestArticles(db: Database) {
  const found = await rows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS} from articles a
        left join (select article_id, count(*) as recent from article_views
          where day >= (current_date - 30) group by article_id) v on v.article_id = a.id
        where ${PUBLISHED}
        order by coalesce(v.recent, 0) desc, a.views desc, a.published_at desc
        limit ${FEED_SIZE}`,
  );
  return toListItems(db, found);
}

/** The latest published articles. */
export async function getNewsfeed(db: Database) {
  const found = await rows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS} from articles a where ${PUBLISHED}
        order by a.published_at desc, a.id desc limit ${FEED_SIZE}`,
  );
  return toListItems(db, found);
}

/**
 * With an article: others sharing the most categories with it, newest first.
 * Without one (or when it has too few relatives): the most viewed articles that are not
 * among the newest six, so the list does not repeat the newsfeed.
 */
export async function getRecommendations(db: Database, articleUid?: string) {
  let picked: ArticleRow[] = [];
  if (articleUid) {
    picked = await rows<ArticleRow>(
      db,
      sql`with source as (select id from articles where uid = ${articleUid})
          select ${LIST_COLUMNS}, count(ac2.category_id) as shared from articles a
          join article_categories ac2 on ac2.article_id = a.id
          where ${PUBLISHED} and a.id not in (select id from source)
            and ac2.category_id in (select ac.category_id from article_categories ac
              where ac.article_id in (select id from source))
          group by a.id order by shared desc, a.published_at desc limit ${FEED_SIZE}`,
    );
  }
  if (picked.length < FEED_SIZE) {
    const exclude = picked.map((row) => row.id);
    const excludeSql = exclude.length
      ? sql`and a.id not in (${sql.join(exclude, sql`, `)})`
      : sql``;
    const fill = await rows<ArticleRow>(
      db,
      sql`select ${LIST_COLUMNS} from articles a where ${PUBLISHED} ${excludeSql}
          and (a.uid <> ${articleUid ?? ""})
          and a.id not in (select id from articles a where ${PUBLISHED}
            order by a.published_at desc limit ${FEED_SIZE})
          order by a.views desc, a.published_at desc limit ${FEED_SIZE - picked.length}`,
    );
    picked = [...picked, ...fill];
  }
  return toListItems(db, picked);
}

export async function listCategories(db: Database) {
  return rows<CategoryRef & { count: number }>(
    db,
    sql`select c.uid, c.name, c.slug, count(a.id)::int as count from categories c
        left join article_categories ac on ac.category_id = c.id
        left join articles a on a.id = ac.article_id and ${PUBLISHED}
        group by c.id order by count(a.id) desc, c.name`,
  );
}
