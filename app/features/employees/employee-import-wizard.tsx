import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useMemo, useState } from "react";
import { buttonStyles, cx, Spinner } from "#app/components/admin/admin-ui.tsx";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  type CsvColumn,
  checkCsvRow,
  type EmployeeImportReport,
  type ExistingMode,
  type ParsedCsvRow,
  toEmployeeInput,
} from "#contracts/employee-csv.ts";
import { ImportFileStep } from "./import-file-step.tsx";
import { countRows, ImportPreviewStep } from "./import-preview-step.tsx";
import { ImportSummaryStep, type RejectedRow } from "./import-summary-step.tsx";
import { useImportCalls } from "./use-import-calls.ts";

const t = messages.admin.importWizard;
const STEPS = ["pick", "preview", "import", "done"] as const;
type Step = (typeof STEPS)[number];
type Outcome = { summary: EmployeeImportReport["summary"]; rejected: RejectedRow[] };

/** The rows the server did not write, as sent, with its reason for each: failed or skipped. */
function findRejected(report: EmployeeImportReport, rows: ParsedCsvRow[]): RejectedRow[] {
  return report.results.flatMap((result) => {
    const row = rows[result.index];
    if (result.status === "created" || result.status === "updated" || !row) return [];
    return [{ raw: row.raw, name: row.name, reason: result.reason, status: result.status }];
  });
}

/** One toast for the whole import, not one per row. */
function toastOutcome({ summary }: Outcome) {
  const saved = summary.created + summary.updated;
  const notSaved = summary.failed + summary.duplicate;
  if (notSaved === 0) toast.success(t.importedSuccess);
  else if (summary.failed === 0) toast.success(t.savedSkipped(saved, summary.duplicate));
  else if (saved > 0) toast.warning(t.partialSummary(saved, notSaved));
  else toast.error(t.nothingImported);
}

/** The row of a line after one of its cells changed, checked again as the file's rows were. */
function editRow(rows: ParsedCsvRow[], line: number, column: CsvColumn, value: string) {
  return rows.map((row) => {
    if (row.line !== line) return row;
    const raw = { ...row.raw, [column]: value };
    return checkCsvRow(
      line,
      raw,
      (number) => rows.find((other) => other.line !== line && other.data?.number === number)?.line,
    );
  });
}

/**
 * The CSV import: choose a file, preview every row with its problems (numbers already taken
 * included), import the whole file in one step, then the server's summary.
 */
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
  const [fileName, setFileName] = useState("");
  const [rows, setRows] = useState<ParsedCsvRow[]>([]);
  /** Numbers of the file that employees already have (the server's answer). */
  const [taken, setTaken] = useState<ReadonlySet<number>>(new Set());
  const [fixable, setFixable] = useState<ReadonlySet<number>>(new Set());
  const [existing, setExisting] = useState<ExistingMode>("skip");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const introId = useId();
  const calls = useImportCalls({
    onTaken: (numbers) => setTaken((current) => new Set([...current, ...numbers])),
    onImported: (report) => {
      const done = { summary: report.summary, rejected: findRejected(report, rows) };
      setOutcome(done);
      setStep("done");
      toastOutcome(done);
      if (report.summary.created + report.summary.updated > 0) onImported();
    },
    onRefused: (reason) => {
      toast.error(reason ?? t.nothingImported);
      setStep("preview");
    },
  });
  const counts = useMemo(() => countRows(rows, taken), [rows, taken]);
  const toWrite = counts.fresh + (existing === "update" ? counts.existing : 0);

  const reset = () => {
    setStep("pick");
    setRows([]);
    setTaken(new Set());
    setFixable(new Set());
    setExisting("skip");
    setFileName("");
    setOutcome(null);
  };

  const preview = (parsed: ParsedCsvRow[], name: string) => {
    setRows(parsed);
    setTaken(new Set());
    setFixable(new Set(parsed.filter((row) => row.errors).map((row) => row.line)));
    setFileName(name);
    setStep("preview");
    const numbers = parsed.flatMap((row) => (row.data ? [row.data.number] : []));
    if (numbers.length > 0) calls.checkNumbers(numbers);
  };

  // A number typed into the preview may be an employee's already: ask, as for the file's.
  const checkEditedNumber = (line: number) => {
    const number = rows.find((row) => row.line === line)?.data?.number;
    if (number !== undefined && !taken.has(number)) calls.checkNumbers([number]);
  };

  // Every row as the preview holds it (the file, with the cells fixed there), also the ones
  // still flagged: the server's counts are the summary's.
  const startImport = () => {
    setStep("import");
    calls.importRows(
      rows.map((row) => toEmployeeInput(row.raw)),
      fileName,
      existing,
    );
  };

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
          aria-describedby={introId}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[min(60rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-(--admin-surface) text-(--admin-text) shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-(--admin-border) p-5 sm:p-6">
            <div>
              <Dialog.Title className="text-xl font-extrabold">{t.title}</Dialog.Title>
              <p id={introId} className="mt-1 text-sm text-(--admin-muted)">
                {t.intro}
              </p>
              <StepList current={step} />
            </div>
            {step !== "import" ? (
              <Dialog.Close className={buttonStyles.icon} aria-label={t.close}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            ) : null}
          </div>

          <div className="min-h-0 flex-1 overflow-auto p-5 sm:p-6">
            {step === "pick" ? <ImportFileStep onRows={preview} /> : null}
            {step === "preview" ? (
              <ImportPreviewStep
                rows={rows}
                taken={taken}
                fixable={fixable}
                counts={counts}
                existing={existing}
                onExistingChange={setExisting}
                onEdit={(line, column, value) =>
                  setRows((current) => editRow(current, line, column, value))
                }
                onNumberEdited={checkEditedNumber}
                checking={calls.checking}
              />
            ) : null}
            {step === "import" ? (
              <div className="py-8">
                <Spinner label={t.importing(rows.length)} />
              </div>
            ) : null}
            {step === "done" && outcome ? (
              <ImportSummaryStep
                summary={outcome.summary}
                rejected={outcome.rejected}
                fileName={fileName}
              />
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
                  disabled={rows.length === 0 || calls.checking}
                  onClick={startImport}
                >
                  {t.start(toWrite)}
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

/** Where the import is: the four steps, the current one marked. */
function StepList({ current }: { current: Step }) {
  const at = STEPS.indexOf(current);
  return (
    <ol className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold" aria-label={t.title}>
      {STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === at ? "step" : undefined}
          className={cx(index === at ? "text-(--admin-text)" : "text-(--admin-muted)")}
        >
          <span
            className={cx(
              "mr-1.5 inline-grid size-5 place-items-center rounded-full text-[11px]",
              index <= at ? "bg-brand-yellow text-ink" : "bg-(--admin-surface-2)",
            )}
          >
            {index + 1}
          </span>
          {t.steps[name]}
        </li>
      ))}
    </ol>
  );
}
