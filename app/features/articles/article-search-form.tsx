import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { ARTICLE_SEARCH_MAX_CHARACTERS } from "#contracts/article-search-limits.ts";
import { localizePath } from "#contracts/locale.ts";

type ArticleSearchFormProps = { search: string; tag: string; busy: boolean };

/** A GET form: the search text lands in the URL, so results are shareable and Back works. */
export function ArticleSearchForm({ search, tag, busy }: ArticleSearchFormProps) {
  const { blog } = useMessages();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (input.current && input.current !== document.activeElement) input.current.value = search;
  }, [search]);
  return (
    <Form
      method="get"
      action={localizePath("/article", locale)}
      role="search"
      data-hydrated={hydrated ? "" : undefined}
      className="relative w-full max-w-2xl"
    >
      <label htmlFor="article-search" className="sr-only">
        {blog.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted"
      />
      <input
        ref={input}
        id="article-search"
        name="search"
        type="search"
        defaultValue={search}
        maxLength={ARTICLE_SEARCH_MAX_CHARACTERS}
        placeholder={blog.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-14 w-full rounded-full border-0 bg-white pr-28 pl-13 text-base text-ink shadow-lg ring-1 ring-ink/10 placeholder:text-muted focus-visible:ring-2 focus-visible:ring-brand-orange"
      />
      {tag ? <input type="hidden" name="tag" value={tag} /> : null}
      <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
        {search ? (
          <Link
            to={`${localizePath("/article", locale)}${tag ? `?tag=${encodeURIComponent(tag)}` : ""}`}
            aria-label={blog.searchClear}
            className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-full bg-brand-yellow px-5 text-sm font-bold text-ink transition-colors hover:bg-brand-orange disabled:opacity-70"
        >
          {blog.searchSubmit}
        </button>
      </div>
    </Form>
  );
}
