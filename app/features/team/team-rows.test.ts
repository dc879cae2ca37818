import { describe, expect, it } from "vitest";
import { DESKTOP_ROW_COUNT, MOBILE_ROW_COUNT, splitEvenly } from "./team-rows.ts";

const sizes = (count: number, rows: number) =>
  splitEvenly(
    Array.from({ length: count }, (_, index) => index),
    rows,
  ).map((row) => row.length);

describe("splitEvenly", () => {
  it("gives the spec's rows for 34 members", () => {
    expect(sizes(34, DESKTOP_ROW_COUNT)).toEqual([12, 11, 11]);
    expect(sizes(34, MOBILE_ROW_COUNT)).toEqual([9, 8, 9, 8]);
  });

  it("keeps every member once, in order, rows differing by at most one", () => {
    for (let count = 0; count <= 60; count += 1) {
      for (const rows of [DESKTOP_ROW_COUNT, MOBILE_ROW_COUNT]) {
        const split = splitEvenly(
          Array.from({ length: count }, (_, index) => index),
          rows,
        );
        expect(split.flat()).toEqual(Array.from({ length: count }, (_, index) => index));
        const lengths = split.map((row) => row.length);
        if (lengths.length)
          expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
        expect(lengths.every((length) => length > 0)).toBe(true);
      }
    }
  });
});
