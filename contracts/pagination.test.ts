import { describe, expect, it } from "vitest";
import { buildPagination } from "./pagination.ts";

describe("buildPagination", () => {
  it("describes a middle page in both shapes", () => {
    expect(buildPagination(2, 10, 35)).toEqual({
      currentPage: 2,
      perPage: 10,
      limit: 10,
      total: 35,
      totalCount: 35,
      lastPage: 4,
      totalPages: 4,
      nextPage: 3,
      prevPage: 1,
      beginData: 11,
      endData: 20,
    });
  });

  it("handles an empty list and a page past the end", () => {
    expect(buildPagination(1, 10, 0)).toMatchObject({
      lastPage: 1,
      nextPage: null,
      prevPage: null,
      beginData: 0,
      endData: 0,
    });
    expect(buildPagination(9, 10, 35)).toMatchObject({
      nextPage: null,
      prevPage: 4,
      beginData: 0,
      endData: 0,
    });
  });
});
