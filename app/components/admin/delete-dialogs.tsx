import { AlertDialog } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import { buttonStyles } from "./admin-ui.tsx";

const CONTENT =
  "fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-(--admin-surface) p-6 text-center text-(--admin-text) shadow-2xl";

/** The frame both dialogs share: a round icon over the title and text, then the buttons. */
function DialogFrame({
  open,
  onOpenChange,
  onOpenAutoFocus,
  iconClass,
  icon,
  title,
  text,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenAutoFocus?: (event: Event) => void;
  iconClass: string;
  icon: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content className={CONTENT} onOpenAutoFocus={onOpenAutoFocus}>
          <div
            aria-hidden="true"
            className={`mx-auto mb-4 grid size-14 place-items-center rounded-full ${iconClass}`}
          >
            {icon}
          </div>
          <AlertDialog.Title className="text-2xl font-extrabold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-(--admin-muted)">
            {text}
          </AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

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
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      iconClass="bg-[#fff4d6] text-3xl font-black text-[#6b4e00]"
      icon="!"
      title={title}
      text={text}
    >
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
    </DialogFrame>
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      // The row whose Delete opened the first dialog is gone: focus OK, so Enter closes.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        okButton.current?.focus();
      }}
      iconClass="bg-(--admin-success-bg) text-2xl font-black text-(--admin-success)"
      icon="✓"
      title={title}
      text={text}
    >
      <div className="mt-6 flex justify-center">
        <AlertDialog.Action ref={okButton} className={buttonStyles.primary}>
          {ok}
        </AlertDialog.Action>
      </div>
    </DialogFrame>
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
    setDeletedOpen: (open: boolean) => setDeletedOpen(open),
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
