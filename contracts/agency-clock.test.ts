import { describe, expect, it } from "vitest";
import {
  agencyDay,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  fromAgencyWallClock,
  startOfAgencyDay,
  toAgencyWallClock,
} from "./agency-clock.ts";

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

  it("writes a calendar day in each staff language, whatever the time zone", () => {
    expect(formatDate("2020-01-15", "en", "medium")).toBe("15 Jan 2020");
    expect(formatDate("2020-09-15", "en", "medium")).toBe("15 Sep 2020");
    expect(formatDate("2020-01-15", "id", "medium")).toBe("15 Januari 2020");
    expect(formatDate("2026-12-01", "id", "medium")).toBe("1 Desember 2026");
  });

  it("writes a chart's day and short month", () => {
    expect(formatDate("2026-11-05", "en", "short")).toBe("5 Nov");
    expect(formatDate("2026-08-05", "id", "short")).toBe("5 Agu");
  });

  it("returns nothing for a value that is not a date", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDate("2026-13-01", "id", "medium")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("shows a moment in Jakarta time, the same whatever the machine's zone", () => {
    // The same sign-in read 09:05 on Staff accounts and 16:05 in the audit log.
    expect(formatDateTime("2026-11-23T09:05:00Z")).toBe("23 Nov 2026, 16:05");
    expect(formatDateTime("2026-12-31T20:30:00Z")).toBe("1 Jan 2027, 03:30");
    expect(formatDateTime("2026-12-31T17:00:00Z")).toBe("1 Jan 2027, 00:00");
    expect(formatDateTime("2026-08-05T01:02:00Z", "id")).toBe("5 Agustus 2026 08.02");
    expect(formatDateTime("2026-11-23T09:05:00Z", "id")).toBe("23 November 2026 16.05");
    expect(formatDateTime("2026-12-31T20:30:00Z", "id")).toBe("1 Januari 2027 03.30");
    expect(formatDateTime("nope")).toBe("");
  });
});

describe("formatTime", () => {
  it("writes the agency's time of day with its zone, in each language's style", () => {
    expect(formatTime("2026-03-02T07:05:00Z", "en")).toBe("14:05 WIB");
    expect(formatTime("2026-03-02T17:30:00Z", "id")).toBe("00.30 WIB");
    expect(formatTime("nope", "en")).toBe("");
  });
});

describe("formatNumber", () => {
  it("groups and marks decimals the reader's way", () => {
    expect(formatNumber(12_345, "en")).toBe("12,345");
    expect(formatNumber(12_345, "id")).toBe("12.345");
    expect(formatNumber(1234.5, "id")).toBe("1.234,5");
    expect(formatNumber(0.125, "en")).toBe("0.13");
  });
});

describe("the agency's days", () => {
  it("reads a moment's wall clock and day in Jakarta", () => {
    expect(toAgencyWallClock("2026-11-27T07:05:09.500Z")).toBe("2026-11-27T14:05:09");
    expect(agencyDay(new Date("2026-12-31T16:59:59Z"))).toBe("2026-12-31");
    expect(agencyDay(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
    expect(toAgencyWallClock("nope")).toBe("");
  });

  it("turns a Jakarta wall clock back into the moment", () => {
    expect(fromAgencyWallClock("2026-01-02T10:00").toISOString()).toBe("2026-01-02T03:00:00.000Z");
    expect(startOfAgencyDay("2027-01-01").toISOString()).toBe("2026-12-31T17:00:00.000Z");
  });
});
