import { sql } from "drizzle-orm";
import type { ArticleLanguage } from "#contracts/article-schema.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import {
  listQueryLexemes,
  listRequiredLexemes,
  matchesQuery,
  type ParsedVector,
  parseTsQuery,
  parseTsVector,
  type QueryNode,
  rankVector,
} from "./search-rank.ts";

/**
 * The public search's ranking in memory, on the embedded database (issue 29): PGlite runs in
 * this process's one thread, where reading and ranking every match's vector cost most of a
 * search. The published versions' vectors are held compactly; the database still parses each
 * query (its stemmers) and reads the page's rows. Ranks are ts_rank's, computed the same way
 * (search-rank.ts), so the order is the one the SQL search gives.
 *
 * One process holds a PGlite directory (its lock), so every write comes through this process:
 * triggers note each changed article in search_changes (migration 0019), and the index applies
 * the notes past the last it saw before each search. PostgreSQL serves several instances, so
 * there the search stays in the database.
 */

type IndexedArticle = {
  id: number;
  publishedAt: number;
  /**
   * Each language's version: undefined when the article has none, null when it is not indexed
   * yet (the SQL search skips it too). Both keys always: one object shape for the hot loop.
   */
  versions: Record<ArticleLanguage, PackedVector | null | undefined>;
};

/**
 * Which articles hold each lexeme (in either version), by their place in `slots`: a search
 * reads the articles of its rarest required lexeme instead of every article. Rebuilt after
 * changes, on the next search (a few ms for 10,000 articles).
 */
type Postings = { slots: IndexedArticle[]; byLexeme: Map<number, Int32Array> };

/** The published versions' vectors, kept in memory by one process (AppServices.searchIndex). */
export type SearchIndex = {
  articles: Map<number, IndexedArticle>;
  /** Null after a change, until the next search rebuilds it. */
  postings: Postings | null;
  /** The last search_changes id applied. */
  seen: number;
  /** Syncs run one after another: a search waits for the one before it. */
  syncing: Promise<void>;
  loaded: boolean;
};

/** Lexeme ids shared by every version, so each stores numbers, not strings. */
const lexemeIds = new Map<string, number>();

const idOf = (lexeme: string) => {
  let id = lexemeIds.get(lexeme);
  if (id === undefined) {
    id = lexemeIds.size;
    lexemeIds.set(lexeme, id);
  }
  return id;
};

/** A parsed vector in three typed arrays: lexeme ids (sorted), where each one's positions start. */
class PackedVector implements ParsedVector {
  private readonly ids: Int32Array;
  private readonly starts: Uint32Array;
  private readonly positions: Uint16Array;

  constructor(ids: Int32Array, starts: Uint32Array, positions: Uint16Array) {
    this.ids = ids;
    this.starts = starts;
    this.positions = positions;
  }

  get size() {
    return this.ids.length;
  }

  /** The lexeme ids it holds. */
  lexemeIds() {
    return this.ids;
  }

  /** The index of a lexeme id, or -1. */
  find(id: number) {
    const { ids } = this;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (ids[middle] === id) return middle;
      if (ids[middle] < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  has(lexeme: string) {
    const id = lexemeIds.get(lexeme);
    return id !== undefined && this.find(id) !== -1;
  }

  get(lexeme: string) {
    const id = lexemeIds.get(lexeme);
    const index = id === undefined ? -1 : this.find(id);
    return index === -1
      ? undefined
      : this.positions.subarray(this.starts[index], this.starts[index + 1]);
  }

  static fromText(text: string) {
    const parsed = [...parseTsVector(text)].map(([lexeme, positions]) => ({
      id: idOf(lexeme),
      positions,
    }));
    parsed.sort((a, b) => a.id - b.id);
    const ids = new Int32Array(parsed.length);
    const starts = new Uint32Array(parsed.length + 1);
    const positions = new Uint16Array(
      parsed.reduce((sum, entry) => sum + entry.positions.length, 0),
    );
    let at = 0;
    parsed.forEach((entry, index) => {
      ids[index] = entry.id;
      starts[index] = at;
      positions.set(entry.positions, at);
      at += entry.positions.length;
    });
    starts[parsed.length] = at;
    return new PackedVector(ids, starts, positions);
  }
}

/** Articles are read this many at a time: one big result would grow PGlite's heap for good. */
const LOAD_BATCH = 1_000;

type VersionRow = {
  article_id: number;
  locale: ArticleLanguage;
  vector: string | null;
  published_at: Date | string;
};

const PUBLISHED_VERSIONS = sql`select t.article_id, t.locale, t.search_vector::text as vector,
    a.published_at from articles a join article_translations t on t.article_id = a.id
  where a.status = 'published' and a.published_at is not null`;

function applyRows(index: SearchIndex, rows: VersionRow[]) {
  for (const row of rows) {
    const article = index.articles.get(row.article_id) ?? {
      id: row.article_id,
      publishedAt: new Date(row.published_at).getTime(),
      versions: { en: undefined, id: undefined },
    };
    article.versions[row.locale] = row.vector ? PackedVector.fromText(row.vector) : null;
    index.articles.set(row.article_id, article);
  }
}

async function loadEverything(db: Database, index: SearchIndex) {
  index.articles.clear();
  const [{ last }] = await selectRows<{ last: number | null }>(
    db,
    sql`select max(id) as last from articles`,
  );
  for (let after = 0; after < Number(last ?? 0); after += LOAD_BATCH) {
    const rows = await selectRows<VersionRow>(
      db,
      sql`${PUBLISHED_VERSIONS} and a.id > ${after} and a.id <= ${after + LOAD_BATCH}`,
    );
    applyRows(index, rows);
  }
}

async function reloadArticles(db: Database, index: SearchIndex, ids: number[]) {
  for (const id of ids) index.articles.delete(id);
  const rows = await selectRows<VersionRow>(
    db,
    sql`${PUBLISHED_VERSIONS} and a.id in (${sql.join(ids, sql`, `)})`,
  );
  applyRows(index, rows);
}

function buildPostings(articles: Map<number, IndexedArticle>): Postings {
  const slots = [...articles.values()];
  const lexemesOf = (article: IndexedArticle) => {
    const { en, id } = article.versions;
    if (!en || !id) return (en ?? id)?.lexemeIds() ?? [];
    return new Set([...en.lexemeIds(), ...id.lexemeIds()]);
  };
  const counts = new Map<number, number>();
  for (const article of slots) {
    for (const lexeme of lexemesOf(article)) counts.set(lexeme, (counts.get(lexeme) ?? 0) + 1);
  }
  const byLexeme = new Map<number, Int32Array>();
  for (const [lexeme, count] of counts) byLexeme.set(lexeme, new Int32Array(count));
  const filled = new Map<number, number>();
  slots.forEach((article, slot) => {
    for (const lexeme of lexemesOf(article)) {
      const at = filled.get(lexeme) ?? 0;
      (byLexeme.get(lexeme) as Int32Array)[at] = slot;
      filled.set(lexeme, at + 1);
    }
  });
  return { slots, byLexeme };
}

/** Applies the changes noted since the last sync (everything on first use). */
async function syncIndex(db: Database, index: SearchIndex, latest: number) {
  if (index.loaded && latest <= index.seen) return;
  if (!index.loaded) {
    await loadEverything(db, index);
    index.loaded = true;
  } else {
    const changed = await selectRows<{ article_id: number }>(
      db,
      sql`select distinct article_id from search_changes where id > ${index.seen} and id <= ${latest}`,
    );
    for (let start = 0; start < changed.length; start += LOAD_BATCH) {
      const ids = changed.slice(start, start + LOAD_BATCH).map((row) => row.article_id);
      await reloadArticles(db, index, ids);
    }
  }
  // Applied notes are not needed again: this process is the directory's only reader.
  await db.execute(sql`delete from search_changes where id <= ${latest}`);
  index.seen = latest;
  // Dropped at the end: a search that did not wait for this sync may have built postings from
  // the articles as they were.
  index.postings = null;
}

/**
 * The numeric first test: a vector lacking a lexeme every match has is no match (a lexeme no
 * version has is -1, found in none). It spares most vectors the full match.
 */
function hasEvery(vector: PackedVector, lexemeIds: number[]) {
  for (let index = 0; index < lexemeIds.length; index += 1) {
    if (vector.find(lexemeIds[index]) === -1) return false;
  }
  return true;
}

/**
 * The slots that may match: for each language's query, the articles holding its rarest required
 * lexeme (every slot when it requires none, as `a | b` or `!a`), each slot once.
 */
function listCandidates(
  queries: Partial<Record<ArticleLanguage, CompiledQuery>>,
  slotCount: number,
  byLexeme: Map<number, Int32Array>,
): ArrayLike<number> {
  const lists: ArrayLike<number>[] = [];
  for (const query of Object.values(queries)) {
    if (query.requiredIds.length === 0) {
      return Array.from({ length: slotCount }, (_, slot) => slot);
    }
    let rarest: ArrayLike<number> = [];
    query.requiredIds.forEach((lexeme, index) => {
      const postings = byLexeme.get(lexeme) ?? [];
      if (index === 0 || postings.length < rarest.length) rarest = postings;
    });
    if (rarest.length) lists.push(rarest);
  }
  if (lists.length < 2) return lists[0] ?? [];
  const seen = new Uint8Array(slotCount);
  const slots: number[] = [];
  for (const list of lists) {
    for (let index = 0; index < list.length; index += 1) {
      if (seen[list[index]]) continue;
      seen[list[index]] = 1;
      slots.push(list[index]);
    }
  }
  return slots;
}

type CompiledQuery = {
  node: QueryNode;
  lexemes: string[];
  /** The lexemes every match has, and their ids (-1: in no version). */
  required: string[];
  requiredIds: number[];
};

export function createSearchIndex(): SearchIndex {
  return {
    articles: new Map(),
    postings: null,
    seen: 0,
    syncing: Promise.resolve(),
    loaded: false,
  };
}

/** Brings the index up to `latest`, after any sync already running; a failed one is retried. */
function syncTo(db: Database, index: SearchIndex, latest: number) {
  index.syncing = index.syncing.catch(() => {}).then(() => syncIndex(db, index, latest));
  return index.syncing;
}

/** Reads every vector now (after the server starts) rather than in the first reader's search. */
export async function warmSearchIndex(db: Database, index: SearchIndex) {
  const [row] = await selectRows<{ latest: number | null }>(
    db,
    sql`select max(id) as latest from search_changes`,
  );
  await syncTo(db, index, Number(row?.latest ?? 0));
}

/** On PostgreSQL nothing reads the notes (the search stays there): each start removes old ones. */
export async function pruneSearchChanges(db: Database) {
  await db.execute(sql`delete from search_changes where changed_at < now() - interval '1 day'`);
}

/**
 * A search ranks its newest matches only, this many (ADR 0025): a query of common words
 * matches nearly every article, and ranking is most of a search's cost.
 */
export const MAX_RANKED_MATCHES = 1_000;

export type IndexedSearch = {
  /** The page's article ids, best first, and how many were ranked (the newest matches). */
  ids: number[];
  total: number;
  /** The search as each language's tsquery text (the snippets' words). */
  queryTexts: Record<ArticleLanguage, string>;
};

/** The search as each language's tsquery, in text. */
export const QUERY_TEXTS = (search: string) =>
  sql`websearch_to_tsquery('english', ${search})::text as en,
    websearch_to_tsquery('indonesian', ${search})::text as id`;

/**
 * The page of published articles a search finds in `lang`'s edition, ranked as the SQL search
 * ranks them (ts_rank, then newest id), or null when the query needs the database: a form this
 * module does not evaluate. Each version is matched with its own language's query; an article
 * without a `lang` version is found by its other one.
 */
export async function searchIndexedArticles(
  db: Database,
  index: SearchIndex,
  options: { search: string; lang: ArticleLanguage; page: number; limit: number; now: Date },
): Promise<IndexedSearch | null> {
  const [row] = await selectRows<{ en: string; id: string; latest: number | null }>(
    db,
    sql`select ${QUERY_TEXTS(options.search)}, (select max(id) from search_changes) as latest`,
  );
  const queries: Partial<Record<ArticleLanguage, CompiledQuery>> = {};
  for (const locale of ["en", "id"] as const) {
    const text = row[locale].trim();
    if (!text) continue;
    const node = parseTsQuery(text);
    if (!node) return null;
    queries[locale] = {
      node,
      lexemes: listQueryLexemes(node),
      required: listRequiredLexemes(node),
      requiredIds: [],
    };
  }
  const current = index;
  // A failed sync fails its search; the next one starts again from what was applied.
  await syncTo(db, current, Number(row.latest ?? 0));
  // Lexeme ids after the sync: it may have met a lexeme the first time.
  const requiredIds = (query: CompiledQuery) =>
    query.required.map((lexeme) => lexemeIds.get(lexeme) ?? -1);
  for (const query of Object.values(queries)) query.requiredIds = requiredIds(query);
  current.postings ??= buildPostings(current.articles);
  const { slots, byLexeme } = current.postings;
  const other: ArticleLanguage = options.lang === "en" ? "id" : "en";
  const now = options.now.getTime();
  const matched: { article: IndexedArticle; vector: PackedVector; query: CompiledQuery }[] = [];
  const candidates = listCandidates(queries, slots.length, byLexeme);
  for (let index = 0; index < candidates.length; index += 1) {
    const article = slots[candidates[index]];
    if (article.publishedAt > now) continue;
    const locale = article.versions[options.lang] === undefined ? other : options.lang;
    const vector = article.versions[locale];
    const query = queries[locale];
    if (!vector || !query || !hasEvery(vector, query.requiredIds)) continue;
    if (!matchesQuery(query.node, vector)) continue;
    matched.push({ article, vector, query });
  }
  // The newest first, as the SQL search takes them (published_at, then id).
  if (matched.length > MAX_RANKED_MATCHES) {
    matched.sort(
      (a, b) => b.article.publishedAt - a.article.publishedAt || b.article.id - a.article.id,
    );
    matched.length = MAX_RANKED_MATCHES;
  }
  const found = matched.map(({ article, vector, query }) => ({
    id: article.id,
    rank: rankVector(query.node, vector, query.lexemes),
  }));
  found.sort((a, b) => b.rank - a.rank || b.id - a.id);
  const offset = (options.page - 1) * options.limit;
  return {
    ids: found.slice(offset, offset + options.limit).map((entry) => entry.id),
    total: found.length,
    queryTexts: { en: row.en, id: row.id },
  };
}
