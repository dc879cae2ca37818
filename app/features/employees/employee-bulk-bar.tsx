import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { EMPLOYEE_STATUSES, type EmployeeStatus } from "../../../contracts/employee-schema";
import { buttonStyles, cx, inputStyles } from "../../components/admin/admin-ui";
import { messages } from "../../lib/staff-messages";

const t = messages.admin.employees;

type Pending = { kind: "delete" } | { kind: "status"; status: EmployeeStatus };

/**
 * The bar shown while rows are selected: change their status or delete them, each after one
 * confirmation that names the count.
 */
export function EmployeeBulkBar({
  count,
  busy,
  onClear,
  onDelete,
  onStatus,
}: {
  count: number;
  busy: boolean;
  onClear: () => void;
  onDelete: () => void;
  onStatus: (status: EmployeeStatus) => void;
}) {
  const [status, setStatus] = useState<EmployeeStatus>("Active");
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "delete") onDelete();
    else onStatus(pending.status);
    setPending(null);
  };

  return (
    <section
      aria-label={t.selectedCount(count)}
      className="flex flex-wrap items-center gap-2 border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-3 text-sm"
    >
      <p className="font-bold tabular-nums" aria-live="polite">
        {t.selectedCount(count)}
      </p>
      <button type="button" className={buttonStyles.ghost} onClick={onClear}>
        {t.clearSelection}
      </button>
      <div className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">
        <label htmlFor="employee-bulk-status" className="sr-only">
          {t.bulkStatusLabel}
        </label>
        <select
          id="employee-bulk-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as EmployeeStatus)}
          className={cx(inputStyles, "w-auto py-2")}
        >
          {EMPLOYEE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => setPending({ kind: "status", status })}
        >
          {t.bulkStatus}
        </button>
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={busy}
          onClick={() => setPending({ kind: "delete" })}
        >
          {t.bulkDelete}
        </button>
      </div>

      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-(--admin-surface) p-6 text-center text-(--admin-text) shadow-2xl">
            <AlertDialog.Title className="text-2xl font-extrabold">
              {pending?.kind === "status"
                ? t.bulkStatusTitle(count, pending.status)
                : t.bulkDeleteTitle(count)}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-(--admin-muted)">
              {pending?.kind === "status" ? t.bulkStatusText : t.confirmText}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <AlertDialog.Action asChild>
                <button
                  type="button"
                  className={
                    pending?.kind === "status" ? buttonStyles.primary : buttonStyles.danger
                  }
                  onClick={confirm}
                >
                  {pending?.kind === "status"
                    ? t.bulkStatusConfirm(count)
                    : t.bulkDeleteConfirm(count)}
                </button>
              </AlertDialog.Action>
              <AlertDialog.Cancel className={buttonStyles.secondary}>{t.cancel}</AlertDialog.Cancel>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
