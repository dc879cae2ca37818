import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Download,
  Pencil,
  Plus,
  Search,
  Trash2,
  Upload,
  X,
} from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Pagination } from "../../../server/shared/pagination.ts";
import { messages } from "../../lib/staff-messages";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  PageHeader,
  ScrollRegion,
  Spinner,
} from "../admin/admin-ui";
import { ApiClientError, apiFetch } from "../admin/api-client";
import { ConfirmDeleteDialog, DeletedDialog } from "../admin/delete-dialogs";
import { EmployeeAvatar } from "./employee-avatar";
import { readListState, type SortField, toApiQuery, withListState } from "./employee-list-state";
import type { Employee, EmployeeStatus } from "./employee-schema";

const ImportWizard = lazy(() => import("./employee-import-wizard"));

const t = messages.admin.employees;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const COLUMNS: { key: SortField; label: string }[] = [
  { key: "name", label: t.columns.name },
  { key: "number", label: t.columns.number },
  { key: "position", label: t.columns.position },
  { key: "department", label: t.columns.department },
  { key: "joinDate", label: t.columns.joinDate },
  { key: "status", label: t.columns.status },
];

const STATUS_TONE: Record<EmployeeStatus, "success" | "warning" | "info" | "neutral" | "danger"> = {
  Active: "success",
  Probation: "warning",
  Contract: "info",
  Intern: "neutral",
  Inactive: "danger",
};

type ListResponse = { data: Employee[]; meta: { pagination: Pagination } };

export function formatJoinDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      });
}

export function EmployeeListScreen() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [rows, setRows] = useState<Employee[]>([]);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [searchText, setSearchText] = useState(state.search);
  const [pendingDelete, setPendingDelete] = useState<Employee | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const query = toApiQuery(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string and reload key drive fetching
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    apiFetch<ListResponse>(`/employees?${query}`, { signal: controller.signal })
      .then((body) => {
        setRows(body.data);
        setPagination(body.meta.pagination);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        setFailed(true);
        setLoading(false);
        toast.error(t.fetchFailed);
      });
    return () => controller.abort();
  }, [query, reloadKey]);

  useEffect(() => setSearchText(state.search), [state.search]);

  const update = useCallback(
    (changes: Partial<typeof state>) => setParams(withListState(params, changes)),
    [params, setParams],
  );
  const refetch = () => setReloadKey((key) => key + 1);

  const sortBy = (column: SortField) => {
    const order = state.sortBy === column && state.sortOrder === "asc" ? "desc" : "asc";
    update({ sortBy: column, sortOrder: order, page: 0 });
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await apiFetch(`/employees/${pendingDelete.id}`, { method: "DELETE" });
      setPendingDelete(null);
      setDeletedOpen(true);
      const lastOnPage = rows.length === 1 && state.page > 0;
      if (lastOnPage) update({ page: state.page - 1 });
      else refetch();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 404) {
        setPendingDelete(null);
        refetch();
      }
      toast.error(t.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  const exportHref = `/api/v1/employees/export?${new URLSearchParams({
    search: state.search,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  })}`;
  const totalPages = pagination?.totalPages ?? 1;

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
            <Link to="/admin/employee/form" className={buttonStyles.primary}>
              <Plus aria-hidden="true" className="size-4" />
              {t.add}
            </Link>
          </>
        }
      />

      <Card>
        <div className="flex flex-col gap-3 border-b border-(--admin-border) p-4 sm:flex-row sm:items-center">
          <search className="relative w-full sm:max-w-md">
            <label htmlFor="employee-search" className="sr-only">
              {t.searchLabel}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-(--admin-muted)"
            />
            <input
              ref={searchRef}
              id="employee-search"
              type="search"
              value={searchText}
              placeholder={t.searchPlaceholder}
              aria-describedby="employee-search-hint"
              onChange={(event) => setSearchText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  update({ search: searchText.trim(), page: 0 });
                }
              }}
              className={cx(inputStyles, "pl-9 pr-9")}
            />
            {state.search ? (
              <button
                type="button"
                aria-label={t.clearSearch}
                className="absolute right-2 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md hover:bg-(--admin-surface-2)"
                onClick={() => {
                  setSearchText("");
                  update({ search: "", page: 0 });
                  searchRef.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            <span id="employee-search-hint" className="sr-only">
              {t.searchHint}
            </span>
          </search>
          <div className="sm:ml-auto" aria-live="polite">
            {loading ? <Spinner label={t.loading} /> : null}
          </div>
        </div>

        <ScrollRegion label={t.title} className="relative max-h-[70vh] overflow-auto">
          <table
            className="w-full min-w-[860px] border-collapse text-left text-sm"
            aria-busy={loading}
          >
            <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs uppercase tracking-wide text-(--admin-muted)">
              <tr>
                <th scope="col" className="px-4 py-3 font-bold">
                  {t.columns.photo}
                </th>
                {COLUMNS.map((column) => {
                  const active = state.sortBy === column.key;
                  const Icon = !active
                    ? ArrowUpDown
                    : state.sortOrder === "asc"
                      ? ArrowUp
                      : ArrowDown;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={
                        active ? (state.sortOrder === "asc" ? "ascending" : "descending") : "none"
                      }
                      className="px-2 py-2 font-bold"
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.key)}
                        className={cx(
                          "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 uppercase tracking-wide hover:bg-(--admin-surface)",
                          active && "text-(--admin-text)",
                        )}
                      >
                        {column.label}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="px-4 py-3 text-right font-bold">
                  {t.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody className={cx("transition-opacity", loading && rows.length > 0 && "opacity-50")}>
              {loading && rows.length === 0 ? (
                Array.from({ length: 5 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={index} className="border-t border-(--admin-border)">
                    <td colSpan={8} className="px-4 py-4">
                      <div className="h-4 animate-pulse rounded bg-(--admin-surface-2)" />
                    </td>
                  </tr>
                ))
              ) : failed ? (
                <tr>
                  <td colSpan={8} className="px-4 py-12 text-center">
                    <p className="font-semibold">{t.fetchFailed}</p>
                    <button
                      type="button"
                      className={`${buttonStyles.secondary} mt-3`}
                      onClick={refetch}
                    >
                      {t.retry}
                    </button>
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={8} className="px-4 py-12 text-center text-(--admin-muted)">
                    {state.search ? t.emptySearch(state.search) : t.empty}
                  </td>
                </tr>
              ) : (
                rows.map((employee) => (
                  <tr
                    key={employee.id}
                    className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                  >
                    <td className="px-4 py-2.5">
                      <EmployeeAvatar name={employee.name} photo={employee.photo} />
                    </td>
                    <td className="px-4 py-2.5 font-semibold">{employee.name}</td>
                    <td className="px-4 py-2.5 tabular-nums">{employee.number}</td>
                    <td className="px-4 py-2.5">{employee.position}</td>
                    <td className="px-4 py-2.5">{employee.department}</td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {formatJoinDate(employee.joinDate)}
                    </td>
                    <td className="px-4 py-2.5">
                      <Badge tone={STATUS_TONE[employee.status] ?? "neutral"}>
                        {employee.status}
                      </Badge>
                    </td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <Link
                          to={`/admin/employee/form/${employee.id}`}
                          className={buttonStyles.icon}
                          aria-label={t.editNamed(employee.name)}
                          title={t.edit}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Link>
                        <button
                          type="button"
                          className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                          aria-label={t.deleteNamed(employee.name)}
                          title={t.delete}
                          onClick={() => setPendingDelete(employee)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>

        <div className="flex flex-col gap-3 border-t border-(--admin-border) p-4 text-sm sm:flex-row sm:items-center sm:justify-end sm:gap-6">
          <label className="flex items-center gap-2">
            <span className="text-(--admin-muted)">{t.rowsPerPage}</span>
            <select
              value={state.limit}
              onChange={(event) => update({ limit: Number(event.target.value), page: 0 })}
              className="rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 py-1.5"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <p className="tabular-nums" data-testid="employee-range" aria-live="polite">
            {pagination
              ? t.range(pagination.beginData, pagination.endData, pagination.totalCount)
              : "\u00a0"}
          </p>
          <div className="flex gap-1">
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={t.previousPage}
              disabled={state.page === 0 || loading}
              onClick={() => update({ page: state.page - 1 })}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={t.nextPage}
              disabled={state.page + 1 >= totalPages || loading}
              onClick={() => update({ page: state.page + 1 })}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </Card>

      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        busy={deleting}
        title={t.confirmTitle}
        text={t.confirmText}
        confirm={t.confirmButton}
        cancel={t.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <DeletedDialog
        open={deletedOpen}
        onOpenChange={setDeletedOpen}
        title={t.deletedTitle}
        text={t.deletedText}
        ok={t.ok}
      />

      {importOpen ? (
        <Suspense fallback={null}>
          <ImportWizard
            open={importOpen}
            onOpenChange={setImportOpen}
            onImported={() => {
              if (state.page === 0) refetch();
              else update({ page: 0 });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
