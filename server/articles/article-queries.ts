import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type {
  ArticleDetail,
  ArticleForEditing,
  ArticleLanguage,
  ArticleListItem,
  ArticleListQuery,
  ArticleVersion,
  CategoryRef,
} from "#contracts/article-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { buildPagination } from "#contracts/pagination.ts";
import { isAllowedUrl } from "#contracts/url-guard.ts";
import { type Database, isEmbedded } from "#server/db/client.ts";
import { atAgencyClock, type Executor, selectRows } from "#server/db/raw-rows.ts";
import { readWithStatementTimeout } from "#server/db/statement-timeout.ts";
import { UnavailableError } from "#server/shared/domain-errors.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";
import {
  type IndexedSearch,
  MAX_RANKED_MATCHES,
  QUERY_TEXTS,
  type SearchIndex,
  searchIndexedArticles,
} from "./search-index.ts";
import { listLexemes } from "./search-rank.ts";
import { buildSnippet } from "./search-snippet.ts";
import { recordZeroResultSearch } from "./search-terms.ts";

type ArticleRow = {
  id: number;
  uid: string;
  language: ArticleLanguage;
  languages: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  cover_alt: string;
  status: "draft" | "published";
  created_at: Date | string;
  published_at: Date | string | null;
  updated_at: Date | string;
  views: number;
  author_name: string;
  content?: string;
  meta_title?: string;
  meta_description?: string;
  social_image?: string | null;
  /** json_agg's array, or null for an article in no category. */
  categories: CategoryRow[] | null;
};

const SORT_COLUMNS: Record<ArticleListQuery["sortBy"], SQL> = {
  id: sql`a.id`,
  created_at: sql`a.created_at`,
  published_at: sql`a.published_at`,
  views: sql`a.views`,
  title: sql`lower(t.title)`,
};

// An empty cover alt text is the media library's, in the language of the version shown.
const LIST_COLUMNS = sql`a.id, a.uid, t.locale as language, t.title, t.excerpt, a.cover_image,
  coalesce(nullif(t.cover_alt, ''),
    (select m.alt ->> t.locale from media m where m.url = a.cover_image), '') as cover_alt,
  a.status, a.created_at, a.published_at, a.updated_at, a.views, a.author_name,
  (select string_agg(x.locale, ',' order by x.locale) from article_translations x
    where x.article_id = a.id) as languages,
  (select json_agg(json_build_object('uid', c.uid, 'name', c.name, 'name_id', c.name_id,
      'slug', c.slug) order by c.name)
    from article_categories ac join categories c on c.id = ac.category_id
    where ac.article_id = a.id) as categories`;

/**
 * Joins `t`, the version a reader of `locale`'s edition sees: that language's when the article
 * has it, else the other one (every article has at least one).
 */
const shownVersion = (locale: ArticleLanguage) =>
  // Said as "this language, or the other when this one is missing" (two languages): a test
  // per joined row. Picking the locale by a subquery made the planner compute it for every
  // article before a search's matches were joined (2 s over 10,000 articles, issue 29).
  sql`join article_translations t on t.article_id = a.id and (t.locale = ${locale}
    or not exists (select 1 from article_translations x
      where x.article_id = a.id and x.locale = ${locale}))`;

/** An article's title for staff tools (palette, dashboard): `locale`'s version, else the other. */
export const titleOf = (articleId: SQLWrapper, locale: ArticleLanguage = "en") =>
  sql<string>`(select x.title from article_translations x where x.article_id = ${articleId}
    order by x.locale = ${locale} desc limit 1)`;

/** Text-search configuration per language, present in PGlite and PostgreSQL alike. */
export const TEXT_SEARCH_CONFIG: Record<ArticleLanguage, string> = {
  en: "english",
  id: "indonesian",
};

/** A version's configuration, as SQL over its locale column. */
export const searchConfigOf = (locale: SQL) =>
  sql`(case when ${locale} = 'id' then 'indonesian' else 'english' end)::regconfig`;

export const PUBLISHED = sql`a.status = 'published' and a.published_at <= now()`;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type CategoryRow = { uid: string; name: string; name_id: string | null; slug: string };

function toCategoryRef({ name_id, ...row }: CategoryRow): CategoryRef {
  return { ...row, names: { en: row.name, id: name_id || row.name } };
}

/** A cover stored before the URL rule existed is not shown: every page would fetch it. */
function showableCover(url: string | null, siteHosts: readonly string[]) {
  return url !== null && isAllowedUrl(url, "asset", siteHosts) ? url : null;
}

/** `siteHosts`: the site's own host names (AppServices.sanitizer): a cover there is an image. */
function toListItems(found: ArticleRow[], siteHosts: readonly string[] = []): ArticleListItem[] {
  return found.map((row) => ({
    uid: row.uid,
    language: row.language,
    languages: (row.languages ?? "").split(",").filter(Boolean) as ArticleLanguage[],
    title: row.title,
    excerpt: row.excerpt,
    image: showableCover(row.cover_image, siteHosts),
    image_alt: row.cover_alt,
    status: row.status,
    created_at: iso(row.created_at) as string,
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at) as string,
    views: Number(row.views),
    author: row.author_name,
    categories: (row.categories ?? []).map(toCategoryRef),
  }));
}

export type ListArticlesOptions = {
  includeDrafts?: boolean;
  status?: "draft" | "published";
  /** The request's clock, for the day a zero-result search is counted on. */
  now?: Date;
  /** The process's index (AppServices.searchIndex): on PGlite a public search ranks in it. */
  searchIndex?: SearchIndex;
  siteHosts?: readonly string[];
};

/** A search's statements run at most this long on PostgreSQL; one that takes longer is a 503. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3_000;

/**
 * Snippets are cut from this many characters of excerpt and body: only they are read for the
 * page. A match further in still finds the article (the search vector holds the whole body);
 * its snippet is the opening.
 */
export const SNIPPET_SOURCE_CHARACTERS = 2_000;

const searchTimedOut = () =>
  new UnavailableError("search_timeout", msg("searchTimeout"), { retryAfterSeconds: 5 });

export async function listArticles(
  db: Database,
  query: ArticleListQuery,
  options: ListArticlesOptions = {},
) {
  const search = query.search.trim();
  // On the embedded database the public search ranks in memory (search-index.ts); staff
  // searches (drafts) and a category's search are asked of the database.
  const ranked =
    search && options.searchIndex && !options.includeDrafts && !query.tag && isEmbedded(db)
      ? await searchIndexedArticles(db, options.searchIndex, { ...query, search, now: new Date() })
      : null;
  const { data, total } = search
    ? await readWithStatementTimeout(
        db,
        SEARCH_STATEMENT_TIMEOUT_MS,
        (tx) => readArticlePage(tx, query, search, { ...options, ranked }),
        searchTimedOut,
      )
    : await readArticlePage(db, query, search, options);
  // Staff searches are not reader demand: only the public list feeds the dashboard.
  if (search && total === 0 && query.page === 1 && !options.includeDrafts) {
    await recordZeroResultSearch(db, search, options.now);
  }
  return { data, pagination: buildPagination(query.page, query.limit, total) };
}

async function readArticlePage(
  db: Executor,
  query: ArticleListQuery,
  search: string,
  // `ranked`: the search's page, already ranked by the in-memory index; only its rows are read.
  options: ListArticlesOptions & { ranked?: IndexedSearch | null },
) {
  const conditions: SQL[] = [];
  if (!options.includeDrafts) conditions.push(PUBLISHED);
  else if (options.status) conditions.push(sql`a.status = ${options.status}`);
  if (query.tag) {
    conditions.push(sql`exists (select 1 from article_categories ac join categories c
      on c.id = ac.category_id where ac.article_id = a.id and c.slug = ${query.tag})`);
  }
  const from = sql`articles a ${shownVersion(query.lang)}`;
  const other: ArticleLanguage = query.lang === "en" ? "id" : "en";
  // Literal languages (en or id, from the parsed query): a partial index's predicate is only
  // matched by a constant.
  const literal = (locale: ArticleLanguage) => sql.raw(`'${locale}'`);
  // Each version is searched in its own language, through its language's own index.
  const tsQueryOf = (locale: ArticleLanguage) =>
    sql`websearch_to_tsquery(${sql.raw(`'${TEXT_SEARCH_CONFIG[locale]}'`)}, ${search})`;
  const offset = (query.page - 1) * query.limit;
  const direction = query.sortOrder === "asc" ? sql`asc` : sql`desc`;
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  /**
   * The versions (article_id, locale) a reader of this edition is shown that `matches` keeps:
   * this language's, and the other language's where the article has no version in this one.
   * Two branches, each a plain index scan; one join with "or not exists" made the planner hash
   * every version and every article for each search (issue 29).
   */
  const shownMatches = (matches: (locale: ArticleLanguage) => SQL) => sql`select t.article_id,
      t.locale from article_translations t
      where t.locale = ${literal(query.lang)} and ${matches(query.lang)}
    union all
    select t.article_id, t.locale from article_translations t
      where t.locale = ${literal(other)} and ${matches(other)}
        and not exists (select 1 from article_translations x
          where x.article_id = t.article_id and x.locale = ${literal(query.lang)})`;
  /**
   * The page of `candidates` the article conditions keep, best by `rank` (over the version `t`)
   * first, and how many were ranked, in one pass. A public search ranks its newest
   * MAX_RANKED_MATCHES only (ADR 0025): the limit is taken before the rank is computed. Staff
   * searches rank every match: their bulk actions act on all of them. Each candidate's article
   * is read by its key (the offset 0 keeps the planner from reading every article to hash them).
   */
  const rankPage = async (candidates: SQL, rank: (locale: ArticleLanguage) => SQL) => {
    const newest = sql`select m.article_id, m.locale from (${candidates}) m
      join lateral (select a.id, a.published_at from articles a where a.id = m.article_id
        ${conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``} offset 0) a on true
      ${options.includeDrafts ? sql`` : sql`order by a.published_at desc, a.id desc limit ${MAX_RANKED_MATCHES}`}`;
    const kept = sql`select n.article_id as id,
        case when n.locale = 'id' then ${rank("id")} else ${rank("en")} end as rank
      from (${newest}) n
      join article_translations t on t.article_id = n.article_id and t.locale = n.locale`;
    const ranked = await selectRows<{ id: number; total: number }>(
      db,
      sql`select id, count(*) over ()::int as total from (${kept}) r
          order by rank desc, id desc limit ${query.limit} offset ${offset}`,
    );
    if (ranked.length) return { ids: ranked.map((row) => row.id), total: Number(ranked[0].total) };
    if (offset === 0) return { ids: [], total: 0 };
    const [countRow] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (${kept}) r`,
    );
    return { ids: [], total: Number(countRow?.total ?? 0) };
  };
  // The page's columns (and a search's snippets) for its ids alone: read before the limit,
  // the per-row subqueries ran for every row skipped by the offset (issue 29).
  const readRows = async (ids: number[]) => {
    if (ids.length === 0) return [];
    // A search's snippet is built here from the text's opening and the search's stems in the
    // version's language (search-snippet.ts); ts_headline cost 2 ms a page on PGlite.
    const snippetSource = search
      ? sql`, left(t.excerpt || ' ' || t.content_text, ${SNIPPET_SOURCE_CHARACTERS}::int) as snippet_source`
      : sql``;
    const rows = await selectRows<ArticleRow & { snippet_source?: string }>(
      db,
      sql`select ${LIST_COLUMNS} ${snippetSource}
          from ${from} where a.id in (${sql.join(ids, sql`, `)})`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  if (!search) {
    // Every article has one shown version, and no condition here reads it: the count and the
    // page's order read the articles alone, unless the order is the shown title (10,000
    // articles: 1.1 s to a few ms).
    const [countRow] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from articles a ${where}`,
    );
    const total = Number(countRow?.total ?? 0);
    const ordered =
      total > offset
        ? await selectRows<{ id: number }>(
            db,
            sql`select a.id from ${query.sortBy === "title" ? from : sql`articles a`} ${where}
                order by ${SORT_COLUMNS[query.sortBy]} ${direction} nulls last, a.id ${direction}
                limit ${query.limit} offset ${offset}`,
          )
        : [];
    const found = await readRows(ordered.map((row) => row.id));
    return { data: toListItems(found, options.siteHosts), total };
  }

  // Full-text first (GIN index, ranked title > categories > body). Only when it finds nothing
  // does a trigram match on title words run, so a misspelt word still finds its article.
  let page =
    options.ranked ??
    (await rankPage(
      shownMatches((locale) => sql`t.search_vector @@ ${tsQueryOf(locale)}`),
      (locale) => sql`ts_rank(t.rank_vector, ${tsQueryOf(locale)})`,
    ));
  if (page.total === 0) {
    const words = search
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4)
      .slice(0, 5);
    if (words.length) {
      const similarTitle = sql`(${sql.join(
        words.map((word) => sql`${word} <% t.title`),
        sql` or `,
      )})`;
      const similarity = sql`greatest(${sql.join(
        words.map((word) => sql`word_similarity(${word}, t.title)`),
        sql`, `,
      )})`;
      page = await rankPage(
        shownMatches(() => similarTitle),
        () => similarity,
      );
    }
  }
  const found = await readRows(page.ids);
  const queryTexts =
    options.ranked?.queryTexts ??
    (found.length
      ? (
          await selectRows<Record<ArticleLanguage, string>>(db, sql`select ${QUERY_TEXTS(search)}`)
        )[0]
      : { en: "", id: "" });
  const data = toListItems(found, options.siteHosts);
  found.forEach((row, index) => {
    const source = row.snippet_source?.trim();
    data[index].snippet = source
      ? buildSnippet(source, listLexemes(queryTexts[row.language]), row.language)
      : escapeHtml(row.excerpt);
  });
  const total = page.total;
  return { data, total };
}

export async function getArticleDetail(
  db: Database,
  uid: string,
  options: {
    includeDrafts?: boolean;
    locale?: ArticleLanguage;
    siteHosts?: readonly string[];
  } = {},
): Promise<ArticleDetail | null> {
  const visible = options.includeDrafts ? sql`true` : PUBLISHED;
  const [row] = await selectRows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS}, t.content, t.meta_title, t.meta_description, t.social_image
        from articles a ${shownVersion(options.locale ?? "en")}
        where a.uid = ${uid} and ${visible}`,
  );
  if (!row) return null;
  const [item] = toListItems([row], options.siteHosts);
  return {
    ...item,
    content: row.content ?? "",
    seo: {
      title: row.meta_title ?? "",
      description: row.meta_description ?? "",
      image: showableCover(row.social_image ?? null, options.siteHosts ?? []),
    },
  };
}

/** An article whatever its status, with both versions as stored, for the staff editor. */
export async function getArticleForEditing(
  db: Database,
  uid: string,
  locale: ArticleLanguage = "en",
): Promise<ArticleForEditing | null> {
  const article = await getArticleDetail(db, uid, { includeDrafts: true, locale });
  if (!article) return null;
  const found = await selectRows<{
    locale: ArticleLanguage;
    title: string;
    excerpt: string;
    content: string;
    cover_alt: string;
    meta_title: string;
    meta_description: string;
    social_image: string | null;
  }>(
    db,
    sql`select t.locale, t.title, t.excerpt, t.content, t.cover_alt, t.meta_title,
        t.meta_description, t.social_image from article_translations t
        join articles a on a.id = t.article_id where a.uid = ${uid}`,
  );
  const versions: Record<ArticleLanguage, ArticleVersion | null> = { en: null, id: null };
  for (const row of found) {
    versions[row.locale] = {
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      coverAlt: row.cover_alt,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      socialImage: row.social_image ?? undefined,
    };
  }
  return { ...article, versions };
}

const FEED_SIZE = 6;

/** Most viewed over the last 30 days (counted view events), ties broken by all-time views. */
export async function getBestArticles(
  db: Database,
  locale: ArticleLanguage = "en",
  siteHosts: readonly string[] = [],
) {
  const found = await selectRows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS} from articles a ${shownVersion(locale)}
        left join (select article_id, count(*) as recent from article_views
          where day >= ${atAgencyClock(sql`now()`)}::date - 30 group by article_id) v on v.article_id = a.id
        where ${PUBLISHED}
        order by coalesce(v.recent, 0) desc, a.views desc, a.published_at desc
        limit ${FEED_SIZE}`,
  );
  return toListItems(found, siteHosts);
}

/** The latest published articles. */
export async function getNewsfeed(
  db: Database,
  locale: ArticleLanguage = "en",
  siteHosts: readonly string[] = [],
) {
  const found = await selectRows<ArticleRow>(
    db,
    sql`select ${LIST_COLUMNS} from articles a ${shownVersion(locale)} where ${PUBLISHED}
        order by a.published_at desc, a.id desc limit ${FEED_SIZE}`,
  );
  return toListItems(found, siteHosts);
}

/**
 * With an article: others sharing the most categories with it, newest first.
 * Without one (or when it has too few relatives): the most viewed articles that are not
 * among the newest six, so the list does not repeat the newsfeed.
 */
export async function getRecommendations(
  db: Database,
  articleUid?: string,
  locale: ArticleLanguage = "en",
  siteHosts: readonly string[] = [],
) {
  let picked: ArticleRow[] = [];
  if (articleUid) {
    picked = await selectRows<ArticleRow>(
      db,
      sql`with source as (select id from articles where uid = ${articleUid})
          select ${LIST_COLUMNS}, count(ac2.category_id) as shared
          from articles a ${shownVersion(locale)}
          join article_categories ac2 on ac2.article_id = a.id
          where ${PUBLISHED} and a.id not in (select id from source)
            and ac2.category_id in (select ac.category_id from article_categories ac
              where ac.article_id in (select id from source))
          group by a.id, t.article_id, t.locale order by shared desc, a.published_at desc limit ${FEED_SIZE}`,
    );
  }
  if (picked.length < FEED_SIZE) {
    const exclude = picked.map((row) => row.id);
    const excludeSql = exclude.length
      ? sql`and a.id not in (${sql.join(exclude, sql`, `)})`
      : sql``;
    const fill = await selectRows<ArticleRow>(
      db,
      sql`select ${LIST_COLUMNS} from articles a ${shownVersion(locale)}
          where ${PUBLISHED} ${excludeSql}
          and (a.uid <> ${articleUid ?? ""})
          and a.id not in (select id from articles a where ${PUBLISHED}
            order by a.published_at desc limit ${FEED_SIZE})
          order by a.views desc, a.published_at desc limit ${FEED_SIZE - picked.length}`,
    );
    picked = [...picked, ...fill];
  }
  return toListItems(picked, siteHosts);
}

export async function listCategories(db: Database) {
  const rows = await selectRows<CategoryRow & { count: number }>(
    db,
    sql`select c.uid, c.name, c.name_id, c.slug, count(a.id)::int as count from categories c
        left join article_categories ac on ac.category_id = c.id
        left join articles a on a.id = ac.article_id and ${PUBLISHED}
        group by c.id order by count(a.id) desc, c.name`,
  );
  return rows.map(({ count, ...row }) => ({ ...toCategoryRef(row), count }));
}
