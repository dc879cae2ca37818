import { describe, expect, it } from "vitest";
import { guardCsvFormulas, toCsv, unguardCsvFormulas } from "./csv-cells.ts";
import { findFormulaCells } from "./testing/find-formula-cells.ts";

const TRICKY = [
  "PT Maju;=1+1;Tbk",
  "a,=1",
  ' "=1+1"',
  "x; @SUM(A1)",
  "line\n+1",
  "\r=1",
  "\tindent",
  "a;\t=1",
  "'=already quoted",
  "a;'=b",
  "'' \"'-3",
  "-",
  "plain text; with, separators",
  "2024-03-01",
];

describe("CSV formula guard", () => {
  it("prefixes ' to each segment that would start a formula under , or ;", () => {
    expect(guardCsvFormulas("PT Maju;=1+1;Tbk")).toBe("PT Maju;'=1+1;Tbk");
    expect(guardCsvFormulas("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(guardCsvFormulas('a, "+1"')).toBe(`a,' "+1"`);
    expect(guardCsvFormulas("Jl. Sudirman 5; Jakarta")).toBe("Jl. Sudirman 5; Jakarta");
  });

  it("is undone exactly by unguardCsvFormulas", () => {
    for (const value of TRICKY) {
      expect(unguardCsvFormulas(guardCsvFormulas(value))).toBe(value);
    }
  });

  it("writes files with no formula cell whichever separator a spreadsheet uses", () => {
    const csv = toCsv(
      ["id", "value", "after"],
      TRICKY.map((value, index) => [index + 1, value, value]),
    );
    expect(findFormulaCells(csv)).toEqual([]);
  });
});
