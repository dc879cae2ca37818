import { Download, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "react-router";
import { toast } from "sonner";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from "../../../contracts/employee-schema";
import type { Pagination } from "../../../server/shared/pagination.ts";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  PageHeader,
} from "../../components/admin/admin-ui";
import { BulkBar } from "../../components/admin/bulk-bar";
import { ConfirmDeleteDialog, DeletedDialog } from "../../components/admin/delete-dialogs";
import { ListPager, ListSearch, SortHeader } from "../../components/admin/list-toolbar";
import { messages } from "../../lib/staff-messages";
import { EmployeeAvatar } from "./employee-avatar";
import { type ListState, listHref, type SortField, withListState } from "./employee-list-state";

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
  const [pendingDelete, setPendingDelete] = useState<Employee | null>(null);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkStatus, setBulkStatus] = useState<EmployeeStatus>("Active");
  const handled = useRef<ActionData | null>(null);

  // Another page, sort or search is another set of rows: the selection starts again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list address drives the reset
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [here.toString()]);

  // After a save the form comes back here with ?saved=added|updated: one toast, then the
  // address is the list's own again.
  const saved = params.get("saved");
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (saved !== "added" && saved !== "updated") return;
    if (toasted.current !== location.key) {
      toasted.current = location.key;
      toast.success(t.saved[saved]);
    }
    navigate(listHref(here), { replace: true, preventScrollReset: true });
  }, [saved, navigate, here, location.key]);

  // The last row of a later page was deleted: show the page before.
  useEffect(() => {
    if (rows.length === 0 && state.page > 0 && navigation.state === "idle") {
      navigate(listHref(withListState(here, { page: state.page - 1 })), { replace: true });
    }
  }, [rows.length, state.page, navigation.state, navigate, here]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.intent === "delete") {
      setPendingDelete(null);
      if (result.ok) setDeletedOpen(true);
      else toast.error(t.deleteFailed);
      return;
    }
    if (result.ok) {
      toast.success(result.message);
      setSelected(new Set());
      setAllMatching(false);
    } else toast.error(result.message || t.bulkFailed);
  }, [fetcher.state, fetcher.data]);

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

  const confirmDelete = () => {
    if (!pendingDelete) return;
    fetcher.submit({ intent: "delete", id: String(pendingDelete.id) }, { method: "post" });
  };
  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (allMatching) {
      body.set("scope", "matching");
      body.set("search", state.search);
    } else for (const id of selected) body.append("ids", String(id));
    fetcher.submit(body, { method: "post" });
  };

  const toggle = (id: number, on: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const pageIds = rows.map((row) => row.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectedCount = allMatching ? pagination.totalCount : selected.size;

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
      checked={allMatching || selected.has(employee.id)}
      onChange={(event) => toggle(employee.id, event.target.checked)}
      aria-label={t.selectRow(employee.name)}
    />
  );
  const deleteButton = (employee: Employee, withText: boolean) => (
    <button
      type="button"
      className={cx(
        withText ? buttonStyles.ghost : buttonStyles.icon,
        "text-(--admin-danger)",
        withText && "px-3",
      )}
      aria-label={t.deleteNamed(employee.name)}
      title={t.delete}
      onClick={() => setPendingDelete(employee)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {withText ? t.delete : null}
    </button>
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
            onClear={() => {
              setSelected(new Set());
              setAllMatching(false);
            }}
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
              className={cx(inputStyles, "w-auto py-2")}
            >
              {EMPLOYEE_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </BulkBar>
        ) : null}
        {wholePage && pagination.totalCount > rows.length ? (
          <p className="flex flex-wrap items-center gap-2 border-b border-(--admin-border) px-4 py-2 text-sm">
            {allMatching ? (
              t.allMatchingSelected(pagination.totalCount)
            ) : (
              <button
                type="button"
                className="font-bold text-(--admin-link,inherit) underline underline-offset-2"
                onClick={() => setAllMatching(true)}
              >
                {t.selectAllMatching(pagination.totalCount)}
              </button>
            )}
          </p>
        ) : null}

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
                          {employee.status}
                        </Badge>
                      </dd>
                    </div>
                  </dl>
                  <div className="-ml-3 mt-1 flex gap-1">
                    <Link
                      to={editHref(employee.id)}
                      className={cx(buttonStyles.ghost, "px-3")}
                      aria-label={t.editNamed(employee.name)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t.edit}
                    </Link>
                    {deleteButton(employee, true)}
                  </div>
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
                    checked={wholePage}
                    disabled={rows.length === 0}
                    onChange={(event) => {
                      setAllMatching(false);
                      setSelected(event.target.checked ? new Set(pageIds) : new Set());
                    }}
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
                <tr>
                  <td colSpan={9} className="px-4 py-12 text-center text-(--admin-muted)">
                    {state.search ? t.emptySearch(state.search) : t.empty}
                  </td>
                </tr>
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
                        {employee.status}
                      </Badge>
                    </td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <Link
                          to={editHref(employee.id)}
                          className={buttonStyles.icon}
                          aria-label={t.editNamed(employee.name)}
                          title={t.edit}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Link>
                        {deleteButton(employee, false)}
                      </div>
                    </td>
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

      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        busy={busy}
        title={t.confirmTitle}
        text={t.confirmText}
        confirm={t.confirmButton}
        cancel={t.cancel}
        onConfirm={confirmDelete}
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
