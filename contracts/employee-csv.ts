import Papa from "papaparse";
import { z } from "zod";
import { toCsv, unguardCsvFormulas } from "./csv-cells.ts";
import {
  type EmployeeData,
  type EmployeeInput,
  employeeInputSchema,
  toEmployeeStatus,
} from "./employee-schema.ts";
import type { Locale } from "./locale.ts";
import { errorTexts, toFieldMessages } from "./messages/error-text.ts";
import { msg } from "./messages/message.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import { optionalText } from "./schema-helpers.ts";

/** The CSV columns of spec section 3, in this order, and the employee field each one fills. */
export const CSV_COLUMNS = [
  "nama",
  "nomor",
  "jabatan",
  "departmen",
  "tanggal_masuk",
  "foto",
  "status",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = [
  "nama",
  "nomor",
  "jabatan",
  "departmen",
  "tanggal_masuk",
  "status",
];

const FIELD_BY_COLUMN: Record<CsvColumn, keyof EmployeeInput> = {
  nama: "name",
  nomor: "number",
  jabatan: "position",
  departmen: "department",
  tanggal_masuk: "joinDate",
  foto: "photo",
  status: "status",
};
const COLUMN_BY_FIELD = Object.fromEntries(
  Object.entries(FIELD_BY_COLUMN).map(([column, field]) => [field, column]),
) as Record<string, CsvColumn>;

export const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** The rows of one import, whether a CSV file through the staff screen or one API request. */
export const MAX_IMPORT_ROWS = 20_000;

export type CsvRow = Record<CsvColumn, string>;

export type ParsedCsvRow = {
  /** Line number in the file as a spreadsheet shows it (the header is line 1). */
  line: number;
  raw: CsvRow;
  name: string;
  data?: EmployeeData;
  /** Problems per CSV column ("_" for the row as a whole). */
  errors?: Record<string, string>;
  /** The number was already used by an earlier line of the same file. */
  duplicate?: boolean;
};

export type ParsedCsv =
  | { ok: true; rows: ParsedCsvRow[] }
  | { ok: false; error: "empty" | "missing_columns" | "too_many_rows"; missing?: string[] };

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Spreadsheets often save dates as 31/01/2024; anything else goes to the schema unchanged. */
export function normaliseDate(value: string) {
  const match = DMY.exec(value.trim());
  if (!match) return value.trim();
  const [, day, month, year] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** English or Indonesian status words (aktif, kontrak, magang...) become the stored status. */
function normaliseStatus(value: string) {
  return toEmployeeStatus(value.trim()) as string;
}

/** nomor becomes an integer; "12abc" or "1.5" is an error, not a silent 12. */
function toNumber(value: string): number | string {
  const trimmed = value.trim().replace(/^\+/, "");
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : value.trim() === "" ? "" : Number.NaN;
}

/** A CSV row as the schema's input, and as the import sends it (JSON): its cells, nomor read. */
export type CsvEmployeeInput = Record<"name" | "position" | "department" | "joinDate", string> & {
  number: number | string;
  status: string;
  photo?: string;
  photoPath: null;
};

export function toEmployeeInput(raw: CsvRow): CsvEmployeeInput {
  return {
    name: raw.nama,
    number: toNumber(raw.nomor),
    position: raw.jabatan,
    department: raw.departmen,
    joinDate: normaliseDate(raw.tanggal_masuk),
    photo: raw.foto?.trim() ? raw.foto.trim() : undefined,
    status: normaliseStatus(raw.status),
    photoPath: null,
  };
}

/** Reasons per field (toFieldErrors) as the CSV's columns name them. */
export function columnErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, reason] of Object.entries(fields)) {
    errors[COLUMN_BY_FIELD[field] ?? "_"] ??= reason;
  }
  return errors;
}

/** A row's reasons in one language, as "column: reason; column: reason". */
export function describeErrors(errors: Record<string, string>, locale: Locale) {
  return Object.entries(errorTexts(errors, locale))
    .map(([column, reason]) => (column === "_" ? reason : `${column}: ${reason}`))
    .join("; ");
}

/**
 * Parses an employee CSV with a header row: a UTF-8 BOM, CRLF line ends, quoted fields with
 * commas or line breaks, and `;` as separator are all accepted; blank lines are skipped.
 * Every row is checked with the same schema as the form and the API before anything is sent.
 */
export function parseEmployeeCsv(text: string): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, "");
  const result = Papa.parse<Record<string, string>>(clean, {
    header: true,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
    transformHeader: (header) =>
      header
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase(),
  });
  const headers = result.meta.fields ?? [];
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !headers.includes(column));
  if (headers.length === 0 || (result.data.length === 0 && missing.length === 0)) {
    return { ok: false, error: "empty" };
  }
  if (missing.length > 0) return { ok: false, error: "missing_columns", missing };
  if (result.data.length > MAX_IMPORT_ROWS) return { ok: false, error: "too_many_rows" };

  const seenNumbers = new Map<number, number>();
  const lineOf = lineCounter(clean);
  const rows = result.data.map((record, index): ParsedCsvRow => {
    const raw = Object.fromEntries(
      CSV_COLUMNS.map((column) => [column, unguardCsvFormulas(String(record[column] ?? ""))]),
    ) as CsvRow;
    const row = checkCsvRow(lineOf(index), raw, (number) => seenNumbers.get(number));
    if (row.data) seenNumbers.set(row.data.number, row.line);
    return row;
  });
  return { ok: true, rows };
}

/**
 * One row of a file checked with the employee schema, as the preview shows it (also after a
 * cell is edited there); `lineWithNumber` names another line of the file with the same number.
 */
export function checkCsvRow(
  line: number,
  raw: CsvRow,
  lineWithNumber: (number: number) => number | undefined,
): ParsedCsvRow {
  const parsed = employeeInputSchema.safeParse(toEmployeeInput(raw));
  const name = raw.nama.trim();
  if (!parsed.success)
    return { line, raw, name, errors: columnErrors(toFieldMessages(parsed.error)) };
  const otherLine = lineWithNumber(parsed.data.number);
  if (otherLine !== undefined) {
    return {
      line,
      raw,
      name,
      duplicate: true,
      errors: { nomor: msg("duplicateNumber", parsed.data.number, otherLine) },
    };
  }
  return { line, raw, name, data: parsed.data };
}

/** Line numbers of data rows, counting quoted line breaks and skipped blank lines. */
function lineCounter(text: string) {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let rowStart = 1;
  let rowHasContent = false;
  let header = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') inQuotes = !inQuotes;
    if ((char === "\n" || char === "\r") && !inQuotes) {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      if (rowHasContent) {
        if (header) header = false;
        else starts.push(rowStart);
      }
      line += 1;
      rowStart = line;
      rowHasContent = false;
      continue;
    }
    if (char === "\n") line += 1;
    if (!/[\s,;]/.test(char)) rowHasContent = true;
  }
  if (rowHasContent && !header) starts.push(rowStart);
  return (index: number) => starts[index] ?? index + 2;
}

export function employeeToCsvRow(employee: {
  name: string;
  number: number;
  position: string;
  department: string;
  joinDate: string;
  photo: string | null;
  status: string;
}) {
  return [
    employee.name,
    employee.number,
    employee.position,
    employee.department,
    employee.joinDate,
    employee.photo ?? "",
    employee.status,
  ];
}

/** The rejected rows with their reason in an extra column, ready to fix and upload again. */
export function buildRejectedCsv(rows: { raw: CsvRow; reason: string }[], errorColumn = "error") {
  return toCsv(
    [...CSV_COLUMNS, errorColumn],
    rows.map(({ raw, reason }) => [...CSV_COLUMNS.map((column) => raw[column]), reason]),
  );
}

/** What an import does with a row whose number an employee already has. */
export const EXISTING_MODES = ["skip", "update"] as const;
export type ExistingMode = (typeof EXISTING_MODES)[number];

/** One import (the staff screen's CSV file, or POST /api/v1/employees/batch): rows as parsed. */
export const employeeImportSchema = z.object({
  rows: z
    .array(z.unknown(), { error: "rows must be a list" })
    .min(1, msg("sendRows"))
    .max(MAX_IMPORT_ROWS, msg("sendAtMostRows", MAX_IMPORT_ROWS)),
  /** The file the rows came from, for the audit log. */
  file: optionalText(255),
  /**
   * A row whose number an employee already has: `skip` reports it as a duplicate (the default,
   * as before), `update` replaces that employee's fields with the row's.
   */
  existing: z.enum(EXISTING_MODES, { error: "existing must be update or skip" }).default("skip"),
});
export type EmployeeImport = z.output<typeof employeeImportSchema>;

/** The import wizard's two calls to the list's action, as JSON. */
export const employeeImportCallSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("check-numbers"),
    numbers: z.array(z.number().int().min(0).max(MAX_ROW_ID)).max(MAX_IMPORT_ROWS),
  }),
  employeeImportSchema.extend({ intent: z.literal("import") }),
]);

export type BatchRowResult =
  | { index: number; status: "created"; id: number }
  | { index: number; status: "updated"; id: number }
  | { index: number; status: "duplicate"; reason: string }
  | { index: number; status: "failed"; reason: string; fields?: Record<string, string> };

/** What an import answers: one result per row, in order, and their counts. */
export type EmployeeImportReport = {
  results: BatchRowResult[];
  summary: Record<BatchRowResult["status"], number>;
};
