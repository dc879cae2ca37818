import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigation } from "react-router";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { useReplyEffect } from "#app/lib/use-schema-form.ts";
import { type FormReply, isSaved, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import type { ListSelection } from "./list-selection.tsx";
import { useReplyFetcher } from "./use-reply-fetcher.ts";

/** True while the list's own address loads (a new page, sort or search). */
export function useListLoading(pathname: string) {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

/**
 * One row's delete through its route's action (`intent=delete`): the answer closes the
 * confirmation and opens the spec's "Deleted!" dialog through `finish`, or toasts `failed`.
 */
export function useRowDeleteCall(
  finish: (ok: boolean) => void,
  failed: string,
  onDeleted?: (reply: FormReply<unknown>) => void,
) {
  const fetcher = useFetcher<FormReply<unknown>>();
  useReplyEffect(fetcher.state === "idle" ? fetcher.data : undefined, (reply) => {
    finish(isSaved(reply));
    if (isSaved(reply)) onDeleted?.(reply);
    if (!isSaved(reply)) toast.error(failed);
  });
  return {
    busy: fetcher.state !== "idle",
    submitDelete: (fields: Record<string, string>) =>
      fetcher.submit({ intent: "delete", ...fields }, { method: "post" }),
  };
}

/** Why a bulk step was refused: the form's reason, else the first field's (the selection's). */
const describeBulkRefusal = (reply: FormReply<unknown>, fallback: string) =>
  readFormError(reply) ?? Object.values(readFieldErrors(reply))[0] ?? fallback;

/**
 * A selectable list's writes through its route action: a row's delete (answered in the
 * delete dialogs) and the bulk actions over the selection (answered by a toast).
 */
export function useListActions<K extends string | number>({
  selection,
  finishDelete,
  keyField,
  filters,
  deleteFailed,
  bulkFailed,
  onDeleted,
  toastBulkSaved,
}: {
  selection: Pick<ListSelection<K>, "addTo" | "clear">;
  finishDelete: (ok: boolean) => void;
  /** The form field that carries each ticked row's key. */
  keyField: string;
  /** The list's filters, sent when every matching row is selected. */
  filters: Record<string, string>;
  deleteFailed: string;
  bulkFailed: string;
  /** A row's delete was saved (its reply may carry an Undo). */
  onDeleted?: (reply: FormReply<unknown>) => void;
  /** How a saved bulk step is toasted, when not just its message (an Undo). */
  toastBulkSaved?: (reply: FormReply<unknown>) => void;
}) {
  const rowDelete = useRowDeleteCall(finishDelete, deleteFailed, onDeleted);
  const bulk = useReplyFetcher<unknown>({
    describeFailure: (reply) => describeBulkRefusal(reply, bulkFailed),
    onSaved: selection.clear,
    toastSaved: toastBulkSaved,
  });
  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    selection.addTo(body, keyField, filters);
    bulk.fetcher.submit(body, { method: "post" });
  };
  return {
    busy: rowDelete.busy || bulk.busy,
    submitBulk,
    submitDelete: rowDelete.submitDelete,
  };
}

/**
 * After a save the form comes back to the list with ?saved=<kind>: one toast, then `leave`
 * takes the address back to the list's own.
 */
export function useSavedToast(texts: Partial<Record<string, string>>, leave: () => void) {
  const location = useLocation();
  const saved = new URLSearchParams(location.search).get("saved");
  const text = saved && Object.hasOwn(texts, saved) ? texts[saved] : undefined;
  const toasted = useRef<string | null>(null);
  const latestLeave = useRef(leave);
  latestLeave.current = leave;
  useEffect(() => {
    // Once per arrival, so a slow reload is never restarted by a second replace.
    if (!text || toasted.current === location.key) return;
    toasted.current = location.key;
    toast.success(text);
    latestLeave.current();
  }, [text, location.key]);
}
