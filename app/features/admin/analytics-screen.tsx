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

function Table({ title, head, rows }: { title: string; head: string[]; rows: Section["rows"] }) {
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

type Section = {
  title: string;
  head: string[];
  rows: { key: string; cells: (string | number)[] }[];
  /** Across both columns of the grid (the tables with many columns). */
  wide?: boolean;
};

const named = (names: Record<string, string>) => (value: string) => names[value] ?? value;
type FunnelRow = {
  visitors: number;
  chats: number;
  formLeads: number;
  chatLeads: number;
  qualified: number;
  won: number;
};
const funnelCells = (name: string, row: FunnelRow) => [
  name,
  row.visitors,
  row.chats,
  row.formLeads,
  row.chatLeads,
  row.qualified,
  row.won,
];
const FUNNEL_HEAD = () => [t.visitors, t.chats, t.formLeads, t.chatLeads, t.qualified, t.won];

/** Visitors and views of each value of a dimension, the value named for a reader. */
const visitorRows = (
  rows: { value: string; visitors: number; views: number }[],
  name: (value: string) => string = (value) => value,
) => rows.map((row) => ({ key: row.value, cells: [name(row.value), row.visitors, row.views] }));

/** The screen's tables, in order: what it shows and what its CSV holds, described once. */
function listSections({ pages, overview, sources, funnel }: AnalyticsScreenProps): Section[] {
  const sections: (Section | false | null)[] = [
    funnel && {
      title: t.funnelServices,
      head: [t.service, ...FUNNEL_HEAD()],
      rows: funnel.services.map((s) => ({
        key: s.service,
        cells: funnelCells(serviceName(s.service), s),
      })),
      wide: true,
    },
    sources && {
      title: t.sources,
      head: [t.source, t.visitors, t.views, t.chats, t.formLeads, t.won],
      rows: sources.sources.map((s) => ({
        key: s.value,
        cells: [sourceName(s.value), s.visitors, s.views, s.chats, s.formLeads, s.won],
      })),
      wide: true,
    },
    funnel && {
      title: t.funnelCampaigns,
      head: [t.campaign, ...FUNNEL_HEAD()],
      rows: funnel.campaigns.map((c) => ({ key: c.campaign, cells: funnelCells(c.campaign, c) })),
      wide: true,
    },
    {
      title: t.pages,
      head: [t.page, t.views, t.visitors, t.entries, t.exits],
      rows: pages.pages.map((p) => ({
        key: p.value,
        cells: [p.value, p.views, p.visitors, p.entries, p.exits],
      })),
    },
    {
      title: t.articlesByVisitors,
      head: [t.article, t.visitors, t.leads],
      rows: pages.topArticlesByVisitors.map((a) => ({
        key: a.value,
        cells: [a.title ?? a.value, a.visitors, a.leads],
      })),
    },
    {
      title: t.articlesByLeads,
      head: [t.article, t.leads, t.visitors],
      rows: pages.topArticlesByLeads.map((a) => ({
        key: a.value,
        cells: [a.title ?? a.value, a.leads, a.visitors],
      })),
    },
    sources && {
      title: t.referrers,
      head: [t.referrer, t.visitors, t.views],
      rows: visitorRows(sources.referrers),
    },
    overview && {
      title: t.devices,
      head: [t.device, t.visitors, t.views],
      rows: visitorRows(overview.devices, named(t.deviceNames as Record<string, string>)),
    },
    overview && {
      title: t.editions,
      head: [t.edition, t.visitors, t.views],
      rows: visitorRows(overview.editions, named(t.editionNames as Record<string, string>)),
    },
    {
      title: t.entryPages,
      head: [t.page, t.entries],
      rows: pages.entryPages.map((p) => ({ key: p.value, cells: [p.value, p.entries] })),
    },
    {
      title: t.exitPages,
      head: [t.page, t.exits],
      rows: pages.exitPages.map((p) => ({ key: p.value, cells: [p.value, p.exits] })),
    },
  ];
  return sections.filter((section): section is Section => Boolean(section));
}

/** Every table of the screen in one CSV file, section by section, the visits per day first. */
function buildCsv(props: AnalyticsScreenProps) {
  const perDay: Section[] = props.overview
    ? [
        {
          title: t.perDay,
          head: ["day", t.visitors, t.views],
          rows: props.overview.perDay.map((d) => ({
            key: d.day,
            cells: [d.day, d.visitors, d.views],
          })),
        },
      ]
    : [];
  return [...perDay, ...listSections(props)]
    .map(
      ({ title, head, rows }) =>
        toCsv([title], []) +
        toCsv(
          head,
          rows.map((row) => row.cells),
        ),
    )
    .join("\r\n");
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
  const { preset, range, errors, overview } = props;
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
            className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
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
      <div className="grid gap-6 lg:grid-cols-2">
        {listSections(props).map((section) => (
          <div key={section.title} className={cx("min-w-0", section.wide && "lg:col-span-2")}>
            <Table title={section.title} head={section.head} rows={section.rows} />
          </div>
        ))}
      </div>
    </AdminPage>
  );
}
