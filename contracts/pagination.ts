export type Pagination = {
  currentPage: number;
  perPage: number;
  limit: number;
  total: number;
  totalCount: number;
  lastPage: number;
  totalPages: number;
  nextPage: number | null;
  prevPage: number | null;
  beginData: number;
  endData: number;
};

/** Both pagination shapes of the spec in one object: the article list's and the default one. */
export function buildPagination(page: number, limit: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const offset = (page - 1) * limit;
  const onPage = offset < total;
  const beginData = onPage ? offset + 1 : 0;
  const endData = onPage ? Math.min(total, page * limit) : 0;
  return {
    currentPage: page,
    perPage: limit,
    limit,
    total,
    totalCount: total,
    lastPage,
    totalPages: lastPage,
    nextPage: page < lastPage ? page + 1 : null,
    prevPage: page > 1 ? Math.min(page - 1, lastPage) : null,
    beginData,
    endData,
  };
}
