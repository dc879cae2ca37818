import { useState } from "react";
import { CSV_COLUMNS, describeErrors, type ParsedCsvRow } from "../../../contracts/employee-csv";
import { Badge, cx, ScrollRegion, Spinner } from "../../components/admin/admin-ui";
import { messages } from "../../lib/staff-messages";
import { translateReason } from "../../lib/translate-error";

const t = messages.admin.importWizard;
export const PREVIEW_LIMIT = 200;
const SHOWN_COLUMNS = CSV_COLUMNS.filter((column) => column !== "foto");

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

/** Step 2: every row of the file with its problems, before anything is imported. */
export function ImportPreviewStep({
  rows,
  valid,
  checking,
}: {
  rows: ParsedCsvRow[];
  valid: number;
  checking: boolean;
}) {
  const invalid = rows.length - valid;
  // A long file with problems opens on them.
  const [onlyProblems, setOnlyProblems] = useState(
    () => rows.some((row) => row.errors) && rows.length > 20,
  );
  const shown = (onlyProblems ? rows.filter((row) => row.errors) : rows).slice(0, PREVIEW_LIMIT);
  const hidden = (onlyProblems ? invalid : rows.length) - shown.length;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-testid="import-preview-summary">
          {t.previewSummary(valid, invalid)}
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
      {invalid > 0 ? <p className="mb-3 text-sm text-(--admin-muted)">{t.previewNote}</p> : null}
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
              {SHOWN_COLUMNS.map((column) => (
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
              <PreviewRow key={row.line} row={row} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {hidden > 0 ? (
        <p className="mt-2 text-sm text-(--admin-muted)">{t.moreRows(hidden)}</p>
      ) : null}
    </div>
  );
}

function PreviewRow({ row }: { row: ParsedCsvRow }) {
  return (
    <tr className={cx("border-t border-(--admin-border)", row.errors && "bg-(--admin-danger-bg)")}>
      <td className="px-3 py-2 tabular-nums text-(--admin-muted)">{row.line}</td>
      {SHOWN_COLUMNS.map((column) => (
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
  );
}
