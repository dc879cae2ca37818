import type { ArticleLanguage, CategoryRef } from "./article-schema.ts";

/**
 * The name a category shows in an edition. Its own module: the public pages' cards import it,
 * and article-schema.ts would bring zod into their JavaScript.
 */
export function categoryName(
  category: Pick<CategoryRef, "name"> & { names?: Record<ArticleLanguage, string> },
  language: ArticleLanguage,
) {
  return category.names?.[language] || category.name;
}
