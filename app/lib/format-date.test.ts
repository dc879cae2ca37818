import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";
import { formatDateTime, formatDay } from "./format-staff-date";

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

describe("formatDateTime", () => {
  it("shows a moment in Jakarta time, the same whatever the machine's zone", () => {
    // The same sign-in read 09:05 on Staff accounts and 16:05 in the audit log.
    expect(formatDateTime("2026-11-23T09:05:00Z")).toBe("23 Nov 2026, 16:05");
    expect(formatDateTime("2026-12-31T20:30:00Z")).toBe("1 Jan 2027, 03:30");
    expect(formatDateTime("2026-08-05T01:02:00Z", "id")).toBe("5 Agustus 2026 08.02");
    expect(formatDateTime("2026-11-23T09:05:00Z", "id")).toBe("23 November 2026 16.05");
    expect(formatDateTime("2026-12-31T20:30:00Z", "id")).toBe("1 Januari 2027 03.30");
    expect(formatDateTime("nope")).toBe("");
  });
});

describe("formatDay", () => {
  it("writes a calendar day in each staff language, whatever the time zone", () => {
    expect(formatDay("2020-01-15")).toBe("15 Jan 2020");
    expect(formatDay("2020-01-15", "id")).toBe("15 Januari 2020");
    expect(formatDay("2026-12-01", "id")).toBe("1 Desember 2026");
    expect(formatDay("nope")).toBe("");
  });
});
