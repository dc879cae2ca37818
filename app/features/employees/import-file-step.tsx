import { Download, FileUp } from "lucide-react";
import { useId, useState } from "react";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { toCsv } from "#contracts/csv-cells.ts";
import {
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  MAX_IMPORT_ROWS,
  type ParsedCsvRow,
  parseEmployeeCsv,
} from "#contracts/employee-csv.ts";
import { downloadCsv } from "./csv-download.ts";

const t = messages.admin.importWizard;

/** The rows of a chosen file, or why it cannot be imported. */
async function readEmployeeFile(file: File): Promise<{ rows: ParsedCsvRow[] } | { error: string }> {
  if (file.size > MAX_CSV_BYTES) return { error: t.tooLarge("5 MB") };
  if (!/\.(csv|txt)$/i.test(file.name) && !/csv|text\/plain|excel/i.test(file.type)) {
    return { error: t.notCsv };
  }
  const parsed = parseEmployeeCsv(await file.text());
  if (parsed.ok) return { rows: parsed.rows };
  if (parsed.error === "missing_columns") {
    return { error: t.missingColumns((parsed.missing ?? []).join(", ")) };
  }
  return { error: parsed.error === "too_many_rows" ? t.tooManyRows(MAX_IMPORT_ROWS) : t.emptyFile };
}

const downloadTemplate = () =>
  downloadCsv(
    "employees-template.csv",
    toCsv(CSV_COLUMNS, [["Ayu Lestari", 2001, "Designer", "Creative", "2024-03-01", "", "Active"]]),
  );

/** Step 1: choose a CSV (checked in the browser: size, type, columns, every row), or get the template. */
export function ImportFileStep({
  onRows,
}: {
  onRows: (rows: ParsedCsvRow[], fileName: string) => void;
}) {
  const inputId = useId();
  const [fileName, setFileName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File) => {
    setError(null);
    setFileName(file.name);
    const read = await readEmployeeFile(file);
    if ("error" in read) setError(read.error);
    else onRows(read.rows, file.name);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-(--admin-border) px-6 py-12 text-center hover:border-brand-orange focus-within:border-brand-orange"
      >
        <FileUp aria-hidden="true" className="size-8 text-(--admin-accent-text)" />
        <span className="font-bold">{t.chooseFile}</span>
        {fileName ? <span className="text-sm text-(--admin-muted)">{fileName}</span> : null}
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void pick(file);
          }}
        />
      </label>
      {error ? (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="mt-3 text-sm font-semibold text-(--admin-danger)"
        >
          {error}
        </p>
      ) : null}
      <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={downloadTemplate}>
        <Download aria-hidden="true" className="size-4" />
        {t.template}
      </button>
    </div>
  );
}
