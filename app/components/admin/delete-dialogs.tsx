import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { buttonStyles } from "./admin-ui";

const CONTENT =
  "fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-(--admin-surface) p-6 text-center text-(--admin-text) shadow-2xl";

type ConfirmDialogProps = {
  open: boolean;
  busy: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The staff area's delete confirmation, one pattern for every list (employees, articles, categories). */
export function ConfirmDeleteDialog({
  open,
  busy,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content className={CONTENT}>
          <div
            aria-hidden="true"
            className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-[#fff4d6] text-3xl font-black text-[#6b4e00]"
          >
            !
          </div>
          <AlertDialog.Title className="text-2xl font-extrabold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-(--admin-muted)">
            {text}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-center gap-3">
            <AlertDialog.Action asChild>
              <button
                type="button"
                className={buttonStyles.danger}
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {confirm}
              </button>
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonStyles.secondary} disabled={busy}>
              {cancel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function DeletedDialog({
  open,
  onOpenChange,
  title,
  text,
  ok,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  ok: string;
}) {
  const okButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content
          className={CONTENT}
          // The row whose Delete opened the first dialog is gone: focus OK, so Enter closes.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            okButton.current?.focus();
          }}
        >
          <div
            aria-hidden="true"
            className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-(--admin-success-bg) text-2xl font-black text-(--admin-success)"
          >
            ✓
          </div>
          <AlertDialog.Title className="text-2xl font-extrabold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-(--admin-muted)">
            {text}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-center">
            <AlertDialog.Action ref={okButton} className={buttonStyles.primary}>
              {ok}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * One row's delete on a list: the row asked about, then the spec's "Deleted!" dialog once the
 * action answered. `finish` takes the action's answer for the delete.
 */
export function useRowDelete<T>() {
  const [pending, setPending] = useState<T | null>(null);
  const [deletedOpen, setDeletedOpen] = useState(false);
  return {
    pending,
    ask: (row: T) => setPending(row),
    cancel: () => setPending(null),
    finish: (ok: boolean) => {
      setPending(null);
      if (ok) setDeletedOpen(true);
    },
    deletedOpen,
    setDeletedOpen,
  };
}

/** The confirmation and the "Deleted!" dialog of a list's row delete, with the screen's texts. */
export function RowDeleteDialogs<T>({
  flow,
  busy,
  texts,
  onConfirm,
}: {
  flow: ReturnType<typeof useRowDelete<T>>;
  busy: boolean;
  texts: {
    confirmTitle: string;
    confirmText: string;
    confirm: string;
    cancel: string;
    deletedTitle: string;
    deletedText: string;
    ok: string;
  };
  onConfirm: (row: T) => void;
}) {
  return (
    <>
      <ConfirmDeleteDialog
        open={flow.pending !== null}
        busy={busy}
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirm={texts.confirm}
        cancel={texts.cancel}
        onConfirm={() => flow.pending !== null && onConfirm(flow.pending)}
        onCancel={flow.cancel}
      />
      <DeletedDialog
        open={flow.deletedOpen}
        onOpenChange={flow.setDeletedOpen}
        title={texts.deletedTitle}
        text={texts.deletedText}
        ok={texts.ok}
      />
    </>
  );
}
