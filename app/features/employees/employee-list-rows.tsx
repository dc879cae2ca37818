import { Badge } from "#app/components/admin/admin-ui.tsx";
import type { ListSelection } from "#app/components/admin/list-selection.tsx";
import {
  ListRow,
  RowCheckbox,
  SelectableCard,
  SelectableCards,
  SelectableTable,
} from "#app/components/admin/list-table.tsx";
import { SortHeader } from "#app/components/admin/list-toolbar.tsx";
import { RowActions } from "#app/components/admin/row-actions.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDate } from "#contracts/agency-clock.ts";
import type { Employee, EmployeeStatus } from "#contracts/employee-schema.ts";
import { EmployeeAvatar } from "./employee-avatar.tsx";
import type { ListState, SortField } from "./employee-list-state.ts";

const t = messages.admin.employees;

// Labels are getters: read when shown, in the member's language.
export const COLUMNS: { key: SortField; label: string }[] = (
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
  return formatDate(value, getStaffLocale(), "medium") || value;
}

function StatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge tone={STATUS_TONE[status] ?? "neutral"}>{t.statusLabels[status] ?? status}</Badge>;
}

/** What the cards and the table of one page share: its rows, the selection and each row's links. */
type RowsProps = {
  rows: Employee[];
  selection: ListSelection<number>;
  loading: boolean;
  empty: string;
  editHref: (id: number) => string;
  onDelete: (employee: Employee) => void;
};

function EmployeeCheckbox({
  employee,
  selection,
}: {
  employee: Employee;
  selection: ListSelection<number>;
}) {
  return (
    <RowCheckbox
      selection={selection}
      rowKey={employee.id}
      label={t.selectRow(employee.name)}
      className="size-5 accent-brand-orange"
    />
  );
}

function EmployeeActions({
  employee,
  layout,
  editHref,
  onDelete,
}: Pick<RowsProps, "editHref" | "onDelete"> & { employee: Employee; layout: "table" | "card" }) {
  return (
    <RowActions
      layout={layout}
      editHref={editHref(employee.id)}
      editLabel={t.editNamed(employee.name)}
      editText={t.edit}
      deleteLabel={t.deleteNamed(employee.name)}
      deleteText={t.delete}
      onDelete={() => onDelete(employee)}
    />
  );
}

/** Phones: one card per employee. */
export function EmployeeCards({ rows, selection, loading, empty, editHref, onDelete }: RowsProps) {
  return (
    <SelectableCards
      label={t.title}
      testId="employee-cards"
      loading={loading}
      rowCount={rows.length}
      empty={empty}
    >
      {rows.map((employee) => (
        <SelectableCard
          key={employee.id}
          checkbox={
            <div className="pt-2">
              <EmployeeCheckbox employee={employee} selection={selection} />
            </div>
          }
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
          <EmployeeActions
            employee={employee}
            layout="card"
            editHref={editHref}
            onDelete={onDelete}
          />
        </SelectableCard>
      ))}
    </SelectableCards>
  );
}

/** From 640px: the table, its headers sorting the list. */
export function EmployeeTable({
  rows,
  selection,
  loading,
  empty,
  editHref,
  onDelete,
  state,
  sortHref,
}: RowsProps & { state: ListState; sortHref: (column: SortField) => string }) {
  return (
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
      empty={empty}
    >
      {rows.map((employee) => (
        <ListRow key={employee.id}>
          <td className="px-4 py-2.5">
            <EmployeeCheckbox employee={employee} selection={selection} />
          </td>
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
          <td className="px-4 py-2.5">
            <EmployeeActions
              employee={employee}
              layout="table"
              editHref={editHref}
              onDelete={onDelete}
            />
          </td>
        </ListRow>
      ))}
    </SelectableTable>
  );
}
