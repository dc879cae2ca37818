import { useEffect, useState } from "react";

/**
 * The ticked rows of an admin list, or every row matching its search ("all matching"). A new
 * page, search or filter (another `listKey`) starts the selection again.
 */
export function useListSelection<K extends string | number>(
  pageKeys: K[],
  totalCount: number,
  listKey: string,
) {
  const [selected, setSelected] = useState<ReadonlySet<K>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's address is the trigger
  useEffect(clear, [listKey]);
  const wholePage = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  return {
    count: allMatching ? totalCount : selected.size,
    wholePage,
    allMatching,
    /** More rows match than the page shows, and the whole page is ticked. */
    canSelectAllMatching: wholePage && totalCount > pageKeys.length,
    selectAllMatching: () => setAllMatching(true),
    clear,
    isSelected: (key: K) => allMatching || selected.has(key),
    toggle: (key: K, on: boolean) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      });
    },
    togglePage: (on: boolean) => {
      setAllMatching(false);
      setSelected(on ? new Set(pageKeys) : new Set());
    },
    /** Puts the selection in a bulk form: scope=matching with the list's filters, or each key. */
    addTo: (body: FormData, keyField: string, filters: Record<string, string>) => {
      if (allMatching) {
        body.set("scope", "matching");
        for (const [name, value] of Object.entries(filters)) body.set(name, value);
      } else for (const key of selected) body.append(keyField, String(key));
    },
  };
}

export type ListSelection<K extends string | number> = ReturnType<typeof useListSelection<K>>;

/** Under a fully ticked page: the offer to select every matching row, or that it is done. */
export function SelectAllMatching({
  selection,
  offer,
  done,
}: {
  selection: Pick<
    ListSelection<string | number>,
    "canSelectAllMatching" | "allMatching" | "selectAllMatching"
  >;
  offer: string;
  done: string;
}) {
  if (!selection.canSelectAllMatching) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 border-b border-(--admin-border) px-4 py-2 text-sm">
      {selection.allMatching ? (
        done
      ) : (
        <button
          type="button"
          className="font-bold text-(--admin-link,inherit) underline underline-offset-2"
          onClick={selection.selectAllMatching}
        >
          {offer}
        </button>
      )}
    </p>
  );
}
