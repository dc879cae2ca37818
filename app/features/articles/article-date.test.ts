import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./article-date";

describe("formatArticleDate", () => {
  it("formats as MMMM DD, YYYY with a zero-padded day", () => {
    expect(formatArticleDate("2026-11-05T03:00:00Z")).toBe("November 05, 2026");
    expect(formatArticleDate("2026-01-21T10:00:00Z")).toBe("January 21, 2026");
  });

  it("uses Jakarta's calendar day", () => {
    expect(formatArticleDate("2026-12-31T18:00:00Z")).toBe("January 01, 2027");
    expect(formatArticleDate("2026-12-31T16:59:59Z")).toBe("December 31, 2026");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatArticleDate("not a date")).toBe("");
  });
});
