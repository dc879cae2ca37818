import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFigure, formatIndonesianShortNumber, formatShortNumber } from "./format-number.ts";

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

describe("formatIndonesianShortNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [14_300, "14,3 rb"],
    [14_320, "14,32 rb"],
    [999_999, "1 juta"],
    [4_800_000, "4,8 juta"],
    [1_250_000_000, "1,25 miliar"],
    [2_400_000_000, "2,4 miliar"],
    [3e12, "3 triliun"],
    [-1500, "-1,5 rb"],
  ])("%d → %s", (value, expected) => {
    expect(formatIndonesianShortNumber(value)).toBe(expected);
  });

  it("never writes the M or B that reads as miliar", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        expect(formatIndonesianShortNumber(value)).not.toMatch(/[KMB]$/);
      }),
    );
  });
});

describe("formatFigure", () => {
  it("keeps the spec's helper and the stored suffix in English", () => {
    expect(formatFigure(4_800_000, "en")).toBe("4,8M");
    expect(formatFigure(2_400_000_000, "en", " IDR")).toBe("2,4B IDR");
    expect(formatFigure(52, "en", "%")).toBe("52%");
  });

  it("writes the Indonesian words and puts rupiah first in Indonesian", () => {
    expect(formatFigure(4_800_000, "id")).toBe("4,8 juta");
    expect(formatFigure(2_400_000_000, "id", " IDR")).toBe("Rp2,4 miliar");
    expect(formatFigure(350, "id", "+")).toBe("350+");
    expect(formatFigure(4.2, "id", "x")).toBe("4,2x");
  });
});
