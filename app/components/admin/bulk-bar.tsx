import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { buttonStyles } from "./admin-ui.tsx";
import { type ListSelection, SelectAllMatching } from "./list-selection.tsx";

export type BulkAction = {
  key: string;
  label: string;
  tone: "secondary" | "danger";
  title: string;
  text: string;
  confirm: string;
  run: () => void;
};

/**
 * The bar over every admin list while rows are selected: each action runs after one
 * confirmation that names the count (the titles and texts come from the screen); children
 * are controls an action reads, such as the status to set.
 */
export function BulkBar({
  summary,
  clearLabel,
  cancelLabel,
  busy,
  onClear,
  actions,
  children,
}: {
  summary: string;
  clearLabel: string;
  cancelLabel: string;
  busy: boolean;
  onClear: () => void;
  actions: BulkAction[];
  children?: ReactNode;
}) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  return (
    <section
      aria-label={summary}
      className="flex flex-wrap items-center gap-2 border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-3 text-sm"
    >
      <p className="font-bold tabular-nums" aria-live="polite">
        {summary}
      </p>
      <button type="button" className={buttonStyles.ghost} onClick={onClear}>
        {clearLabel}
      </button>
      <div className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">
        {children}
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className={buttonStyles[action.tone]}
            disabled={busy}
            onClick={() => setPending(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-(--admin-surface) p-6 text-center text-(--admin-text) shadow-2xl">
            <AlertDialog.Title className="text-2xl font-extrabold">
              {pending?.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-(--admin-muted)">
              {pending?.text}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <AlertDialog.Action asChild>
                <button
                  type="button"
                  className={
                    pending?.tone === "danger" ? buttonStyles.danger : buttonStyles.primary
                  }
                  onClick={() => {
                    pending?.run();
                    setPending(null);
                  }}
                >
                  {pending?.confirm}
                </button>
              </AlertDialog.Action>
              <AlertDialog.Cancel className={buttonStyles.secondary}>
                {cancelLabel}
              </AlertDialog.Cancel>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

/** A list's selection texts, from its catalogue. */
export type BulkSelectionTexts = {
  selectedCount: (count: number) => string;
  selectAllMatching: (total: number) => string;
  allMatchingSelected: (total: number) => string;
  clearSelection: string;
  cancel: string;
};

/** Over a selectable list's rows: the bulk bar while rows are ticked, then the offer to tick every matching row. */
export function ListBulkControls({
  selection,
  texts,
  totalCount,
  busy,
  actions,
  children,
}: {
  selection: ListSelection<string> | ListSelection<number>;
  texts: BulkSelectionTexts;
  /** Rows matching the search, on every page. */
  totalCount: number;
  busy: boolean;
  actions: BulkAction[];
  children?: ReactNode;
}) {
  return (
    <>
      {selection.count > 0 ? (
        <BulkBar
          summary={texts.selectedCount(selection.count)}
          clearLabel={texts.clearSelection}
          cancelLabel={texts.cancel}
          busy={busy}
          onClear={selection.clear}
          actions={actions}
        >
          {children}
        </BulkBar>
      ) : null}
      <SelectAllMatching
        selection={selection}
        offer={texts.selectAllMatching(totalCount)}
        done={texts.allMatchingSelected(totalCount)}
      />
    </>
  );
}
