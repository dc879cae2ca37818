import type { ArticleLanguage } from "#contracts/article-schema.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";

/** Words a fragment shows at most, and how many before its first marked word. */
const FRAGMENT_WORDS = 28;
const WORDS_BEFORE = 4;
const MAX_FRAGMENTS = 2;
const FRAGMENT_DELIMITER = " … ";

/** Indonesian prefixes (meN-, peN-) replace a stem's first letter: pasar is in memasarkan as masar. */
const INDONESIAN_NASALS: [string, string][] = [
  ["p", "m"],
  ["t", "n"],
  ["k", "ng"],
  ["s", "ny"],
];

/**
 * Whether a word of the text is one the search's lexemes (its stems) stand for. The database's
 * stemmers are not in JavaScript, so this asks of a word what a stem usually keeps of it: the
 * stem, then an ending (brand → brands, creativ → creative, strategi → strategy), or for
 * Indonesian the stem inside the word, its first letter as a prefix changes it (jual in
 * penjualan, pasar in memasarkan).
 */
export function isSearchedWord(word: string, lexemes: string[], locale: ArticleLanguage) {
  const lower = word.toLowerCase();
  return lexemes.some((lexeme) => {
    if (lower === lexeme) return true;
    if (locale === "id") {
      if (lexeme.length < 4) return false;
      if (lower.includes(lexeme)) return true;
      return INDONESIAN_NASALS.some(
        ([first, nasal]) => lexeme.startsWith(first) && lower.includes(nasal + lexeme.slice(1)),
      );
    }
    const stem = lexeme.endsWith("i") && lexeme.length > 4 ? lexeme.slice(0, -1) : lexeme;
    return lower.startsWith(stem) && lower.length - stem.length <= 4;
  });
}

type Word = { start: number; end: number; marked: boolean };

/** How many of the ascending `sorted` are below `limit`. */
function countBelow(sorted: number[], limit: number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A search result's snippet as HTML: up to two fragments of the text around the searched words,
 * each marked with <mark>, everything else escaped; the opening words when none is in the text.
 */
export function buildSnippet(text: string, lexemes: string[], locale: ArticleLanguage) {
  const words: Word[] = [];
  // A text repeats its words: each distinct one is tested once.
  const searched = new Map<string, boolean>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    let marked = searched.get(match[0]);
    if (marked === undefined) {
      marked = isSearchedWord(match[0], lexemes, locale);
      searched.set(match[0], marked);
    }
    words.push({ start: match.index, end: match.index + match[0].length, marked });
  }
  if (words.length === 0) return escapeHtml(text.trim());
  let remaining = words.flatMap((word, index) => (word.marked ? [index] : []));
  const fragments: [number, number][] = [];
  if (remaining.length === 0) fragments.push([0, Math.min(words.length, FRAGMENT_WORDS)]);
  while (remaining.length && fragments.length < MAX_FRAGMENTS) {
    let best: [number, number] = [0, 0];
    let bestCount = -1;
    for (const index of remaining) {
      // Near the end of the text, the window takes more words before instead.
      const end = Math.min(words.length, Math.max(0, index - WORDS_BEFORE) + FRAGMENT_WORDS);
      const start = Math.max(0, end - FRAGMENT_WORDS);
      // `remaining` is ascending: a count by two searches, not a pass over it for each word
      // (quadratic for a text dense with the searched words).
      const count = countBelow(remaining, end) - countBelow(remaining, start);
      if (count > bestCount) {
        best = [start, end];
        bestCount = count;
      }
    }
    fragments.push(best);
    remaining = remaining.filter((index) => index < best[0] || index >= best[1]);
  }
  fragments.sort((a, b) => a[0] - b[0]);
  // A later fragment starts where an earlier one it overlaps ends.
  for (let index = 1; index < fragments.length; index += 1) {
    fragments[index][0] = Math.max(fragments[index][0], fragments[index - 1][1]);
  }
  return fragments
    .filter(([start, end]) => start < end)
    .map(([start, end]) => {
      // The text's own opening and closing marks stay when a fragment reaches them.
      const from = start === 0 ? 0 : words[start].start;
      const to = end === words.length ? text.length : words[end - 1].end;
      let html = "";
      let at = from;
      for (let index = start; index < end; index += 1) {
        const word = words[index];
        if (!word.marked) continue;
        html += `${escapeHtml(text.slice(at, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
        at = word.end;
      }
      return html + escapeHtml(text.slice(at, to));
    })
    .join(FRAGMENT_DELIMITER);
}
