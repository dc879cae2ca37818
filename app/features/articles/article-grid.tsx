import { cx } from "#app/components/ui/cx.ts";
import type { ArticleListItem } from "#contracts/article-schema.ts";
import { ArticleCard } from "./article-card.tsx";

/** Article cards in a grid: one, then two across, and three from md up if `columns` is 3. */
export function ArticleGrid({
  articles,
  columns = 2,
  showViews = false,
  className,
}: {
  articles: readonly ArticleListItem[];
  columns?: 2 | 3;
  showViews?: boolean;
  className?: string;
}) {
  return (
    <ul className={cx("grid gap-6 sm:grid-cols-2", columns === 3 && "md:grid-cols-3", className)}>
      {articles.map((article) => (
        <li key={article.uid}>
          <ArticleCard article={article} showViews={showViews} />
        </li>
      ))}
    </ul>
  );
}
