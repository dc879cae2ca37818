import { Download, Plus, Upload } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import {
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from "../../../contracts/employee-schema";
import type { Pagination } from "../../../contracts/pagination.ts";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  Options,
} from "../../components/admin/admin-ui";
import { ListBulkControls } from "../../components/admin/bulk-bar";
import { RowDeleteDialogs, useRowDelete } from "../../components/admin/delete-dialogs";
import { useListSelection } from "../../components/admin/list-selection";
import {
  ListRow,
  RowCheckbox,
  SelectableCard,
  SelectableCards,
  SelectableTable,
} from "../../components/admin/list-table";
import { ListPager, ListSearch, SortHeader } from "../../components/admin/list-toolbar";
import { RowActions } from "../../components/admin/row-actions";
import {
  useListActions,
  useListLoading,
  useSavedToast,
} from "../../components/admin/use-list-actions";
import { formatDay } from "../../lib/format-staff-date";
import { getStaffLocale, messages } from "../../lib/staff-messages";
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

type Props = { state: ListState; rows: Employee[]; pagination: Pagination };

export function EmployeeListScreen({ state, rows, pagination }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = useListLoading("/admin/employee");
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
  const { busy, submitBulk, submitDelete } = useListActions({
    selection,
    finishDelete: rowDelete.finish,
    keyField: "ids",
    filters: { search: state.search },
    deleteFailed: t.deleteFailed,
    bulkFailed: t.bulkFailed,
  });

  useSavedToast(t.saved, () =>
    navigate(listHref(here), { replace: true, preventScrollReset: true }),
  );

  // The last row of a later page was deleted: show the page before.
  useEffect(() => {
    if (rows.length === 0 && state.page > 0 && navigation.state === "idle") {
      navigate(listHref(withListState(here, { page: state.page - 1 })), { replace: true });
    }
  }, [rows.length, state.page, navigation.state, navigate, here]);

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

  const selectedCount = selection.count;
  const emptyText = state.search ? t.emptySearch(state.search) : t.empty;

  const exportHref = `/api/v1/employees/export?${new URLSearchParams({
    search: state.search,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  })}`;
  const totalPages = pagination.totalPages || 1;
  const previousHref = listHref(withListState(here, { page: state.page - 1 }));
  const nextHref = listHref(withListState(here, { page: state.page + 1 }));

  const rowCheckbox = (employee: Employee) => (
    <RowCheckbox
      selection={selection}
      rowKey={employee.id}
      label={t.selectRow(employee.name)}
      className="size-5 accent-brand-orange"
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
    <AdminPage
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
    >
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

        <ListBulkControls
          selection={selection}
          texts={t.bulkSelection}
          totalCount={pagination.totalCount}
          busy={busy}
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
              text: t.deleteDialog.confirmText,
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
            <Options values={EMPLOYEE_STATUSES} label={(status) => t.statusLabels[status]} />
          </select>
        </ListBulkControls>

        <SelectableCards
          label={t.title}
          testId="employee-cards"
          loading={loading}
          rowCount={rows.length}
          empty={emptyText}
        >
          {rows.map((employee) => (
            <SelectableCard
              key={employee.id}
              checkbox={<div className="pt-2">{rowCheckbox(employee)}</div>}
            >
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
                    <StatusBadge status={employee.status} />
                  </dd>
                </div>
              </dl>
              {rowActions(employee, "card")}
            </SelectableCard>
          ))}
        </SelectableCards>

        <SelectableTable
          loading={loading}
          caption={t.title}
          selection={selection}
          selectPageLabel={t.selectPage}
          rowCount={rows.length}
          headers={
            <>
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
            </>
          }
          actionsLabel={t.columns.actions}
          columnCount={9}
          empty={emptyText}
        >
          {rows.map((employee) => (
            <ListRow key={employee.id}>
              <td className="px-4 py-2.5">{rowCheckbox(employee)}</td>
              <td className="px-4 py-2.5">
                <EmployeeAvatar name={employee.name} photo={employee.photo} />
              </td>
              <td className="px-4 py-2.5 font-semibold">{employee.name}</td>
              <td className="px-4 py-2.5 tabular-nums">{employee.number}</td>
              <td className="px-4 py-2.5 max-lg:hidden">{employee.position}</td>
              <td className="px-4 py-2.5 max-lg:hidden">{employee.department}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{formatJoinDate(employee.joinDate)}</td>
              <td className="px-4 py-2.5">
                <StatusBadge status={employee.status} />
              </td>
              <td className="px-4 py-2.5">{rowActions(employee, "table")}</td>
            </ListRow>
          ))}
        </SelectableTable>

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
              <Options values={PAGE_SIZES} />
            </select>
          </label>
        </ListPager>
      </Card>

      <RowDeleteDialogs
        flow={rowDelete}
        busy={busy}
        texts={t.deleteDialog}
        onConfirm={(employee) => submitDelete({ id: String(employee.id) })}
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
    </AdminPage>
  );
}

function StatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge tone={STATUS_TONE[status] ?? "neutral"}>{t.statusLabels[status] ?? status}</Badge>;
}

const query = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};
