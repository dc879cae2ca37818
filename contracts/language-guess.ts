import type { ArticleLanguage } from "./article-schema.ts";

// Words that carry no topic and are frequent in running text, chosen so the two lists share
// none (English loanwords in Indonesian marketing copy are nouns, never these).
const STOP_WORDS: Record<ArticleLanguage, ReadonlySet<string>> = {
  en: new Set(
    "the and of to is are was were that this with for from have has not but they their you your our we it its be been can will would what which when there these those into than then".split(
      " ",
    ),
  ),
  id: new Set(
    "yang dan di ke dari ini itu dengan untuk tidak adalah pada juga akan bisa atau karena jadi kami kita anda mereka sudah belum lebih saat agar supaya dalam oleh tapi namun harus bukan hanya seperti".split(
      " ",
    ),
  ),
};

/** Too short a text says nothing: the check needs at least this many stop words. */
const MIN_STOP_WORDS = 5;

/**
 * The language a text reads as, by its stop words: "en", "id", or null when it is too short or
 * mixed to tell (one language must have at least twice the other's count).
 */
export function guessLanguage(text: string): ArticleLanguage | null {
  const counts = { en: 0, id: 0 };
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP_WORDS.en.has(word)) counts.en += 1;
    else if (STOP_WORDS.id.has(word)) counts.id += 1;
  }
  if (counts.en + counts.id < MIN_STOP_WORDS) return null;
  if (counts.en >= 2 * counts.id) return "en";
  if (counts.id >= 2 * counts.en) return "id";
  return null;
}

/** The version's text (title, excerpt, body without tags) reads as the other language. */
export function readsAsOtherLanguage(
  language: ArticleLanguage,
  version: { title: string; excerpt: string; content: string },
) {
  const body = version.content.replace(/<[^>]*>/g, " ");
  const guessed = guessLanguage(`${version.title} ${version.excerpt} ${body}`);
  return guessed !== null && guessed !== language;
}
