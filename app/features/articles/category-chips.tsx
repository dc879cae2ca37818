import { Link } from "react-router";
import { useLocale, useLocalePath } from "#app/lib/messages.ts";
import type { CategoryRef } from "#contracts/article-schema.ts";
import { categoryName } from "#contracts/category-name.ts";

type CategoryChipsProps = {
  categories: CategoryRef[];
  size?: "sm" | "md";
  /** Chips link to the list filtered by the category; off inside links (no nested links). */
  linked?: boolean;
  tone?: "light" | "dark";
};

export function CategoryChips({
  categories,
  size = "sm",
  linked = true,
  tone = "light",
}: CategoryChipsProps) {
  const to = useLocalePath();
  const locale = useLocale();
  if (categories.length === 0) return null;
  const base = size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-3.5 py-1 text-sm";
  const colours =
    tone === "dark"
      ? "bg-white/10 text-white ring-1 ring-white/20"
      : "bg-brand-yellow/35 text-ink ring-1 ring-brand-yellow";
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.uid}>
          {linked ? (
            <Link
              to={to(`/article?tag=${encodeURIComponent(category.slug)}`)}
              className={`inline-flex rounded-full font-semibold transition-colors hover:bg-brand-yellow ${base} ${colours}`}
            >
              {categoryName(category, locale)}
            </Link>
          ) : (
            <span className={`inline-flex rounded-full font-semibold ${base} ${colours}`}>
              {categoryName(category, locale)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
