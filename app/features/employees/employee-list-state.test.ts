import { describe, expect, it } from "vitest";
import { readListState, toServiceQuery, withListState } from "./employee-list-state.ts";

describe("employee list state", () => {
  it("defaults to page 0, 10 rows, id descending", () => {
    expect(readListState(new URLSearchParams())).toEqual({
      page: 0,
      limit: 10,
      sortBy: "id",
      sortOrder: "desc",
      search: "",
    });
  });

  it("sends the zero-based interface page as page + 1", () => {
    expect(toServiceQuery(readListState(new URLSearchParams("page=0"))).page).toBe(1);
    expect(toServiceQuery(readListState(new URLSearchParams("page=2&limit=25")))).toMatchObject({
      page: 3,
      limit: 25,
    });
  });

  it("ignores hand-edited nonsense and keeps only non-default values in the URL", () => {
    expect(
      readListState(new URLSearchParams("page=-3&limit=7&sortBy=salary&sortOrder=up")),
    ).toMatchObject({
      page: 0,
      limit: 10,
      sortBy: "id",
      sortOrder: "desc",
    });
    const next = withListState(new URLSearchParams("search=ayu"), {
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(next.toString()).toBe("sortBy=name&sortOrder=asc&search=ayu");
  });
});
