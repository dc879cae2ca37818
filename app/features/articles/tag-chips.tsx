import { Link } from "react-router";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import type { CategoryRef } from "#contracts/article-schema.ts";
import { categoryName } from "#contracts/category-name.ts";
import type { Locale } from "#contracts/locale.ts";
import { localizePath } from "#contracts/locale.ts";

type TagChipsProps = {
  categories: (CategoryRef & { count: number })[];
  active: string;
  search: string;
  tone?: "dark" | "light";
  label?: string;
};

function hrefFor(tag: string, search: string, locale: Locale) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  const list = localizePath("/article", locale);
  return query ? `${list}?${query}` : list;
}

/** Topic filters as links: each chip is a URL, so a filtered list can be shared. */
export function TagChips({ categories, active, search, tone = "dark", label }: TagChipsProps) {
  const { blog } = useMessages();
  const locale = useLocale();
  const visible = categories.filter((category) => category.count > 0 || category.slug === active);
  const chip =
    "inline-flex h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors";
  const idle =
    tone === "dark"
      ? "bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20"
      : "bg-white text-ink ring-1 ring-ink/15 hover:bg-brand-yellow";
  const current = "bg-brand-yellow text-ink ring-1 ring-brand-yellow";
  return (
    <nav
      aria-label={label ?? blog.tagsLabel}
      className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link
            to={hrefFor("", search, locale)}
            aria-current={active === "" ? "true" : undefined}
            className={`${chip} ${active === "" ? current : idle}`}
          >
            {blog.tagAll}
          </Link>
        </li>
        {visible.map((category) => (
          <li key={category.uid}>
            <Link
              to={hrefFor(category.slug === active ? "" : category.slug, search, locale)}
              aria-current={category.slug === active ? "true" : undefined}
              className={`${chip} ${category.slug === active ? current : idle}`}
            >
              {categoryName(category, locale)}
              <span
                className={`text-xs ${category.slug === active ? "text-ink/80" : tone === "dark" ? "text-white/75" : "text-muted"}`}
              >
                {category.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
