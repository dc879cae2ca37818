import { EMPLOYEE_SORT_FIELDS } from "#contracts/employee-schema.ts";

export type SortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
export type ListState = {
  /** Zero-based, as the interface counts; the API gets page + 1. */
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: "asc" | "desc";
  search: string;
};

export const DEFAULT_LIST_STATE: ListState = {
  page: 0,
  limit: 10,
  sortBy: "id",
  sortOrder: "desc",
  search: "",
};

const LIMITS = [10, 25, 50, 100];

/** Reads the list state from the address bar; anything odd falls back to the defaults. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  const sortBy = params.get("sortBy") as SortField;
  const sortOrder = params.get("sortOrder");
  return {
    page: Number.isInteger(page) && page >= 0 && page < 1_000_000 ? page : 0,
    limit: LIMITS.includes(limit) ? limit : DEFAULT_LIST_STATE.limit,
    sortBy: EMPLOYEE_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULT_LIST_STATE.sortBy,
    sortOrder:
      sortOrder === "asc" || sortOrder === "desc" ? sortOrder : DEFAULT_LIST_STATE.sortOrder,
    search: (params.get("search") ?? "").slice(0, 200),
  };
}

/** The address bar keeps only what differs from the defaults. */
export function withListState(params: URLSearchParams, changes: Partial<ListState>) {
  const next = { ...readListState(params), ...changes };
  const out = new URLSearchParams();
  for (const key of ["page", "limit", "sortBy", "sortOrder", "search"] as const) {
    if (next[key] !== DEFAULT_LIST_STATE[key]) out.set(key, String(next[key]));
  }
  return out;
}

/** The list's address for a state: /admin/employee plus only what differs from the defaults. */
export function listHref(params: URLSearchParams) {
  const text = params.toString();
  return text ? `/admin/employee?${text}` : "/admin/employee";
}

/** The service's query for a state (one-based page, as the API counts). */
export function toServiceQuery(state: ListState) {
  return {
    page: state.page + 1,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    search: state.search,
  };
}
