import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Search,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { pageWindow } from "#app/lib/page-window.ts";
import type { Pagination } from "#contracts/pagination.ts";
import { buttonStyles, cx, inputStyles, Spinner } from "./admin-ui.tsx";
import { useSlashFocus } from "./use-slash-focus.ts";

/**
 * Every admin list's search: a GET form, so Enter searches with or without JavaScript; the
 * hint stays visible under the field; `/` focuses it; the list's other state rides along in
 * `keep`. Extra filters and controls come as children.
 */
export function ListSearch({
  id,
  action,
  label,
  placeholder,
  hint,
  clearLabel,
  search,
  clearHref,
  keep = {},
  busy = false,
  busyLabel,
  children,
}: {
  id: string;
  action: string;
  label: string;
  placeholder: string;
  hint: string;
  clearLabel: string;
  /** The search the list shows now (from the address). */
  search: string;
  /** The list without a search, keeping the rest of its state. */
  clearHref: string;
  keep?: Record<string, string>;
  busy?: boolean;
  busyLabel: string;
  children?: ReactNode;
}) {
  const [text, setText] = useState(search);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);
  useEffect(() => setText(search), [search]);
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-col gap-3 border-b border-(--admin-border) p-4 sm:flex-row sm:items-start"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <search className="w-full sm:max-w-md">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-(--admin-muted)"
          />
          <input
            ref={input}
            id={id}
            name="search"
            type="search"
            value={text}
            maxLength={200}
            placeholder={placeholder}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
            className={cx(inputStyles, "pr-9 pl-9")}
          />
          {search ? (
            <Link
              to={clearHref}
              aria-label={clearLabel}
              preventScrollReset
              onClick={() => {
                setText("");
                input.current?.focus();
              }}
              className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md hover:bg-(--admin-surface-2)"
            >
              <X aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-(--admin-muted)">
          {hint}
        </p>
      </search>
      {children}
      <div className="sm:ml-auto" aria-live="polite">
        {busy ? <Spinner label={busyLabel} /> : null}
      </div>
    </Form>
  );
}

/** A column header that sorts the list by a link (the address keeps the sort). */
export function SortHeader({
  label,
  href,
  active,
  order,
  className,
}: {
  label: string;
  href: string;
  active: boolean;
  order: "asc" | "desc";
  className?: string;
}) {
  const Icon = !active ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}
      className={cx("px-2 py-2 font-bold", className)}
    >
      <Link
        to={href}
        preventScrollReset
        className={cx(
          "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 tracking-wide uppercase hover:bg-(--admin-surface)",
          active && "text-(--admin-text)",
        )}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </Link>
    </th>
  );
}

type PageStep = { href: string | null; label: string };

/** Numbered pages between the steps: the current one (from 1) and each page's address. */
type PageNumbers = {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  label: (page: number) => string;
};

/** The foot of every admin list: optional page size, the range shown, previous and next. */
export function ListPager({
  range,
  rangeTestId,
  navLabel,
  previous,
  next,
  disabled = false,
  pages,
  children,
}: {
  range: string;
  rangeTestId?: string;
  navLabel: string;
  /** href null: there is no such page. */
  previous: PageStep;
  next: PageStep;
  /** While the list loads, the steps wait. */
  disabled?: boolean;
  pages?: PageNumbers;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-(--admin-border) p-4 text-sm sm:justify-end sm:gap-6">
      {children}
      <p className="tabular-nums" data-testid={rangeTestId} aria-live="polite">
        {range}
      </p>
      <nav aria-label={navLabel} className="flex items-center gap-0.5 sm:gap-1">
        <PagerStep step={previous} disabled={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </PagerStep>
        {pages && pages.last > 1
          ? pageWindow(pages.current, pages.last).map((value, index, all) =>
              value === "gap" ? (
                <span
                  key={`gap-after-${all[index - 1]}`}
                  aria-hidden="true"
                  className="inline-flex h-9 w-5 items-center justify-center text-(--admin-muted)"
                >
                  …
                </span>
              ) : (
                <Link
                  key={value}
                  to={pages.hrefFor(value)}
                  aria-label={pages.label(value)}
                  aria-current={value === pages.current ? "page" : undefined}
                  preventScrollReset
                  className={cx(
                    buttonStyles.icon,
                    "w-auto min-w-8 px-1.5 tabular-nums sm:min-w-9 sm:px-2",
                    value === pages.current &&
                      "bg-brand-yellow font-bold text-ink hover:bg-brand-yellow",
                  )}
                >
                  {value}
                </Link>
              ),
            )
          : null}
        <PagerStep step={next} disabled={disabled}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </PagerStep>
      </nav>
    </div>
  );
}

/** The pager of a list whose address carries the page (?page=, counted from 1 as the server does). */
export function AddressPager({
  pagination,
  range,
  navLabel,
  previousLabel,
  nextLabel,
}: {
  pagination: Pagination;
  /** Words the rows shown, e.g. "1–25 of 40". */
  range: (begin: number, end: number, total: number) => string;
  navLabel: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const [params] = useSearchParams();
  const pageHref = (page: number | null) => {
    if (!page) return null;
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <ListPager
      range={range(pagination.beginData, pagination.endData, pagination.totalCount)}
      navLabel={navLabel}
      previous={{ href: pageHref(pagination.prevPage), label: previousLabel }}
      next={{ href: pageHref(pagination.nextPage), label: nextLabel }}
    />
  );
}

function PagerStep({
  step,
  disabled,
  children,
}: {
  step: PageStep;
  disabled: boolean;
  children: ReactNode;
}) {
  if (step.href === null || disabled) {
    return (
      <button type="button" className={buttonStyles.icon} aria-label={step.label} disabled>
        {children}
      </button>
    );
  }
  return (
    <Link to={step.href} className={buttonStyles.icon} aria-label={step.label} preventScrollReset>
      {children}
    </Link>
  );
}
