/**
 * Writing CSV that is safe to open in a spreadsheet, for every export (employees, leads).
 *
 * A spreadsheet runs a cell that starts with = + - @ (also after spaces or a quote), tab or CR
 * as a formula (OWASP "CSV injection"). Quoting a value per RFC 4180 is not enough: Excel in an
 * Indonesian or European locale splits lines at `;`, where a `,` file's quotes no longer line
 * up, so a company "PT Maju;=1+1;Tbk" opens as a cell "=1+1". Every place a cell can begin
 * under either separator (the value's start and after each `,` `;` CR or LF in it) gets a `'`
 * when the text there would start a formula.
 */

/** Where a cell may begin inside a value, under a `,` or `;` separator or a broken quote. */
const SEGMENT_START = String.raw`(?<=^|[,;\r\n])`;
/** A formula after optional spaces and quotes (a leading `'` too, so the guard can be undone). */
const FORMULA = String.raw`(?:[^\S\r\n]|["'])*[=+\-@]|'*[\t\r]`;

const unguarded = new RegExp(`${SEGMENT_START}(?=${FORMULA})`, "g");
const guarded = new RegExp(`${SEGMENT_START}'(?=${FORMULA})`, "g");

/**
 * A whole cell that is a phone number in E.164 ("+6281234567890"): a spreadsheet reads it as
 * that number and nothing else (no function, no reference), so it stays as written; a `'`
 * before it is what made sales see three formats of one number (issue 42).
 */
export const E164_CELL = /^\+[1-9][0-9]{7,14}$/;

/** Prefixes `'` to every segment of the value that a spreadsheet would run as a formula. */
export function guardCsvFormulas(value: string) {
  return E164_CELL.test(value) ? value : value.replace(unguarded, "'");
}

/** Undoes guardCsvFormulas exactly, so an exported file imports back unchanged. */
export function unguardCsvFormulas(value: string) {
  return value.replace(guarded, "");
}

/** A cell safe to open in a spreadsheet: formulas are neutralised, quoting per RFC 4180. */
export function toCsvCell(value: string | number | null | undefined) {
  const text = guardCsvFormulas(value === null || value === undefined ? "" : String(value));
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The separators an export offers: `;` is what Excel with Indonesian regional settings expects. */
export const CSV_SEPARATORS = { comma: ",", semicolon: ";" } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

export function toCsv(
  header: readonly string[],
  rows: (string | number | null | undefined)[][],
  separator: CsvSeparator = "comma",
) {
  const cell = CSV_SEPARATORS[separator];
  return `${[header, ...rows].map((row) => row.map(toCsvCell).join(cell)).join("\r\n")}\r\n`;
}
