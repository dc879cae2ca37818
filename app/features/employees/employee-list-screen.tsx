import { Download, Plus, Upload } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { AdminPage, buttonStyles, Card, Options } from "#app/components/admin/admin-ui.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { useListSelection } from "#app/components/admin/list-selection.tsx";
import { ListPager, ListSearch } from "#app/components/admin/list-toolbar.tsx";
import {
  useListActions,
  useListLoading,
  useSavedToast,
} from "#app/components/admin/use-list-actions.ts";
import { messages } from "#app/lib/staff-messages.ts";
import type { Employee } from "#contracts/employee-schema.ts";
import type { Pagination } from "#contracts/pagination.ts";
import { EmployeeBulkControls, EmployeeSortSelect } from "./employee-list-controls.tsx";
import { EmployeeCards, EmployeeTable } from "./employee-list-rows.tsx";
import { type ListState, listHref, type SortField, withListState } from "./employee-list-state.ts";
import { useUndoDelete } from "./use-undo-delete.ts";

const ImportWizard = lazy(() => import("./employee-import-wizard.tsx"));

const t = messages.admin.employees;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

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
  const undo = useUndoDelete();
  const { busy, submitBulk, submitDelete } = useListActions({
    selection,
    finishDelete: rowDelete.finish,
    keyField: "ids",
    filters: { search: state.search },
    deleteFailed: t.deleteFailed,
    bulkFailed: t.bulkFailed,
    onDeleted: undo.keepRowUndo,
    toastBulkSaved: undo.toastBulkSaved,
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

  const exportHref = `/api/v1/employees/export?${new URLSearchParams({
    search: state.search,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  })}`;
  const totalPages = pagination.totalPages || 1;
  const previousHref = listHref(withListState(here, { page: state.page - 1 }));
  const nextHref = listHref(withListState(here, { page: state.page + 1 }));

  const rowsProps = {
    rows,
    selection,
    loading,
    empty: state.search ? t.emptySearch(state.search) : t.empty,
    editHref,
    onDelete: rowDelete.ask,
  };

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
          <EmployeeSortSelect
            state={state}
            onSort={(sortBy, sortOrder) => go({ sortBy, sortOrder, page: 0 })}
          />
        </ListSearch>

        <EmployeeBulkControls
          selection={selection}
          totalCount={pagination.totalCount}
          busy={busy}
          submitBulk={submitBulk}
          rows={rows}
        />

        <EmployeeCards {...rowsProps} />
        <EmployeeTable {...rowsProps} state={state} sortHref={sortHref} />

        <ListPager
          range={t.range(pagination.beginData, pagination.endData, pagination.totalCount)}
          rangeTestId="employee-range"
          navLabel={t.title}
          previous={{ href: state.page === 0 ? null : previousHref, label: t.previousPage }}
          next={{ href: state.page + 1 >= totalPages ? null : nextHref, label: t.nextPage }}
          disabled={loading}
          pages={{
            current: state.page + 1,
            last: totalPages,
            hrefFor: (page) => listHref(withListState(here, { page: page - 1 })),
            label: t.pageNumber,
          }}
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
        flow={{
          ...rowDelete,
          setDeletedOpen: (open: boolean) => {
            rowDelete.setDeletedOpen(open);
            if (!open) undo.offerRowUndo();
          },
        }}
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

const query = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};
