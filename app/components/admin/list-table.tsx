import type { ReactNode } from "react";
import { cx, EmptyTableRow, ScrollRegion, TableHead } from "./admin-ui.tsx";
import type { ListSelection } from "./list-selection.tsx";

type Key = string | number;

/** A row of a staff table; the pointer marks the row it is over. */
export function ListRow({ children }: { children: ReactNode }) {
  return (
    <tr className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)">{children}</tr>
  );
}

/** A row's tick box in a selectable list, named after the row. */
export function RowCheckbox<K extends Key>({
  selection,
  rowKey,
  label,
  className,
}: {
  selection: Pick<ListSelection<K>, "isSelected" | "toggle">;
  rowKey: K;
  label: string;
  className: string;
}) {
  return (
    <input
      type="checkbox"
      className={className}
      checked={selection.isSelected(rowKey)}
      onChange={(event) => selection.toggle(rowKey, event.target.checked)}
      aria-label={label}
    />
  );
}

/**
 * A list's table: scrolled sideways (by keyboard too) when the window is narrow, named by its
 * caption, the screen's column headers then Actions, and one row saying so when it is empty.
 * With `phoneCards` it shows from 640px only (SelectableCards serve phones); `wide` keeps it
 * 760px wide at least.
 */
export function ListTable({
  label,
  columns,
  rowCount,
  empty = null,
  phoneCards = false,
  wide = false,
  children,
}: {
  label: string;
  /** The column headers, Actions last. */
  columns: string[];
  rowCount: number;
  /** What an empty list says; a list that is never empty needs none. */
  empty?: ReactNode;
  phoneCards?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className={phoneCards ? "hidden sm:block" : undefined}>
      <table className={cx("w-full border-collapse text-left text-sm", wide && "min-w-[760px]")}>
        <caption className="sr-only">{label}</caption>
        <TableHead labels={columns} actionsLast />
        <tbody>
          {rowCount === 0 ? (
            <EmptyTableRow columns={columns.length}>{empty}</EmptyTableRow>
          ) : (
            children
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * A selectable list from 640px: a scroll box with a sticky head (tick-all for the page, the
 * screen's column headers, then Actions), the rows dimmed while the list loads.
 */
export function SelectableTable({
  loading,
  caption,
  selection,
  selectPageLabel,
  rowCount,
  headers,
  actionsLabel,
  columnCount,
  empty,
  children,
}: {
  loading: boolean;
  caption?: string;
  selection: Pick<ListSelection<Key>, "wholePage" | "togglePage">;
  selectPageLabel: string;
  rowCount: number;
  headers: ReactNode;
  actionsLabel: string;
  /** All columns, the tick box and Actions included. */
  columnCount: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative hidden max-h-[70vh] overflow-auto sm:block">
      <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs tracking-wide text-(--admin-muted) uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                className="size-4 accent-brand-orange"
                checked={selection.wholePage}
                disabled={rowCount === 0}
                onChange={(event) => selection.togglePage(event.target.checked)}
                aria-label={selectPageLabel}
              />
            </th>
            {headers}
            <th scope="col" className="px-4 py-3 text-right font-bold">
              {actionsLabel}
            </th>
          </tr>
        </thead>
        <tbody className={cx("transition-opacity", loading && "opacity-50")}>
          {rowCount === 0 ? <EmptyTableRow columns={columnCount}>{empty}</EmptyTableRow> : children}
        </tbody>
      </table>
    </div>
  );
}

/** The same list under 640px: one card per row, its actions at the left edge within reach. */
export function SelectableCards({
  label,
  testId,
  loading = false,
  rowCount,
  empty = null,
  children,
}: {
  label: string;
  testId: string;
  loading?: boolean;
  rowCount: number;
  /** What an empty list says; a list that is never empty needs none. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={loading}
      data-testid={testId}
      className={cx("divide-y divide-(--admin-border) sm:hidden", loading && "opacity-50")}
    >
      {rowCount === 0 ? (
        <li className="px-4 py-12 text-center text-(--admin-muted)">{empty}</li>
      ) : (
        children
      )}
    </ul>
  );
}

/** One card of a list: the tick box (in a selectable list), then the row's content. */
export function SelectableCard({
  checkbox,
  children,
}: {
  checkbox?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 px-4 py-3">
      {checkbox}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
