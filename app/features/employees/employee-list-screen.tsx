import { Download, Plus, Upload } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "react-router";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from "../../../contracts/employee-schema";
import type { Pagination } from "../../../contracts/pagination.ts";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  inputStyles,
  PageHeader,
} from "../../components/admin/admin-ui";
import { BulkBar } from "../../components/admin/bulk-bar";
import { RowDeleteDialogs, useRowDelete } from "../../components/admin/delete-dialogs";
import { SelectAllMatching, useListSelection } from "../../components/admin/list-selection";
import { ListPager, ListSearch, SortHeader } from "../../components/admin/list-toolbar";
import { RowActions } from "../../components/admin/row-actions";
import { useFetcherResult } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { formatDay } from "../../lib/format-date";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";
import { EmployeeAvatar } from "./employee-avatar";
import { type ListState, listHref, type SortField, withListState } from "./employee-list-state";

const ImportWizard = lazy(() => import("./employee-import-wizard"));

const t = messages.admin.employees;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

// Labels are getters: read when shown, in the member's language.
const COLUMNS: { key: SortField; label: string }[] = (
  ["name", "number", "position", "department", "joinDate", "status"] as const
).map((key) => ({
  key,
  get label() {
    return t.columns[key];
  },
}));

const STATUS_TONE: Record<EmployeeStatus, "success" | "warning" | "info" | "neutral" | "danger"> = {
  Active: "success",
  Probation: "warning",
  Contract: "info",
  Intern: "neutral",
  Inactive: "danger",
};

export function formatJoinDate(value: string) {
  return formatDay(value, getStaffLocale()) || value;
}

type ActionData = { ok: boolean; intent: string; message: string; count?: number };

type Props = { state: ListState; rows: Employee[]; pagination: Pagination };

export function EmployeeListScreen({ state, rows, pagination }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<ActionData>();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/employee";
  const params = new URLSearchParams(location.search);
  const here = withListState(params, {});
  const rowDelete = useRowDelete<Employee>();
  const [importOpen, setImportOpen] = useState(false);
  const selection = useListSelection(
    rows.map((row) => row.id),
    pagination.totalCount,
    here.toString(),
  );
  const [bulkStatus, setBulkStatus] = useState<EmployeeStatus>("Active");

  // After a save the form comes back here with ?saved=added|updated: one toast, then the
  // address is the list's own again.
  const saved = params.get("saved");
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    // Once per arrival: `here` is a new object on every render, and navigating again while
    // the first replace is loading would restart it, over and over on a slow server.
    if ((saved !== "added" && saved !== "updated") || toasted.current === location.key) return;
    toasted.current = location.key;
    toast.success(t.saved[saved]);
    navigate(listHref(here), { replace: true, preventScrollReset: true });
  }, [saved, navigate, here, location.key]);

  // The last row of a later page was deleted: show the page before.
  useEffect(() => {
    if (rows.length === 0 && state.page > 0 && navigation.state === "idle") {
      navigate(listHref(withListState(here, { page: state.page - 1 })), { replace: true });
    }
  }, [rows.length, state.page, navigation.state, navigate, here]);

  useFetcherResult(fetcher, (result) => {
    if (result.intent === "delete") {
      rowDelete.finish(result.ok);
      if (!result.ok) toast.error(t.deleteFailed);
      return;
    }
    if (result.ok) {
      toast.success(result.message);
      selection.clear();
    } else toast.error(translateError(result.message) || t.bulkFailed);
  });

  const busy = fetcher.state !== "idle";
  const go = (changes: Partial<ListState>) =>
    navigate(listHref(withListState(here, changes)), { preventScrollReset: true });
  const sortHref = (column: SortField) =>
    listHref(
      withListState(here, {
        sortBy: column,
        sortOrder: state.sortBy === column && state.sortOrder === "asc" ? "desc" : "asc",
        page: 0,
      }),
    );
  const editHref = (id: number) => `/admin/employee/form/${id}${query(here)}`;

  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    selection.addTo(body, "ids", { search: state.search });
    fetcher.submit(body, { method: "post" });
  };
  const selectedCount = selection.count;

  const exportHref = `/api/v1/employees/export?${new URLSearchParams({
    search: state.search,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  })}`;
  const totalPages = pagination.totalPages || 1;
  const previousHref = listHref(withListState(here, { page: state.page - 1 }));
  const nextHref = listHref(withListState(here, { page: state.page + 1 }));

  const rowCheckbox = (employee: Employee) => (
    <input
      type="checkbox"
      className="size-5 accent-brand-orange"
      checked={selection.isSelected(employee.id)}
      onChange={(event) => selection.toggle(employee.id, event.target.checked)}
      aria-label={t.selectRow(employee.name)}
    />
  );
  const rowActions = (employee: Employee, layout: "table" | "card") => (
    <RowActions
      layout={layout}
      editHref={editHref(employee.id)}
      editLabel={t.editNamed(employee.name)}
      editText={t.edit}
      deleteLabel={t.deleteNamed(employee.name)}
      deleteText={t.delete}
      onDelete={() => rowDelete.ask(employee)}
    />
  );

  return (
    <div>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setImportOpen(true)}
            >
              <Upload aria-hidden="true" className="size-4" />
              {t.import}
            </button>
            <a className={buttonStyles.secondary} href={exportHref} download>
              <Download aria-hidden="true" className="size-4" />
              {t.export}
            </a>
            <Link to={`/admin/employee/form${query(here)}`} className={buttonStyles.primary}>
              <Plus aria-hidden="true" className="size-4" />
              {t.add}
            </Link>
          </>
        }
      />

      <Card>
        <ListSearch
          id="employee-search"
          action="/admin/employee"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          hint={t.searchHint}
          clearLabel={t.clearSearch}
          search={state.search}
          clearHref={listHref(withListState(here, { search: "", page: 0 }))}
          keep={Object.fromEntries(withListState(here, { search: "", page: 0 }))}
          busy={loading || busy}
          busyLabel={t.loading}
        >
          <div className="flex items-center gap-2 sm:hidden">
            <label htmlFor="employee-sort" className="text-sm text-(--admin-muted)">
              {t.sortLabel}
            </label>
            <select
              id="employee-sort"
              value={`${state.sortBy}:${state.sortOrder}`}
              onChange={(event) => {
                const [sortBy, sortOrder] = event.target.value.split(":");
                go({
                  sortBy: sortBy as SortField,
                  sortOrder: sortOrder as "asc" | "desc",
                  page: 0,
                });
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
        </ListSearch>

        {selectedCount > 0 ? (
          <BulkBar
            summary={t.selectedCount(selectedCount)}
            clearLabel={t.clearSelection}
            cancelLabel={t.cancel}
            busy={busy}
            onClear={selection.clear}
            actions={[
              {
                key: "status",
                label: t.bulkStatus,
                tone: "secondary",
                title: t.bulkStatusTitle(selectedCount, bulkStatus),
                text: t.bulkStatusText,
                confirm: t.bulkStatusConfirm(selectedCount),
                run: () => submitBulk({ intent: "bulk-status", status: bulkStatus }),
              },
              {
                key: "delete",
                label: t.bulkDelete,
                tone: "danger",
                title: t.bulkDeleteTitle(selectedCount),
                text: t.confirmText,
                confirm: t.bulkDeleteConfirm(selectedCount),
                run: () => submitBulk({ intent: "bulk-delete" }),
              },
            ]}
          >
            <label htmlFor="employee-bulk-status" className="sr-only">
              {t.bulkStatusLabel}
            </label>
            <select
              id="employee-bulk-status"
              value={bulkStatus}
              onChange={(event) => setBulkStatus(event.target.value as EmployeeStatus)}
              className="rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2 text-sm"
            >
              {EMPLOYEE_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t.statusLabels[option]}
                </option>
              ))}
            </select>
          </BulkBar>
        ) : null}
        <SelectAllMatching
          selection={selection}
          offer={t.selectAllMatching(pagination.totalCount)}
          done={t.allMatchingSelected(pagination.totalCount)}
        />

        {/* Phones: one card per employee, its actions at the left edge within reach. */}
        <ul
          aria-label={t.title}
          aria-busy={loading}
          data-testid="employee-cards"
          className={cx("divide-y divide-(--admin-border) sm:hidden", loading && "opacity-50")}
        >
          {rows.length === 0 ? (
            <li className="px-4 py-12 text-center text-(--admin-muted)">
              {state.search ? t.emptySearch(state.search) : t.empty}
            </li>
          ) : (
            rows.map((employee) => (
              <li key={employee.id} className="flex gap-3 px-4 py-3">
                <div className="pt-2">{rowCheckbox(employee)}</div>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start gap-3">
                    <EmployeeAvatar name={employee.name} photo={employee.photo} />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{employee.name}</p>
                      <p className="text-sm text-(--admin-muted)">
                        {employee.position} · {employee.department}
                      </p>
                    </div>
                  </div>
                  <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <div className="flex gap-1">
                      <dt className="text-(--admin-muted)">{t.columns.number}</dt>
                      <dd className="tabular-nums">{employee.number}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-(--admin-muted)">{t.columns.joinDate}</dt>
                      <dd>{formatJoinDate(employee.joinDate)}</dd>
                    </div>
                    <div>
                      <dt className="sr-only">{t.columns.status}</dt>
                      <dd>
                        <Badge tone={STATUS_TONE[employee.status] ?? "neutral"}>
                          {t.statusLabels[employee.status as EmployeeStatus] ?? employee.status}
                        </Badge>
                      </dd>
                    </div>
                  </dl>
                  {rowActions(employee, "card")}
                </div>
              </li>
            ))
          )}
        </ul>

        <div className="relative hidden max-h-[70vh] overflow-auto sm:block">
          <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
            <caption className="sr-only">{t.title}</caption>
            <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs uppercase tracking-wide text-(--admin-muted)">
              <tr>
                <th scope="col" className="w-10 px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-orange"
                    checked={selection.wholePage}
                    disabled={rows.length === 0}
                    onChange={(event) => selection.togglePage(event.target.checked)}
                    aria-label={t.selectPage}
                  />
                </th>
                <th scope="col" className="px-4 py-3 font-bold">
                  {t.columns.photo}
                </th>
                {COLUMNS.map((column) => (
                  <SortHeader
                    key={column.key}
                    label={column.label}
                    href={sortHref(column.key)}
                    active={state.sortBy === column.key}
                    order={state.sortOrder}
                    className={
                      column.key === "position" || column.key === "department"
                        ? "max-lg:hidden"
                        : undefined
                    }
                  />
                ))}
                <th scope="col" className="px-4 py-3 text-right font-bold">
                  {t.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody className={cx("transition-opacity", loading && "opacity-50")}>
              {rows.length === 0 ? (
                <EmptyTableRow columns={9}>
                  {state.search ? t.emptySearch(state.search) : t.empty}
                </EmptyTableRow>
              ) : (
                rows.map((employee) => (
                  <tr
                    key={employee.id}
                    className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                  >
                    <td className="px-4 py-2.5">{rowCheckbox(employee)}</td>
                    <td className="px-4 py-2.5">
                      <EmployeeAvatar name={employee.name} photo={employee.photo} />
                    </td>
                    <td className="px-4 py-2.5 font-semibold">{employee.name}</td>
                    <td className="px-4 py-2.5 tabular-nums">{employee.number}</td>
                    <td className="px-4 py-2.5 max-lg:hidden">{employee.position}</td>
                    <td className="px-4 py-2.5 max-lg:hidden">{employee.department}</td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {formatJoinDate(employee.joinDate)}
                    </td>
                    <td className="px-4 py-2.5">
                      <Badge tone={STATUS_TONE[employee.status] ?? "neutral"}>
                        {t.statusLabels[employee.status as EmployeeStatus] ?? employee.status}
                      </Badge>
                    </td>
                    <td className="px-4 py-2.5">{rowActions(employee, "table")}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>

        <ListPager
          range={t.range(pagination.beginData, pagination.endData, pagination.totalCount)}
          rangeTestId="employee-range"
          navLabel={t.title}
          previous={{ href: state.page === 0 ? null : previousHref, label: t.previousPage }}
          next={{ href: state.page + 1 >= totalPages ? null : nextHref, label: t.nextPage }}
          disabled={loading}
        >
          <label className="flex items-center gap-2">
            <span className="text-(--admin-muted)">{t.rowsPerPage}</span>
            <select
              value={state.limit}
              onChange={(event) => go({ limit: Number(event.target.value), page: 0 })}
              className="rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 py-1.5"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </ListPager>
      </Card>

      <RowDeleteDialogs
        flow={rowDelete}
        busy={busy}
        texts={{
          confirmTitle: t.confirmTitle,
          confirmText: t.confirmText,
          confirm: t.confirmButton,
          cancel: t.cancel,
          deletedTitle: t.deletedTitle,
          deletedText: t.deletedText,
          ok: t.ok,
        }}
        onConfirm={(employee) =>
          fetcher.submit({ intent: "delete", id: String(employee.id) }, { method: "post" })
        }
      />

      {importOpen ? (
        <Suspense fallback={null}>
          <ImportWizard
            open={importOpen}
            onOpenChange={setImportOpen}
            onImported={() => {
              if (state.page === 0) void revalidator.revalidate();
              else go({ page: 0 });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const query = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};
