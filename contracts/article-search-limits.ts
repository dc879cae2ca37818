/**
 * Bounds of a full-text search of the articles, without zod so the public search box can read
 * them. PostgreSQL's cost grows with the words of the query times the text each snippet is cut
 * from (ts_headline): 18 quoted words over 100 bodies of 20 KB took 25 s. Eight words, 100
 * characters and pages of 20 keep a search to milliseconds per result.
 */
export const ARTICLE_SEARCH_MAX_CHARACTERS = 100;
export const ARTICLE_SEARCH_MAX_WORDS = 8;
export const ARTICLE_SEARCH_MAX_LIMIT = 20;

/** Words as websearch_to_tsquery sees them: runs of letters and digits ("or" counts too). */
export const countSearchWords = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
