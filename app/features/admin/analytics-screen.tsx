import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  ScrollRegion,
  TableHead,
} from "#app/components/admin/admin-ui.tsx";
import { serviceName } from "#app/components/admin/lead-labels.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDate, formatNumber } from "#contracts/agency-clock.ts";
import {
  ANALYTICS_PRESETS,
  type AnalyticsPreset,
  type AnalyticsRange,
} from "#contracts/analytics-schema.ts";
import { toCsv } from "#contracts/csv-cells.ts";
import type {
  getAnalyticsCampaigns,
  getAnalyticsFunnel,
  getAnalyticsOverview,
  getAnalyticsPages,
  getAnalyticsSources,
} from "#server/analytics/analytics-reports.ts";

const t = messages.analytics;
const charts = () => import("./dashboard-charts.tsx");
const DailyChart = lazy(() => charts().then((module) => ({ default: module.DailyChart })));

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type AnalyticsScreenProps = {
  preset: AnalyticsPreset | "custom";
  range: AnalyticsRange;
  errors: Record<string, string>;
  pages: Data<typeof getAnalyticsPages>;
  overview: Data<typeof getAnalyticsOverview> | null;
  sources: Data<typeof getAnalyticsSources> | null;
  campaigns: Data<typeof getAnalyticsCampaigns> | null;
  funnel: Data<typeof getAnalyticsFunnel> | null;
};

const figure = (value: number) => formatNumber(value, getStaffLocale());
const percent = (value: number) =>
  `${formatNumber(Math.round(value * 1000) / 10, getStaffLocale())}%`;
const day = (value: string) => formatDate(value, getStaffLocale(), "medium");
const sourceName = (value: string) => (t.sourceNames as Record<string, string>)[value] ?? value;

function Change({ now, before, rate }: { now: number; before: number; rate?: boolean }) {
  if (now === before) return <span>{t.noChange}</span>;
  const delta = rate
    ? `${now > before ? "+" : "−"}${percent(Math.abs(now - before))}`
    : before === 0
      ? `+${figure(now)}`
      : `${now > before ? "+" : "−"}${percent(Math.abs(now - before) / before)}`;
  return (
    <span className={now > before ? "text-[#067647]" : "text-[#b42318]"}>{t.change(delta)}</span>
  );
}

function Kpi({ label, value, change }: { label: string; value: string; change: ReactNode }) {
  return (
    <Card className="p-5">
      <p className="text-sm font-semibold text-(--admin-muted)">{label}</p>
      <p className="mt-2 text-3xl font-extrabold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs font-semibold">{change}</p>
    </Card>
  );
}

function Table({
  title,
  head,
  rows,
}: {
  title: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Card className="min-w-0">
      <h2 className="px-4 pt-4 text-lg font-bold">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-(--admin-muted)">{t.noData}</p>
      ) : (
        <ScrollRegion label={title}>
          <table className="mt-2 w-full min-w-[24rem] text-left text-sm">
            <TableHead labels={head} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-(--admin-border)">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={head[index]}
                        scope="row"
                        className="max-w-[18rem] break-words px-4 py-2 font-medium"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={head[index]} className="px-4 py-2 text-right tabular-nums">
                        {typeof cell === "number" ? figure(cell) : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Every table of the screen in one CSV file, section by section. */
function buildCsv(props: AnalyticsScreenProps) {
  const sections: string[] = [];
  const add = (title: string, header: string[], rows: (string | number)[][]) =>
    sections.push(toCsv([title], []) + toCsv(header, rows));
  const { overview, pages, sources, campaigns, funnel } = props;
  if (overview) {
    add(
      t.perDay,
      ["day", t.visitors, t.views],
      overview.perDay.map((d) => [d.day, d.visitors, d.views]),
    );
  }
  add(
    t.pages,
    [t.page, t.views, t.visitors, t.entries, t.exits, t.chats],
    pages.pages.map((p) => [p.value, p.views, p.visitors, p.entries, p.exits, p.chats]),
  );
  if (sources) {
    add(
      t.sources,
      [t.source, t.visitors, t.views, t.chats, t.formLeads, t.won],
      sources.sources.map((s) => [
        sourceName(s.value),
        s.visitors,
        s.views,
        s.chats,
        s.formLeads,
        s.won,
      ]),
    );
  }
  if (campaigns) {
    add(
      t.campaigns,
      [t.campaign, t.visitors, t.views, t.chats, t.formLeads, t.won],
      campaigns.campaigns.map((c) => [c.value, c.visitors, c.views, c.chats, c.formLeads, c.won]),
    );
  }
  if (funnel) {
    add(
      t.funnelServices,
      [t.service, t.visitors, t.chats, t.formLeads, t.chatLeads, t.qualified, t.won],
      funnel.services.map((s) => [
        s.service,
        s.visitors,
        s.chats,
        s.formLeads,
        s.chatLeads,
        s.qualified,
        s.won,
      ]),
    );
  }
  return sections.join("\r\n");
}

function CsvButton(props: AnalyticsScreenProps) {
  const download = () => {
    const blob = new Blob([`\uFEFF${buildCsv(props)}`], { type: "text/csv;charset=utf-8" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `analytics-${props.range.from}-${props.range.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <button type="button" onClick={download} className={cx(buttonStyles.secondary, "gap-2")}>
      <Download aria-hidden="true" className="size-4" />
      {t.exportCsv}
    </button>
  );
}

export function AnalyticsScreen(props: AnalyticsScreenProps) {
  const { preset, range, errors, pages, overview, sources, funnel } = props;
  const mounted = useMounted();
  const fieldStyles = cx(inputStyles, "py-2");
  return (
    <AdminPage title={t.title} intro={t.intro} actions={<CsvButton {...props} />}>
      <Card className="mb-6 flex flex-col gap-4 p-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label={t.presetsLabel} className="flex flex-wrap gap-2">
          {ANALYTICS_PRESETS.map((value) => (
            <Link
              key={value}
              to={`?preset=${value}`}
              aria-current={preset === value ? "page" : undefined}
              className={cx(preset === value ? buttonStyles.primary : buttonStyles.secondary)}
            >
              {t.presets[value]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-start gap-3">
          {(["from", "to"] as const).map((name) => (
            <div key={name} className="flex flex-col gap-1 text-sm font-semibold">
              <label htmlFor={`analytics-${name}`}>{t[name]}</label>
              <input
                id={`analytics-${name}`}
                type="date"
                name={name}
                defaultValue={range[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `analytics-${name}-error` : undefined}
                className={fieldStyles}
              />
              {errors[name] ? (
                <span id={`analytics-${name}-error`} className="text-xs text-[#b42318]">
                  {errors[name]}
                </span>
              ) : null}
            </div>
          ))}
          <button type="submit" className={cx(buttonStyles.primary, "mt-6")}>
            {t.apply}
          </button>
        </Form>
      </Card>
      <p className="mb-4 text-sm text-(--admin-muted)">
        {t.range(day(range.from), day(range.to))}
        {overview
          ? ` · ${t.previous(day(overview.previousRange.from), day(overview.previousRange.to))}`
          : null}
      </p>
      {overview ? (
        <>
          <div
            className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
            data-testid="analytics-kpis"
          >
            <Kpi
              label={t.visitors}
              value={figure(overview.totals.visitors)}
              change={
                <Change now={overview.totals.visitors} before={overview.previousTotals.visitors} />
              }
            />
            <Kpi
              label={t.views}
              value={figure(overview.totals.views)}
              change={<Change now={overview.totals.views} before={overview.previousTotals.views} />}
            />
            <Kpi
              label={t.leads}
              value={figure(overview.totals.leads)}
              change={<Change now={overview.totals.leads} before={overview.previousTotals.leads} />}
            />
            <Kpi
              label={t.conversion}
              value={percent(overview.totals.conversionRate)}
              change={
                <Change
                  now={overview.totals.conversionRate}
                  before={overview.previousTotals.conversionRate}
                  rate
                />
              }
            />
          </div>
          <Card className="mb-6 p-5">
            <h2 className="mb-4 text-base font-bold">{t.perDay}</h2>
            <div aria-hidden="true" style={{ height: 240 }}>
              {mounted ? (
                <Suspense fallback={null}>
                  <DailyChart
                    data={overview.perDay.map((d) => ({ day: d.day, count: d.visitors }))}
                    kind="area"
                    label={t.visitors}
                  />
                </Suspense>
              ) : null}
            </div>
            <table className="sr-only">
              <caption>{t.perDay}</caption>
              <tbody>
                {overview.perDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td>{d.visitors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      ) : (
        <p className="mb-6 text-sm text-(--admin-muted)">{t.contentOnly}</p>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        {funnel ? (
          <div className="min-w-0 xl:col-span-2">
            <Table
              title={t.funnelServices}
              head={[t.service, t.visitors, t.chats, t.formLeads, t.chatLeads, t.qualified, t.won]}
              rows={funnel.services.map((s) => ({
                key: s.service,
                cells: [
                  serviceName(s.service),
                  s.visitors,
                  s.chats,
                  s.formLeads,
                  s.chatLeads,
                  s.qualified,
                  s.won,
                ],
              }))}
            />
          </div>
        ) : null}
        {sources ? (
          <Table
            title={t.sources}
            head={[t.source, t.visitors, t.views, t.chats, t.formLeads, t.won]}
            rows={sources.sources.map((s) => ({
              key: s.value,
              cells: [sourceName(s.value), s.visitors, s.views, s.chats, s.formLeads, s.won],
            }))}
          />
        ) : null}
        {funnel ? (
          <Table
            title={t.funnelCampaigns}
            head={[t.campaign, t.visitors, t.chats, t.formLeads, t.chatLeads, t.qualified, t.won]}
            rows={funnel.campaigns.map((c) => ({
              key: c.campaign,
              cells: [
                c.campaign,
                c.visitors,
                c.chats,
                c.formLeads,
                c.chatLeads,
                c.qualified,
                c.won,
              ],
            }))}
          />
        ) : null}
        <Table
          title={t.pages}
          head={[t.page, t.views, t.visitors, t.entries, t.exits]}
          rows={pages.pages.map((p) => ({
            key: p.value,
            cells: [p.value, p.views, p.visitors, p.entries, p.exits],
          }))}
        />
        <Table
          title={t.articlesByVisitors}
          head={[t.article, t.visitors, t.leads]}
          rows={pages.topArticlesByVisitors.map((a) => ({
            key: a.value,
            cells: [a.title ?? a.value, a.visitors, a.leads],
          }))}
        />
        <Table
          title={t.articlesByLeads}
          head={[t.article, t.leads, t.visitors]}
          rows={pages.topArticlesByLeads.map((a) => ({
            key: a.value,
            cells: [a.title ?? a.value, a.leads, a.visitors],
          }))}
        />
        {sources ? (
          <Table
            title={t.referrers}
            head={[t.referrer, t.visitors, t.views]}
            rows={sources.referrers.map((r) => ({
              key: r.value,
              cells: [r.value, r.visitors, r.views],
            }))}
          />
        ) : null}
        {overview ? (
          <Table
            title={t.devices}
            head={[t.device, t.visitors, t.views]}
            rows={overview.devices.map((d) => ({
              key: d.value,
              cells: [
                (t.deviceNames as Record<string, string>)[d.value] ?? d.value,
                d.visitors,
                d.views,
              ],
            }))}
          />
        ) : null}
        {overview ? (
          <Table
            title={t.editions}
            head={[t.edition, t.visitors, t.views]}
            rows={overview.editions.map((d) => ({
              key: d.value,
              cells: [
                (t.editionNames as Record<string, string>)[d.value] ?? d.value,
                d.visitors,
                d.views,
              ],
            }))}
          />
        ) : null}
        <Table
          title={t.entryPages}
          head={[t.page, t.entries]}
          rows={pages.entryPages.map((p) => ({ key: p.value, cells: [p.value, p.entries] }))}
        />
        <Table
          title={t.exitPages}
          head={[t.page, t.exits]}
          rows={pages.exitPages.map((p) => ({ key: p.value, cells: [p.value, p.exits] }))}
        />
      </div>
    </AdminPage>
  );
}
