import { useId, useState } from "react";
import { Badge, cx, ScrollRegion, Spinner } from "#app/components/admin/admin-ui.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import {
  CSV_COLUMNS,
  type CsvColumn,
  describeErrors,
  type ExistingMode,
  type ParsedCsvRow,
} from "#contracts/employee-csv.ts";

const t = messages.admin.importWizard;
export const PREVIEW_LIMIT = 200;
const SHOWN_COLUMNS = CSV_COLUMNS.filter((column) => column !== "foto");

/** What the import will do with each row: create it, meet an employee with its number, or fail. */
export type PreviewCounts = { fresh: number; existing: number; invalid: number };

export function countRows(rows: ParsedCsvRow[], taken: ReadonlySet<number>): PreviewCounts {
  const counts = { fresh: 0, existing: 0, invalid: 0 };
  for (const row of rows) {
    if (!row.data) counts.invalid += 1;
    else if (taken.has(row.data.number)) counts.existing += 1;
    else counts.fresh += 1;
  }
  return counts;
}

/**
 * Step 2: every row of the file before anything is imported. Rows with problems come first and
 * their cells can be edited here; rows whose number an employee has are not problems: the
 * import updates or skips them, as chosen.
 */
export function ImportPreviewStep({
  rows,
  taken,
  fixable,
  counts,
  existing,
  onExistingChange,
  onEdit,
  onNumberEdited,
  checking,
}: {
  rows: ParsedCsvRow[];
  taken: ReadonlySet<number>;
  /** Lines that had a problem when the file was read: they stay editable once fixed. */
  fixable: ReadonlySet<number>;
  counts: PreviewCounts;
  existing: ExistingMode;
  onExistingChange: (mode: ExistingMode) => void;
  onEdit: (line: number, column: CsvColumn, value: string) => void;
  onNumberEdited: (line: number) => void;
  checking: boolean;
}) {
  // A long file with problems opens on them.
  const [onlyProblems, setOnlyProblems] = useState(() => fixable.size > 0 && rows.length > 20);
  const ordered = [
    ...rows.filter((row) => fixable.has(row.line)),
    ...rows.filter((row) => !fixable.has(row.line)),
  ];
  const candidates = onlyProblems ? ordered.filter((row) => fixable.has(row.line)) : ordered;
  const shown = candidates.slice(0, PREVIEW_LIMIT);
  const hidden = candidates.length - shown.length;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-testid="import-preview-summary">
          {t.previewSummary(counts.fresh, counts.existing, counts.invalid)}
        </p>
        {checking ? <Spinner label={t.checking} /> : null}
        {fixable.size > 0 ? (
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
      {counts.existing > 0 ? (
        <ExistingChoice count={counts.existing} value={existing} onChange={onExistingChange} />
      ) : null}
      {fixable.size > 0 ? (
        <p className="mb-3 text-sm text-(--admin-muted)">{t.previewNote}</p>
      ) : null}
      <ScrollRegion
        label={t.steps.preview}
        className="overflow-auto rounded-xl border border-(--admin-border)"
      >
        <table className="w-full min-w-[960px] text-left text-sm">
          <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs text-(--admin-muted)">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.row}
              </th>
              {/* Before the cells, so that a phone shows what to fix without scrolling sideways. */}
              <th scope="col" className="min-w-[13rem] px-3 py-2">
                {t.problem}
              </th>
              {SHOWN_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-mono">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <PreviewRow
                key={row.line}
                row={row}
                editable={fixable.has(row.line)}
                outcome={
                  !row.data
                    ? "invalid"
                    : !taken.has(row.data.number)
                      ? "fresh"
                      : existing === "update"
                        ? "update"
                        : "skip"
                }
                onEdit={onEdit}
                onNumberEdited={onNumberEdited}
              />
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

/** Update or skip the employees the file names by a number already in the list. */
function ExistingChoice({
  count,
  value,
  onChange,
}: {
  count: number;
  value: ExistingMode;
  onChange: (mode: ExistingMode) => void;
}) {
  const name = useId();
  const options = [
    ["update", t.existingUpdate(count)],
    ["skip", t.existingSkip(count)],
  ] as const;
  return (
    <div className="mb-4 rounded-xl border border-(--admin-border) bg-(--admin-surface-2) p-4">
      <fieldset data-testid="import-existing-choice">
        <legend className="mb-2 text-sm font-semibold">{t.existingLegend(count)}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {options.map(([mode, label]) => (
            <label key={mode} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={mode}
                checked={value === mode}
                onChange={() => onChange(mode)}
                className="mt-0.5 size-4 shrink-0 accent-brand-orange"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

type Outcome = "invalid" | "fresh" | "update" | "skip";
const OUTCOME_BADGES = {
  fresh: ["success", t.isNew],
  update: ["info", t.willUpdate],
  skip: ["neutral", t.willSkip],
} as const;

function PreviewRow({
  row,
  editable,
  outcome,
  onEdit,
  onNumberEdited,
}: {
  row: ParsedCsvRow;
  editable: boolean;
  outcome: Outcome;
  onEdit: (line: number, column: CsvColumn, value: string) => void;
  onNumberEdited: (line: number) => void;
}) {
  const problemId = `import-problem-${row.line}`;
  return (
    <tr className={cx("border-t border-(--admin-border)", row.errors && "bg-(--admin-danger-bg)")}>
      <td className="px-3 py-2 tabular-nums text-(--admin-muted)">{row.line}</td>
      <td className="px-3 py-2" id={problemId}>
        {row.errors ? (
          <span className="text-(--admin-danger)">
            {describeErrors(row.errors, getStaffLocale())}
          </span>
        ) : outcome === "invalid" ? null : (
          <Badge tone={OUTCOME_BADGES[outcome][0]}>{OUTCOME_BADGES[outcome][1]}</Badge>
        )}
      </td>
      {SHOWN_COLUMNS.map((column) =>
        editable ? (
          <td key={column} className="px-1.5 py-1">
            <input
              type="text"
              value={row.raw[column]}
              aria-label={t.cellLabel(column, row.line)}
              aria-invalid={row.errors?.[column] ? true : undefined}
              aria-describedby={row.errors?.[column] ? problemId : undefined}
              onChange={(event) => onEdit(row.line, column, event.target.value)}
              onBlur={column === "nomor" ? () => onNumberEdited(row.line) : undefined}
              className={cx(
                "w-full min-w-[6rem] scroll-mx-4 rounded-lg border bg-(--admin-surface) px-2 py-1.5 text-sm text-(--admin-text)",
                row.errors?.[column]
                  ? "border-(--admin-danger) font-semibold text-(--admin-danger)"
                  : "border-(--admin-border)",
              )}
            />
          </td>
        ) : (
          <td key={column} className="max-w-[12rem] truncate px-3 py-2">
            {row.raw[column]}
          </td>
        ),
      )}
    </tr>
  );
}
