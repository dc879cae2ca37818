import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the spec's MMMM DD, YYYY in English", () => {
    expect(formatDate("2026-11-05T03:00:00Z", "en")).toBe("November 05, 2026");
  });

  it("writes the day first in Indonesian", () => {
    expect(formatDate("2026-11-23T03:00:00Z", "id")).toBe("23 November 2026");
    expect(formatDate("2026-08-05T03:00:00Z", "id")).toBe("5 Agustus 2026");
  });

  it("counts the day in Jakarta time", () => {
    // 20:00 UTC on the 31st is already the 1st in Jakarta.
    expect(formatDate("2026-12-31T20:00:00Z", "id")).toBe("1 Januari 2027");
    expect(formatDate("2026-12-31T20:00:00Z", "en")).toBe("January 01, 2027");
  });

  it("returns nothing for a value that is not a date", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});
