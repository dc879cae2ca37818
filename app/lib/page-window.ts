/**
 * The page numbers a pager shows: the first, the last and the neighbours of the current one,
 * "gap" where numbers are left out (1 … 4 5 6 … 28).
 */
export function pageWindow(page: number, lastPage: number): (number | "gap")[] {
  const pages = new Set([1, lastPage, page - 1, page, page + 1]);
  const sorted = [...pages]
    .filter((value) => value >= 1 && value <= lastPage)
    .sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const value of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && value - previous > 1) result.push("gap");
    result.push(value);
  }
  return result;
}
