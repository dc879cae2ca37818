import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatShortNumber } from "./format-number";

describe("formatShortNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [999.5, "999,5"],
    [12.345, "12,35"],
    [1000, "1K"],
    [1500, "1,5K"],
    [1234, "1,23K"],
    [10_050, "10,05K"],
    [999_999, "1M"],
    [1_000_000, "1M"],
    [2_750_000, "2,75M"],
    [999_999_999, "1B"],
    [1e9, "1B"],
    [1.5e12, "1.500B"],
    [-999, "-999"],
    [-1500, "-1,5K"],
    [-1e9, "-1B"],
    [-0.001, "0"],
  ])("%d → %s", (value, expected) => {
    expect(formatShortNumber(value)).toBe(expected);
  });

  it("never goes above the chosen maximum unit", () => {
    expect(formatShortNumber(1e9, "M")).toBe("1.000M");
    expect(formatShortNumber(2_500_000, "K")).toBe("2.500K");
    expect(formatShortNumber(999_999, "K")).toBe("1.000K");
    expect(formatShortNumber(1500, "K")).toBe("1,5K");
  });

  it("keeps at most two decimals and no trailing zeros", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const text = formatShortNumber(value);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d{0,1}[1-9])?[KMB]?$/);
      }),
    );
  });
});
