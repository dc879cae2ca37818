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
  const beginData = total === 0 ? 0 : Math.min(total, (page - 1) * limit + 1);
  const endData = Math.min(total, page * limit);
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
    beginData: beginData > endData ? 0 : beginData,
    endData: beginData > endData ? 0 : endData,
  };
}
