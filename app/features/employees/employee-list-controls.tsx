import { useState } from "react";
import { cx, inputStyles, Options } from "#app/components/admin/admin-ui.tsx";
import { ListBulkControls } from "#app/components/admin/bulk-bar.tsx";
import type { ListSelection } from "#app/components/admin/list-selection.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from "#contracts/employee-schema.ts";
import { COLUMNS } from "./employee-list-rows.tsx";
import type { ListState, SortField } from "./employee-list-state.ts";

const t = messages.admin.employees;

/** Phones have no column headers: the sort is one select, newest first by default. */
export function EmployeeSortSelect({
  state,
  onSort,
}: {
  state: ListState;
  onSort: (sortBy: SortField, sortOrder: "asc" | "desc") => void;
}) {
  return (
    <div className="flex items-center gap-2 sm:hidden">
      <label htmlFor="employee-sort" className="text-sm text-(--admin-muted)">
        {t.sortLabel}
      </label>
      <select
        id="employee-sort"
        value={`${state.sortBy}:${state.sortOrder}`}
        onChange={(event) => {
          const [sortBy, sortOrder] = event.target.value.split(":");
          onSort(sortBy as SortField, sortOrder as "asc" | "desc");
        }}
        className={cx(inputStyles, "flex-1 py-2")}
      >
        <option value="id:desc">{t.sortNewest}</option>
        {COLUMNS.flatMap((column) =>
          (["asc", "desc"] as const).map((order) => (
            <option key={`${column.key}:${order}`} value={`${column.key}:${order}`}>
              {t.sortOption(column.label, order)}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

/** How many names the bulk delete's confirmation lists before "and N more". */
const NAMED = 5;

/**
 * The selection's steps: set one status, or delete, each after one confirmation naming the
 * count; the delete's also names the first few ticked employees (those of the pages seen).
 */
export function EmployeeBulkControls({
  selection,
  totalCount,
  busy,
  submitBulk,
  rows,
}: {
  selection: ListSelection<number>;
  totalCount: number;
  busy: boolean;
  submitBulk: (fields: Record<string, string>) => void;
  rows: Employee[];
}) {
  const [status, setStatus] = useState<EmployeeStatus>("Active");
  const count = selection.count;
  const names = useTickedNames(selection, rows);
  const shown = names.slice(0, Math.min(NAMED, count));
  return (
    <ListBulkControls
      selection={selection}
      texts={t.bulkSelection}
      totalCount={totalCount}
      busy={busy}
      actions={[
        {
          key: "status",
          label: t.bulkStatus,
          tone: "secondary",
          title: t.bulkStatusTitle(count, status),
          text: t.bulkStatusText,
          confirm: t.bulkStatusConfirm(count),
          run: () => submitBulk({ intent: "bulk-status", status }),
        },
        {
          key: "delete",
          label: t.bulkDelete,
          tone: "danger",
          title: t.bulkDeleteTitle(count),
          text:
            shown.length > 0
              ? t.bulkDeleteText(shown, count - shown.length)
              : t.bulkDeleteMatchingText,
          confirm: t.bulkDeleteConfirm(count),
          run: () => submitBulk({ intent: "bulk-delete" }),
        },
      ]}
    >
      <label htmlFor="employee-bulk-status" className="sr-only">
        {t.bulkStatusLabel}
      </label>
      <select
        id="employee-bulk-status"
        value={status}
        onChange={(event) => setStatus(event.target.value as EmployeeStatus)}
        className="rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2 text-sm"
      >
        <Options values={EMPLOYEE_STATUSES} label={(value) => t.statusLabels[value]} />
      </select>
    </ListBulkControls>
  );
}

/** The ticked rows' names in the list's order (every row of the page when all matching are ticked). */
function useTickedNames(selection: ListSelection<number>, rows: Employee[]) {
  return rows.filter((row) => selection.isSelected(row.id)).map((row) => row.name);
}
