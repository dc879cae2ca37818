import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "#app/lib/messages.ts";
import { pageWindow } from "#app/lib/page-window.ts";

type PaginationNavProps = {
  page: number;
  lastPage: number;
  /** Builds the link of a page, keeping the rest of the URL state. */
  hrefFor: (page: number) => string;
};

export function PaginationNav({ page, lastPage, hrefFor }: PaginationNavProps) {
  const { blog } = useMessages();
  if (lastPage <= 1) return null;
  const link =
    "inline-flex min-w-11 h-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors";
  return (
    <nav
      aria-label={blog.pagination}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${link} ring-1 ring-ink/15 hover:bg-brand-yellow`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {blog.previousPage}
        </Link>
      ) : null}
      {pageWindow(page, lastPage).map((value, index, all) =>
        value === "gap" ? (
          <span key={`gap-after-${all[index - 1]}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={value}
            to={hrefFor(value)}
            aria-label={blog.pageLabel(value)}
            aria-current={value === page ? "page" : undefined}
            className={`${link} ${value === page ? "bg-ink text-white" : "hover:bg-brand-yellow"}`}
          >
            {value}
          </Link>
        ),
      )}
      {page < lastPage ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${link} ring-1 ring-ink/15 hover:bg-brand-yellow`}
        >
          {blog.nextPage}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
