import {
  type AdminArticleListQuery,
  type ArticleLanguage,
  type ArticleListQuery,
  adminArticleListQuerySchema,
  articleListQuerySchema,
  articleSearchSchema,
} from "#contracts/article-schema.ts";
import { buildPagination } from "#contracts/pagination.ts";
import { hasUnstorableCharacters } from "#contracts/text-guards.ts";
import type { AppServices } from "#server/app-services.ts";
import { isUid } from "#server/shared/ids.ts";
import {
  getArticleDetail,
  getBestArticles,
  getNewsfeed,
  getRecommendations,
  listArticles,
  listCategories,
} from "./article-queries.ts";

/**
 * Reads page, search and tag from the URL. A bad value falls back to its default instead of
 * failing the page: a reader with a mangled link still gets articles.
 */
export function readListQuery(url: URL, limit: number): ArticleListQuery {
  const raw = {
    page: url.searchParams.get("page") || undefined,
    search: url.searchParams.get("search") ?? undefined,
    tag: url.searchParams.get("tag") ?? undefined,
    limit,
  };
  const parsed = articleListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = (key: "page" | "search" | "tag") =>
    articleListQuerySchema.shape[key].safeParse(raw[key]).data;
  return articleListQuerySchema.parse({
    limit,
    page: field("page"),
    search: field("search") ?? "",
    tag: field("tag") ?? "",
  });
}

/**
 * The search a reader typed past its bounds (words, characters): shown with the reason instead
 * of being cut or dropped. Text that cannot be stored is dropped as any bad value is.
 */
function readRefusedSearch(url: URL): string | null {
  const typed = (url.searchParams.get("search") ?? "").trim();
  if (!typed || hasUnstorableCharacters(typed)) return null;
  return articleSearchSchema.safeParse(typed).success ? null : typed.slice(0, 200);
}

/** What the article pages read: the database, the process's search index, the site's hosts. */
export type ArticleReaders = Pick<AppServices, "db" | "searchIndex" | "sanitizer">;

/** `locale`: the page's edition; each article is read in it, else in the language it has. */
export async function loadArticleListPage(
  { db, searchIndex, sanitizer: { siteHosts } }: ArticleReaders,
  url: URL,
  locale: ArticleLanguage = "en",
) {
  const refusedSearch = readRefusedSearch(url);
  const query = {
    ...readListQuery(url, 10),
    lang: locale,
    ...(refusedSearch === null ? {} : { search: refusedSearch }),
  };
  const searchMode = query.search.trim() !== "" || query.tag !== "";
  const [list, categories, best, newsfeed, recommendations] = await Promise.all([
    refusedSearch === null
      ? listArticles(db, query, { searchIndex, siteHosts })
      : { data: [], pagination: buildPagination(1, query.limit, 0) },
    listCategories(db),
    searchMode ? [] : getBestArticles(db, locale, siteHosts),
    searchMode ? [] : getNewsfeed(db, locale, siteHosts),
    searchMode ? [] : getRecommendations(db, undefined, locale, siteHosts),
  ]);
  return {
    query: { page: query.page, search: query.search.trim(), tag: query.tag },
    searchMode,
    searchRefused: refusedSearch !== null,
    list,
    categories,
    best,
    newsfeed,
    recommendations,
  };
}

export async function loadAllArticlesPage(
  { db, sanitizer: { siteHosts } }: ArticleReaders,
  url: URL,
  locale: ArticleLanguage = "en",
) {
  const query = {
    ...readListQuery(url, 12),
    lang: locale,
    search: "",
    tag: "",
    sortBy: "published_at" as const,
  };
  return { page: query.page, list: await listArticles(db, query, { siteHosts }) };
}

export async function loadArticleDetailPage(
  { db, sanitizer: { siteHosts } }: Pick<ArticleReaders, "db" | "sanitizer">,
  uid: string,
  locale: ArticleLanguage = "en",
) {
  if (!isUid(uid)) return null;
  const article = await getArticleDetail(db, uid, { locale, siteHosts });
  if (!article) return null;
  const related = await getRecommendations(db, uid, locale, siteHosts);
  return { article, related: related.slice(0, 3) };
}

/** The staff list's URL state; bad values fall back to their defaults. */
export function readAdminListQuery(url: URL): AdminArticleListQuery {
  const raw: Record<string, string | undefined> = {};
  for (const key of ["page", "limit", "search", "status", "sortBy", "sortOrder"]) {
    raw[key] = url.searchParams.get(key) || undefined;
  }
  // Newest first, as every CMS opens: by when the article was written, drafts included (the
  // spec's default, id, follows insertion order, which an import or the seed does not keep).
  raw.sortBy ??= "created_at";
  const parsed = adminArticleListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field =
      adminArticleListQuerySchema.shape[key as keyof typeof adminArticleListQuerySchema.shape];
    if (field?.safeParse(value).success) clean[key] = value;
  }
  return adminArticleListQuerySchema.parse(clean);
}

/** `locale`: the staff member's language, the one titles are listed in where they exist. */
export async function loadAdminArticleList(
  { db, sanitizer }: Pick<ArticleReaders, "db" | "sanitizer">,
  url: URL,
  locale: ArticleLanguage = "en",
) {
  const query = { ...readAdminListQuery(url), lang: locale };
  const list = await listArticles(db, query, {
    siteHosts: sanitizer.siteHosts,
    includeDrafts: true,
    status: query.status || undefined,
  });
  return { query, list };
}
