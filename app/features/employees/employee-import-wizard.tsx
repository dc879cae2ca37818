import { CheckCircle2, Download, FileUp, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toCsv } from "../../../contracts/csv-cells";
import {
  type BatchRowResult,
  buildRejectedCsv,
  CSV_COLUMNS,
  type CsvRow,
  describeErrors,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  type ParsedCsvRow,
  parseEmployeeCsv,
  toEmployeeInput,
} from "../../../contracts/employee-csv";
import { Badge, buttonStyles, cx, ScrollRegion, Spinner } from "../../components/admin/admin-ui";
import { toast } from "../../components/ui/lazy-toaster";
import { messages } from "../../lib/staff-messages";
import { translateError, translateReason } from "../../lib/translate-error";

const t = messages.admin.importWizard;
const PREVIEW_LIMIT = 200;
const LIST_ACTION = "/admin/employee";

type Step = "pick" | "preview" | "import" | "done";
type Rejected = { raw: CsvRow; reason: string; name: string };
type Summary = { created: number; failed: number; duplicates: number; rejected: Rejected[] };
type CheckAnswer = { ok: true; intent: "check-numbers"; taken: number[] };
type ImportAnswer =
  | {
      ok: true;
      intent: "import";
      results: BatchRowResult[];
      summary: { created: number; failed: number; duplicate: number };
    }
  | { ok: false; intent: "import"; message: string };

/** Rows whose number an employee already has become duplicates in the preview. */
export function markTaken(rows: ParsedCsvRow[], taken: number[]): ParsedCsvRow[] {
  const set = new Set(taken);
  return rows.map((row) =>
    row.data && set.has(row.data.number)
      ? {
          ...row,
          data: undefined,
          duplicate: true,
          errors: { nomor: t.duplicateReason(row.data.number) },
        }
      : row,
  );
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function EmployeeImportWizard({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const [step, setStep] = useState<Step>("pick");
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [rows, setRows] = useState<ParsedCsvRow[]>([]);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);
  const checker = useFetcher<CheckAnswer>();
  const importer = useFetcher<ImportAnswer>();
  const checked = useRef<CheckAnswer | null>(null);
  const imported = useRef<ImportAnswer | null>(null);
  const checking = checker.state !== "idle";
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const valid = useMemo(() => rows.filter((row) => row.data), [rows]);
  const invalid = rows.length - valid.length;
  const shown = (onlyProblems ? rows.filter((row) => row.errors) : rows).slice(0, PREVIEW_LIMIT);
  const hidden = (onlyProblems ? invalid : rows.length) - shown.length;

  const reset = () => {
    setStep("pick");
    setRows([]);
    setFileError(null);
    setFileName("");
    setSummary(null);
    setOnlyProblems(false);
    if (fileRef.current) fileRef.current.value = "";
  };

  const pickFile = async (file: File) => {
    setFileError(null);
    setFileName(file.name);
    if (file.size > MAX_CSV_BYTES) {
      setFileError(t.tooLarge("5 MB"));
      return;
    }
    if (!/\.(csv|txt)$/i.test(file.name) && !/csv|text\/plain|excel/i.test(file.type)) {
      setFileError(t.notCsv);
      return;
    }
    const parsed = parseEmployeeCsv(await file.text());
    if (!parsed.ok) {
      setFileError(
        parsed.error === "missing_columns"
          ? t.missingColumns((parsed.missing ?? []).join(", "))
          : parsed.error === "too_many_rows"
            ? t.tooManyRows(MAX_CSV_ROWS)
            : t.emptyFile,
      );
      return;
    }
    setRows(parsed.rows);
    setOnlyProblems(parsed.rows.some((row) => row.errors) && parsed.rows.length > 20);
    setStep("preview");
    const numbers = parsed.rows.flatMap((row) => (row.data ? [row.data.number] : []));
    if (numbers.length > 0) {
      checker.submit(
        { intent: "check-numbers", numbers: numbers.join(",") },
        { method: "post", action: LIST_ACTION },
      );
    }
  };

  // The preview asks the server which numbers are taken already, so those rows show as
  // duplicates before anything is imported.
  useEffect(() => {
    const answer = checker.data;
    if (checker.state !== "idle" || !answer || checked.current === answer) return;
    checked.current = answer;
    if (answer.taken.length > 0) setRows((current) => markTaken(current, answer.taken));
  }, [checker.state, checker.data]);

  const runImport = () => {
    setStep("import");
    const body = new FormData();
    body.set("intent", "import");
    body.set("file", fileName);
    body.set("rows", JSON.stringify(rows.map((row) => toEmployeeInput(row.raw))));
    importer.submit(body, { method: "post", action: LIST_ACTION });
  };

  // One summary from the server's own counts (the audit entry says the same), one toast.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer
  useEffect(() => {
    const answer = importer.data;
    if (importer.state !== "idle" || !answer || imported.current === answer) return;
    imported.current = answer;
    if (!answer.ok) {
      toast.error(translateError(answer.message));
      setStep("preview");
      return;
    }
    const rejected: Rejected[] = [];
    for (const result of answer.results) {
      if (result.status === "created") continue;
      const row = rows[result.index];
      if (row) rejected.push({ raw: row.raw, name: row.name, reason: result.reason });
    }
    const { created, failed, duplicate } = answer.summary;
    setSummary({ created, failed, duplicates: duplicate, rejected });
    setStep("done");
    if (rejected.length === 0) toast.success(t.importedSuccess);
    else if (created > 0) toast.warning(t.partialSummary(created, rejected.length));
    else toast.error(t.nothingImported);
    if (created > 0) onImported();
  }, [importer.state, importer.data]);

  const stepIndex = ["pick", "preview", "import", "done"].indexOf(step);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (step === "import") return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={`${inputId}-intro`}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[min(60rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-(--admin-surface) text-(--admin-text) shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-(--admin-border) p-5 sm:p-6">
            <div>
              <Dialog.Title className="text-xl font-extrabold">{t.title}</Dialog.Title>
              <p id={`${inputId}-intro`} className="mt-1 text-sm text-(--admin-muted)">
                {t.intro}
              </p>
              <ol
                className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold"
                aria-label={t.title}
              >
                {(["pick", "preview", "import", "done"] as const).map((name, index) => (
                  <li
                    key={name}
                    aria-current={index === stepIndex ? "step" : undefined}
                    className={cx(
                      index === stepIndex ? "text-(--admin-text)" : "text-(--admin-muted)",
                    )}
                  >
                    <span
                      className={cx(
                        "mr-1.5 inline-grid size-5 place-items-center rounded-full text-[11px]",
                        index <= stepIndex ? "bg-brand-yellow text-ink" : "bg-(--admin-surface-2)",
                      )}
                    >
                      {index + 1}
                    </span>
                    {t.steps[name]}
                  </li>
                ))}
              </ol>
            </div>
            {step !== "import" ? (
              <Dialog.Close className={buttonStyles.icon} aria-label={t.close}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            ) : null}
          </div>

          <div className="min-h-0 flex-1 overflow-auto p-5 sm:p-6">
            {step === "pick" ? (
              <div>
                <label
                  htmlFor={inputId}
                  className="flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-(--admin-border) px-6 py-12 text-center hover:border-brand-orange focus-within:border-brand-orange"
                >
                  <FileUp aria-hidden="true" className="size-8 text-(--admin-accent-text)" />
                  <span className="font-bold">{t.chooseFile}</span>
                  {fileName ? (
                    <span className="text-sm text-(--admin-muted)">{fileName}</span>
                  ) : null}
                  <input
                    ref={fileRef}
                    id={inputId}
                    type="file"
                    accept=".csv,text/csv"
                    className="sr-only"
                    aria-describedby={fileError ? `${inputId}-error` : undefined}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) void pickFile(file);
                    }}
                  />
                </label>
                {fileError ? (
                  <p
                    id={`${inputId}-error`}
                    role="alert"
                    className="mt-3 text-sm font-semibold text-(--admin-danger)"
                  >
                    {fileError}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={`${buttonStyles.ghost} mt-4`}
                  onClick={() =>
                    download(
                      "employees-template.csv",
                      toCsv(CSV_COLUMNS, [
                        ["Ayu Lestari", 2001, "Designer", "Creative", "2024-03-01", "", "Active"],
                      ]),
                    )
                  }
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t.template}
                </button>
              </div>
            ) : null}

            {step === "preview" ? (
              <div>
                <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                  <p className="font-semibold" data-testid="import-preview-summary">
                    {t.previewSummary(valid.length, invalid)}
                  </p>
                  {checking ? <Spinner label={t.checking} /> : null}
                  {invalid > 0 ? (
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={onlyProblems}
                        onChange={(event) => setOnlyProblems(event.target.checked)}
                        className="size-4 accent-brand-orange"
                      />
                      {t.showOnlyProblems}
                    </label>
                  ) : null}
                </div>
                {invalid > 0 ? (
                  <p className="mb-3 text-sm text-(--admin-muted)">{t.previewNote}</p>
                ) : null}
                <ScrollRegion
                  label={t.steps.preview}
                  className="overflow-auto rounded-xl border border-(--admin-border)"
                >
                  <table className="w-full min-w-[760px] text-left text-sm">
                    <thead className="sticky top-0 bg-(--admin-surface-2) text-xs text-(--admin-muted)">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          {t.row}
                        </th>
                        {CSV_COLUMNS.filter((column) => column !== "foto").map((column) => (
                          <th key={column} scope="col" className="px-3 py-2 font-mono">
                            {column}
                          </th>
                        ))}
                        <th scope="col" className="px-3 py-2">
                          {t.problem}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((row) => (
                        <tr
                          key={row.line}
                          className={cx(
                            "border-t border-(--admin-border)",
                            row.errors && "bg-(--admin-danger-bg)",
                          )}
                        >
                          <td className="px-3 py-2 tabular-nums text-(--admin-muted)">
                            {row.line}
                          </td>
                          {CSV_COLUMNS.filter((column) => column !== "foto").map((column) => (
                            <td
                              key={column}
                              className={cx(
                                "max-w-[12rem] truncate px-3 py-2",
                                row.errors?.[column] &&
                                  "font-semibold text-(--admin-danger) underline decoration-dotted",
                              )}
                            >
                              {row.raw[column]}
                            </td>
                          ))}
                          <td className="px-3 py-2">
                            {row.errors ? (
                              <span className="text-(--admin-danger)">
                                {translateReason(describeErrors(row.errors))}
                              </span>
                            ) : (
                              <Badge tone="success">{t.ok}</Badge>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
                {hidden > 0 ? (
                  <p className="mt-2 text-sm text-(--admin-muted)">{t.moreRows(hidden)}</p>
                ) : null}
              </div>
            ) : null}

            {step === "import" ? (
              <div className="py-8">
                <Spinner label={t.importing(rows.length)} />
              </div>
            ) : null}

            {step === "done" && summary ? (
              <div>
                <div className="mb-6 flex items-center gap-3">
                  <CheckCircle2 aria-hidden="true" className="size-7 text-(--admin-success)" />
                  <p className="text-lg font-bold">{t.summaryTitle}</p>
                </div>
                <dl className="grid grid-cols-3 gap-3" data-testid="import-summary">
                  {(
                    [
                      [t.created, summary.created, "text-(--admin-success)"],
                      [t.failed, summary.failed, "text-(--admin-danger)"],
                      [t.duplicates, summary.duplicates, "text-(--admin-accent-text)"],
                    ] as const
                  ).map(([label, value, tone]) => (
                    <div key={label} className="rounded-xl border border-(--admin-border) p-4">
                      <dt className="text-xs font-semibold text-(--admin-muted)">{label}</dt>
                      <dd className={cx("mt-1 text-2xl font-extrabold tabular-nums", tone)}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
                {summary.rejected.length > 0 ? (
                  <div className="mt-6">
                    <p className="text-sm font-bold">{t.rejectedTitle}</p>
                    <ul
                      className="mt-2 max-h-48 overflow-auto text-sm"
                      data-testid="import-rejected"
                    >
                      {summary.rejected.slice(0, PREVIEW_LIMIT).map((row, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, order is fixed
                        <li key={index} className="border-t border-(--admin-border) py-1.5">
                          <span className="font-semibold">
                            {t.rowFailed(row.name || t.unnamed)}
                          </span>
                          <span className="text-(--admin-muted)">
                            {" "}
                            — {translateReason(row.reason)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {summary.rejected.length > 0 ? (
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} mt-6`}
                    onClick={() =>
                      download(
                        `${fileName.replace(/\.[^.]+$/, "") || "employees"}-rejected.csv`,
                        buildRejectedCsv(summary.rejected, t.errorColumn),
                      )
                    }
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {t.downloadErrors}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-(--admin-border) p-5 sm:flex-row sm:justify-end sm:p-6">
            {step === "preview" ? (
              <>
                <button type="button" className={buttonStyles.secondary} onClick={reset}>
                  {t.back}
                </button>
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={rows.length === 0 || checking}
                  onClick={runImport}
                >
                  {t.start(valid.length)}
                </button>
              </>
            ) : step === "done" ? (
              <Dialog.Close className={buttonStyles.primary}>{t.close}</Dialog.Close>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
