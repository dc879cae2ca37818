import { useRef } from "react";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { FormReply } from "#contracts/form-reply.ts";

const t = messages.admin.employees;

/** What a delete's reply carries for its Undo (ADR 0017). */
type Undoable = { undoToken: string; undoSeconds: number; summary?: string };

const readUndoable = (reply: FormReply<unknown>): Undoable | null => {
  const result = reply.result as Partial<Undoable> | undefined;
  return typeof result?.undoToken === "string" && typeof result.undoSeconds === "number"
    ? { undoToken: result.undoToken, undoSeconds: result.undoSeconds, summary: result.summary }
    : null;
};

/** A toast that is shown for less than this is not worth offering: the Undo would come too late. */
const MIN_OFFER_MS = 1500;

/**
 * Undo after a delete: a toast whose Undo button (reached with Tab, or Alt+T, and announced by
 * the toast region) posts the delete's token back while the server still keeps the rows. A
 * bulk delete offers it at once; a row's delete once the spec's "Deleted!" dialog is closed,
 * for what is left of the window.
 */
export function useUndoDelete() {
  const undo = useReplyFetcher();
  const pending = useRef<{ undoable: Undoable; until: number } | null>(null);

  const offer = (message: string, undoable: Undoable, until: number) => {
    const remaining = until - Date.now();
    if (remaining < MIN_OFFER_MS) return;
    toast.success(message, {
      duration: remaining,
      action: {
        label: t.undo,
        onClick: () =>
          undo.fetcher.submit(
            { intent: "undo-delete", token: undoable.undoToken },
            { method: "post" },
          ),
      },
    });
  };
  const deadline = (undoable: Undoable) => Date.now() + (undoable.undoSeconds - 1) * 1000;

  return {
    busy: undo.busy,
    /** A bulk delete was saved: its message with Undo, or the message alone. */
    toastBulkSaved: (reply: FormReply<unknown>) => {
      const undoable = readUndoable(reply);
      if (undoable && reply.message) offer(reply.message, undoable, deadline(undoable));
      else if (reply.message) toast.success(reply.message);
    },
    /** A row's delete was saved: keep its Undo for when the "Deleted!" dialog closes. */
    keepRowUndo: (reply: FormReply<unknown>) => {
      const undoable = readUndoable(reply);
      pending.current = undoable ? { undoable, until: deadline(undoable) } : null;
    },
    /** The "Deleted!" dialog closed: offer the row's Undo for the rest of its window. */
    offerRowUndo: () => {
      const kept = pending.current;
      pending.current = null;
      if (kept)
        offer(kept.undoable.summary ?? t.deleteDialog.deletedText, kept.undoable, kept.until);
    },
  };
}
