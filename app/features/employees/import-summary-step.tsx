import { CheckCircle2, Download } from "lucide-react";
import { useId } from "react";
import { buttonStyles, cx } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  buildRejectedCsv,
  type CsvRow,
  type EmployeeImportReport,
} from "#contracts/employee-csv.ts";
import { downloadCsv } from "./csv-download.ts";
import { PREVIEW_LIMIT } from "./import-preview-step.tsx";

const t = messages.admin.importWizard;

/** A row the server did not write: as sent, and why (a failure, or a skipped duplicate). */
export type RejectedRow = {
  raw: CsvRow;
  reason: string;
  name: string;
  status: "failed" | "duplicate";
};

/**
 * Step 4: the server's counts (the audit entry says the same), then the rows not written:
 * failures apart from skipped duplicates, each with its reason.
 */
export function ImportSummaryStep({
  summary,
  rejected,
  fileName,
}: {
  summary: EmployeeImportReport["summary"];
  rejected: RejectedRow[];
  fileName: string;
}) {
  const counts = [
    [t.created, summary.created, "text-(--admin-success)"],
    [t.updated, summary.updated, "text-(--admin-success)"],
    [t.failed, summary.failed, "text-(--admin-danger)"],
    [t.duplicates, summary.duplicate, "text-(--admin-accent-text)"],
  ] as const;
  return (
    <div>
      <div className="mb-6 flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-7 text-(--admin-success)" />
        <p className="text-lg font-bold">{t.summaryTitle}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-summary">
        {counts.map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-(--admin-border) p-4">
            <dt className="text-xs font-semibold text-(--admin-muted)">{label}</dt>
            <dd className={cx("mt-1 text-2xl font-extrabold tabular-nums", tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      {rejected.length > 0 ? (
        <>
          <RowList
            title={t.failedTitle}
            testId="import-rejected"
            rows={rejected.filter((row) => row.status === "failed")}
            describe={t.rowFailed}
          />
          <RowList
            title={t.skippedTitle}
            testId="import-skipped"
            rows={rejected.filter((row) => row.status === "duplicate")}
            describe={t.rowSkipped}
          />
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-6`}
            onClick={() =>
              downloadCsv(
                `${fileName.replace(/\.[^.]+$/, "") || "employees"}-rejected.csv`,
                buildRejectedCsv(rejected, t.errorColumn),
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t.downloadErrors}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** One kind of row not written, with each row's reason; nothing when there is none. */
function RowList({
  title,
  testId,
  rows,
  describe,
}: {
  title: string;
  testId: string;
  rows: RejectedRow[];
  describe: (name: string) => string;
}) {
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <div className="mt-6">
      <p id={titleId} className="text-sm font-bold">
        {title} ({rows.length})
      </p>
      <ul
        aria-labelledby={titleId}
        className="mt-2 max-h-48 overflow-auto text-sm"
        data-testid={testId}
      >
        {rows.slice(0, PREVIEW_LIMIT).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, order is fixed
          <li key={index} className="border-t border-(--admin-border) py-1.5">
            <span className="font-semibold">{describe(row.name || t.unnamed)}</span>
            <span className="text-(--admin-muted)"> — {row.reason}</span>
          </li>
        ))}
      </ul>
      {rows.length > PREVIEW_LIMIT ? (
        <p className="mt-1 text-sm text-(--admin-muted)">
          {t.moreRows(rows.length - PREVIEW_LIMIT)}
        </p>
      ) : null}
    </div>
  );
}
