import { getFormProps } from "@conform-to/react";
import { ArrowRight, CornerDownRight, Download, Trash2, Upload } from "lucide-react";
import { Tabs } from "radix-ui";
import { type Ref, useImperativeHandle, useRef } from "react";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  ScrollRegion,
  TableHead,
} from "#app/components/admin/admin-ui.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { FormSelectField, FormTextField } from "#app/components/admin/form-fields.tsx";
import { ListRow } from "#app/components/admin/list-table.tsx";
import { useRowDeleteCall } from "#app/components/admin/use-list-actions.ts";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { formatDateTime, formatNumber } from "#contracts/agency-clock.ts";
import { readFieldErrors } from "#contracts/form-reply.ts";
import {
  type NotFoundEntry,
  type RedirectImportRow,
  type RedirectRule,
  redirectInputSchema,
} from "#contracts/redirect-schema.ts";

const t = messages.website.redirects;

const when = (value: string | null) => (value ? formatDateTime(value, getStaffLocale()) : t.never);
const count = (value: number) => formatNumber(value, getStaffLocale());
const cell = "px-4 py-2.5";

/**
 * The site's redirects and the not-found log (/admin/redirects): add a rule (or turn a
 * not-found address into one), see each rule's use, delete one.
 */
export function AdminRedirectsScreen({
  rules,
  brokenLinks,
  probes,
  counts,
}: {
  rules: RedirectRule[];
  brokenLinks: NotFoundEntry[];
  probes: NotFoundEntry[];
  counts: { visitors: number; probes: number };
}) {
  const rowDelete = useRowDelete<RedirectRule>();
  const { busy, submitDelete } = useRowDeleteCall(rowDelete.finish, t.failed);
  const addForm = useRef<AddRedirectHandle>(null);

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <div className="flex flex-col gap-6">
        <AddRedirectCard ref={addForm} />
        <Card>
          <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="redirect-rules" className="text-lg font-bold">
              {t.rulesTitle}
            </h2>
            <RedirectCsvButtons />
          </div>
          <ScrollRegion label={t.rulesTitle}>
            <table className="mt-2 w-full min-w-[720px] border-collapse text-left text-sm">
              <TableHead labels={[...t.columns]} actionsLast />
              <tbody>
                {rules.length === 0 ? (
                  <EmptyTableRow columns={6}>{t.rulesEmpty}</EmptyTableRow>
                ) : (
                  rules.map((rule) => (
                    <ListRow key={rule.id}>
                      <td className={cx(cell, "break-all font-mono text-xs")}>{rule.from}</td>
                      <td className={cx(cell, "break-all font-mono text-xs")}>
                        <ArrowRight
                          aria-hidden="true"
                          className="mr-1 inline size-3.5 text-(--admin-muted)"
                        />
                        {rule.to}
                      </td>
                      <td className={cell}>{t.kind(rule.status, rule.match === "prefix")}</td>
                      <td className={cx(cell, "tabular-nums")}>{count(rule.hits)}</td>
                      <td className={cx(cell, "whitespace-nowrap text-(--admin-muted)")}>
                        {when(rule.lastHitAt)}
                      </td>
                      <td className={cell}>
                        <div className="flex justify-end">
                          <button
                            type="button"
                            className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                            aria-label={t.delete(rule.from)}
                            title={t.delete(rule.from)}
                            onClick={() => rowDelete.ask(rule)}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                      </td>
                    </ListRow>
                  ))
                )}
              </tbody>
            </table>
          </ScrollRegion>
        </Card>
        <NotFoundCard
          brokenLinks={brokenLinks}
          probes={probes}
          counts={counts}
          onRedirect={(path) => addForm.current?.startFrom(path)}
        />
      </div>
      <RowDeleteDialogs
        flow={rowDelete}
        busy={busy}
        texts={t.deleteDialog}
        onConfirm={(rule) => submitDelete({ id: String(rule.id) })}
      />
    </AdminPage>
  );
}

type AddRedirectHandle = { startFrom: (path: string) => void };

/** Export every rule; import a file of them (each row through the same checks as one rule). */
function RedirectCsvButtons() {
  const { fetcher, reply, busy } = useReplyFetcher<RedirectImportRow[]>();
  const refused = (reply?.result ?? []).filter((row) => row.outcome === "refused");
  const importFile = async (file: File | undefined) => {
    if (file) fetcher.submit({ intent: "import", csv: await file.text() }, { method: "post" });
  };
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        <a href="/api/v1/admin/redirects/export" className={buttonStyles.secondary} download>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </a>
        <label className={cx(buttonStyles.secondary, "cursor-pointer focus-within:ring-2")}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? t.importing : t.importCsv}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-describedby="redirect-import-hint"
            disabled={busy}
            onChange={(event) => {
              void importFile(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>
      <p id="redirect-import-hint" className="text-xs text-(--admin-muted)">
        {t.importHint}
      </p>
      {refused.length > 0 ? (
        <div role="status" className="w-full rounded-xl bg-(--admin-danger-bg) p-3 text-sm">
          <p className="font-semibold text-(--admin-danger)">{t.refusedRows}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.slice(0, 20).map((row) => (
              <li key={row.line}>
                {t.line(row.line)} ({row.from || "—"}):{" "}
                {Object.values(row.reasons ?? {}).join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function AddRedirectCard({ ref }: { ref: Ref<AddRedirectHandle> }) {
  const { fetcher, reply, busy } = useReplyFetcher({
    describeFailure: (answer) => (Object.keys(readFieldErrors(answer)).length ? null : t.failed),
    onSaved: () => form.reset(),
  });
  const [form, fields] = useSchemaForm(redirectInputSchema, {
    id: "redirect-add",
    lastResult: reply,
    defaultValue: { from: "", to: "", status: "301", match: "exact" },
  });
  const card = useRef<HTMLElement>(null);
  // A not-found row's "Redirect": its address becomes the old one, the new one is asked for.
  useImperativeHandle(ref, () => ({
    startFrom: (path) => {
      form.update({ name: fields.from.name, value: path });
      card.current?.scrollIntoView({ block: "start" });
      document.getElementById(fields.to.id)?.focus();
    },
  }));
  return (
    <Card ref={card} aria-labelledby="redirect-add-title" className="p-5 sm:p-6">
      <h2 id="redirect-add-title" className="mb-4 text-lg font-bold">
        {t.addTitle}
      </h2>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField field={fields.from} label={t.from} hint={t.fromHint} />
          <FormTextField field={fields.to} label={t.to} hint={t.toHint} inputMode="url" />
        </div>
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
          <FormSelectField field={fields.status} label={t.status} hint={t.statusHint}>
            <option value="301">{t.permanent}</option>
            <option value="302">{t.temporary}</option>
          </FormSelectField>
          <FormSelectField field={fields.match} label={t.match}>
            <option value="exact">{t.exact}</option>
            <option value="prefix">{t.prefix}</option>
          </FormSelectField>
          <button type="submit" className={cx(buttonStyles.primary, "md:mt-7")} disabled={busy}>
            {busy ? t.adding : t.add}
          </button>
        </div>
      </fetcher.Form>
    </Card>
  );
}

function NotFoundCard({
  brokenLinks,
  probes,
  counts,
  onRedirect,
}: {
  brokenLinks: NotFoundEntry[];
  probes: NotFoundEntry[];
  counts: { visitors: number; probes: number };
  onRedirect: (path: string) => void;
}) {
  return (
    <Card>
      <div className="px-4 pt-4">
        <h2 id="not-found-title" className="text-lg font-bold">
          {t.notFoundTitle}
        </h2>
        <p className="text-sm text-(--admin-muted)">{t.notFoundIntro}</p>
      </div>
      <Tabs.Root defaultValue="visitors" className="mt-3">
        <Tabs.List
          aria-label={t.notFoundTitle}
          className="flex flex-wrap gap-1 border-b border-(--admin-border) px-4"
        >
          {(
            [
              ["visitors", t.visitorsTab(counts.visitors)],
              ["probes", t.probesTab(counts.probes)],
            ] as const
          ).map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-(--admin-muted) hover:text-(--admin-text) data-[state=active]:border-brand-orange data-[state=active]:text-(--admin-text)"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="visitors">
          <NotFoundTable entries={brokenLinks} onRedirect={onRedirect} />
        </Tabs.Content>
        <Tabs.Content value="probes">
          <NotFoundTable entries={probes} />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

function NotFoundTable({
  entries,
  onRedirect,
}: {
  entries: NotFoundEntry[];
  onRedirect?: (path: string) => void;
}) {
  const labels = onRedirect ? [...t.notFoundColumns] : t.notFoundColumns.slice(0, -1);
  return (
    <ScrollRegion label={t.notFoundTitle}>
      <table className="w-full min-w-[720px] border-collapse text-left text-sm">
        <TableHead labels={labels} actionsLast={Boolean(onRedirect)} />
        <tbody>
          {entries.length === 0 ? (
            <EmptyTableRow columns={labels.length}>{t.notFoundEmpty}</EmptyTableRow>
          ) : (
            entries.map((entry) => (
              <ListRow key={entry.path}>
                <td className={cx(cell, "break-all font-mono text-xs")}>{entry.path}</td>
                <td className={cx(cell, "tabular-nums")}>{count(entry.hits)}</td>
                <td className={cx(cell, "whitespace-nowrap text-(--admin-muted)")}>
                  {when(entry.firstSeen)}
                </td>
                <td className={cx(cell, "whitespace-nowrap text-(--admin-muted)")}>
                  {when(entry.lastSeen)}
                </td>
                <td className={cx(cell, "text-xs")}>
                  {entry.referrers.length === 0
                    ? t.direct
                    : entry.referrers
                        .slice(0, 3)
                        .map((referrer) => `${referrer.host} (${count(referrer.hits)})`)
                        .join(", ")}
                </td>
                {onRedirect ? (
                  <td className={cell}>
                    <div className="flex justify-end">
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        onClick={() => onRedirect(entry.path)}
                      >
                        <CornerDownRight aria-hidden="true" className="size-4" />
                        {t.createShort}
                        <span className="sr-only"> {entry.path}</span>
                      </button>
                    </div>
                  </td>
                ) : null}
              </ListRow>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
