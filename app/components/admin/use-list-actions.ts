import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigation } from "react-router";
import { translateError } from "../../lib/translate-error";
import { toast } from "../ui/lazy-toaster";
import type { ListSelection } from "./list-selection";
import { type StaffActionResult, useFetcherResult } from "./use-action-call";

/** True while the list's own address loads (a new page, sort or search). */
export function useListLoading(pathname: string) {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

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
}: {
  selection: Pick<ListSelection<K>, "addTo" | "clear">;
  finishDelete: (ok: boolean) => void;
  /** The form field that carries each ticked row's key. */
  keyField: string;
  /** The list's filters, sent when every matching row is selected. */
  filters: Record<string, string>;
  deleteFailed: string;
  bulkFailed: string;
}) {
  const fetcher = useFetcher<StaffActionResult>();
  useFetcherResult(fetcher, (result) => {
    if (result.intent === "delete") {
      finishDelete(result.ok);
      if (!result.ok) toast.error(deleteFailed);
      return;
    }
    if (result.ok) {
      toast.success(result.message);
      selection.clear();
    } else toast.error(translateError(result.message) || bulkFailed);
  });
  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    selection.addTo(body, keyField, filters);
    fetcher.submit(body, { method: "post" });
  };
  const submitDelete = (fields: Record<string, string>) =>
    fetcher.submit({ intent: "delete", ...fields }, { method: "post" });
  return { busy: fetcher.state !== "idle", submitBulk, submitDelete };
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
