import { CheckCircle2, Download } from "lucide-react";
import {
  buildRejectedCsv,
  type CsvRow,
  type EmployeeImportReport,
} from "../../../contracts/employee-csv";
import { buttonStyles, cx } from "../../components/admin/admin-ui";
import { messages } from "../../lib/staff-messages";
import { translateReason } from "../../lib/translate-error";
import { downloadCsv } from "./csv-download";
import { PREVIEW_LIMIT } from "./import-preview-step";

const t = messages.admin.importWizard;

/** A row the server did not create: as it was in the file, and why. */
export type RejectedRow = { raw: CsvRow; reason: string; name: string };

/** Step 4: the server's counts (the audit entry says the same) and each row not imported. */
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
    [t.failed, summary.failed, "text-(--admin-danger)"],
    [t.duplicates, summary.duplicate, "text-(--admin-accent-text)"],
  ] as const;
  return (
    <div>
      <div className="mb-6 flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-7 text-(--admin-success)" />
        <p className="text-lg font-bold">{t.summaryTitle}</p>
      </div>
      <dl className="grid grid-cols-3 gap-3" data-testid="import-summary">
        {counts.map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-(--admin-border) p-4">
            <dt className="text-xs font-semibold text-(--admin-muted)">{label}</dt>
            <dd className={cx("mt-1 text-2xl font-extrabold tabular-nums", tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      {rejected.length > 0 ? (
        <>
          <div className="mt-6">
            <p className="text-sm font-bold">{t.rejectedTitle}</p>
            <ul className="mt-2 max-h-48 overflow-auto text-sm" data-testid="import-rejected">
              {rejected.slice(0, PREVIEW_LIMIT).map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, order is fixed
                <li key={index} className="border-t border-(--admin-border) py-1.5">
                  <span className="font-semibold">{t.rowFailed(row.name || t.unnamed)}</span>
                  <span className="text-(--admin-muted)"> — {translateReason(row.reason)}</span>
                </li>
              ))}
            </ul>
          </div>
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
