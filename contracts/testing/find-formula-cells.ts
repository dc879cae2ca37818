import Papa from "papaparse";
import { E164_CELL } from "#contracts/csv-cells.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cells of a CSV file that a spreadsheet would run as formulas, when it reads the file with
 * `,` as separator and when it reads it with `;` (Excel in an Indonesian or European locale).
 * A cell counts when it starts with = + - @ tab or CR, also after leading spaces or quotes;
 * a whole cell that is an E.164 phone number ("+6281234567890") is a number, not a formula.
 */
export function findFormulaCells(csv: string) {
  const text = csv.replace(/^\uFEFF/, "");
  return [",", ";"].flatMap((delimiter) =>
    Papa.parse<string[]>(text, { delimiter })
      .data.flat()
      .filter((cell) => !E164_CELL.test(cell))
      .filter((cell) => FORMULA_START.test(cell) || FORMULA_START.test(cell.replace(/^[\s"]+/, "")))
      .map((cell) => `${delimiter} ${JSON.stringify(cell)}`),
  );
}
