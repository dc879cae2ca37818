import { Eye, FileText, Inbox, MessageCircle, TrendingUp, Users } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Card, cx } from "#app/components/admin/admin-ui.tsx";
import { LeadStatusBadge, serviceName, sourceLabel } from "#app/components/admin/lead-labels.tsx";
import { formatFigure } from "#app/lib/format-number.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime, formatNumber } from "#contracts/agency-clock.ts";
import type { SetupChecklist } from "#server/auth/setup-checklist.ts";
import type { Dashboard } from "#server/dashboard/dashboard-service.ts";

const t = messages.admin.dashboard;

import { colourAt } from "./chart-palette.ts";
import { SetupChecklistPanel } from "./setup-checklist.tsx";

const charts = () => import("./dashboard-charts.tsx");
const DailyChart = lazy(() => charts().then((module) => ({ default: module.DailyChart })));
const RankChart = lazy(() => charts().then((module) => ({ default: module.RankChart })));
const DonutChart = lazy(() => charts().then((module) => ({ default: module.DonutChart })));

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function ChartSlot({ children, height = 240 }: { children: ReactNode; height?: number }) {
  const mounted = useMounted();
  const fallback = (
    <div
      style={{ height }}
      className="grid place-items-center rounded-xl bg-(--admin-surface-2) text-xs text-(--admin-muted)"
    >
      {t.chartLoading}
    </div>
  );
  // The picture is for sighted users; the same numbers are in a table for screen readers.
  return (
    <div aria-hidden="true">
      {mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}

function DataTable({ caption, rows }: { caption: string; rows: [string, number][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  accent,
  to,
}: {
  icon: typeof Eye;
  label: string;
  value: number;
  accent?: boolean;
  /** Where the figure is read in detail (the analytics screen). */
  to?: string;
}) {
  const card = (
    <Card
      className={cx(
        "p-5",
        accent && "border-transparent bg-linear-to-br from-brand-yellow to-[#fbb84e] text-ink",
      )}
    >
      <div className="flex items-center justify-between">
        <p className={cx("text-sm font-semibold", accent ? "text-ink/80" : "text-(--admin-muted)")}>
          {label}
        </p>
        <Icon aria-hidden="true" className="size-5 opacity-70" />
      </div>
      <p
        className="mt-3 text-3xl font-extrabold tracking-tight tabular-nums"
        title={formatNumber(value, getStaffLocale())}
      >
        {formatFigure(value, getStaffLocale())}
      </p>
    </Card>
  );
  return to ? (
    <Link
      to={to}
      className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {card}
    </Link>
  ) : (
    card
  );
}

const Empty = () => <p className="py-8 text-center text-sm text-(--admin-muted)">{t.noData}</p>;

function Panel({
  title,
  action,
  empty,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  /** Nothing to show yet: "no data" in place of the children. */
  empty?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cx("p-5", className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold">{title}</h2>
        {action}
      </div>
      {empty ? <Empty /> : children}
    </Card>
  );
}

/** A wide panel of counts per day: the chart, and the same figures as a table for screen readers. */
function DailyPanel({
  title,
  days,
  kind,
  label,
}: {
  title: string;
  days: { day: string; count: number }[];
  kind: "area" | "bar";
  label: string;
}) {
  return (
    <Panel title={title} className="lg:col-span-2">
      <ChartSlot>
        <DailyChart data={days} kind={kind} label={label} />
      </ChartSlot>
      <DataTable caption={title} rows={days.map((d) => [d.day, d.count])} />
    </Panel>
  );
}

/** Counts by label as bars, one a row, and the same figures as a table for screen readers. */
function RankPanel({
  title,
  data,
  label,
}: {
  title: string;
  data: { label: string; count: number }[];
  label: string;
}) {
  return (
    <Panel title={title} empty={data.length === 0}>
      <ChartSlot height={Math.max(120, data.length * 34 + 16)}>
        <RankChart data={data} label={label} />
      </ChartSlot>
      <DataTable caption={title} rows={data.map((row) => [row.label, row.count])} />
    </Panel>
  );
}

/** A dashboard panel listing the latest few of something, with a link to the whole list. */
function RecentPanel<T>({
  title,
  viewAll,
  items,
  renderItem,
}: {
  title: string;
  viewAll: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <Panel
      title={title}
      empty={items.length === 0}
      action={
        <Link to={viewAll} className="text-sm font-semibold underline underline-offset-4">
          {t.viewAll}
        </Link>
      }
    >
      <ul className="flex flex-col divide-y divide-(--admin-border)">{items.map(renderItem)}</ul>
    </Panel>
  );
}

function Legend({ data }: { data: { label: string; count: number }[] }) {
  return (
    <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
      {data.map((entry, index) => (
        <li key={entry.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full"
            style={{ background: colourAt(index) }}
          />
          <span className="truncate">{entry.label}</span>
          <span className="ml-auto font-semibold tabular-nums">{entry.count}</span>
        </li>
      ))}
    </ul>
  );
}

export function DashboardScreen({
  dashboard,
  userName,
  checklist,
}: {
  dashboard: Dashboard;
  userName: string;
  /** The first admin's getting-started list, until dismissed. */
  checklist?: SetupChecklist | null;
}) {
  const { articles, leads, admin } = dashboard;
  const firstName = userName.split(" ")[0] ?? userName;
  return (
    <div>
      <div className="mb-6">
        <p className="text-sm font-semibold text-(--admin-accent-text)">{t.greeting(firstName)}</p>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{t.title}</h1>
        <p className="mt-1 text-sm text-(--admin-muted)">{t.intro}</p>
      </div>

      {checklist ? <SetupChecklistPanel checklist={checklist} /> : null}

      <div
        className={cx(
          "grid grid-cols-2 gap-4 md:grid-cols-3",
          leads && "lg:grid-cols-5",
          leads && admin && "lg:grid-cols-6",
        )}
      >
        <Stat
          icon={Eye}
          label={t.recentViews}
          value={articles.recentViews}
          accent
          to="/admin/analytics?preset=30"
        />
        <Stat icon={TrendingUp} label={t.totalViews} value={articles.totalViews} />
        <Stat icon={FileText} label={t.publishedArticles} value={articles.publishedArticles} />
        {leads ? (
          <Stat
            icon={Inbox}
            label={t.leads30}
            value={leads.recentLeads}
            to="/admin/analytics?preset=30"
          />
        ) : null}
        {leads ? (
          <Stat
            icon={MessageCircle}
            label={t.chatClicks30}
            value={leads.recentChatClicks}
            to="/admin/analytics?preset=30"
          />
        ) : null}
        {admin ? <Stat icon={Users} label={t.employeesTotal} value={admin.employeesTotal} /> : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <DailyPanel title={t.viewsPerDay} days={articles.viewsPerDay} kind="area" label={t.views} />
        <Panel title={t.topArticles} empty={articles.topArticles.length === 0}>
          <ol className="flex flex-col gap-3">
            {articles.topArticles.map((article, index) => (
              <li key={article.uid} className="flex items-start gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-(--admin-surface-2) text-xs font-bold">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <a
                    href={`/article/${article.uid}`}
                    className="line-clamp-2 text-sm font-semibold hover:underline"
                  >
                    {article.title}
                  </a>
                  <p className="text-xs text-(--admin-muted)">
                    {t.viewCounts(
                      formatFigure(article.recentViews, getStaffLocale()),
                      formatFigure(article.views, getStaffLocale()),
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </Panel>
      </div>

      {leads ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <DailyPanel title={t.leadsPerDay} days={leads.leadsPerDay} kind="bar" label={t.leads} />
          <DailyPanel
            title={t.chatClicksPerDay}
            days={leads.chatClicksPerDay}
            kind="bar"
            label={t.chatClicks}
          />
          <RankPanel
            title={t.leadsByService}
            data={leads.leadsByService.map((row) => ({
              ...row,
              label: serviceName(row.label || null),
            }))}
            label={t.leads}
          />
        </div>
      ) : null}
      {admin ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <RankPanel
            title={t.employeesByDepartment}
            data={admin.employeesByDepartment}
            label={t.employeesTotal}
          />
          <Panel title={t.employeesByStatus} empty={admin.employeesByStatus.length === 0}>
            <ChartSlot height={200}>
              <DonutChart data={admin.employeesByStatus} label={t.employeesTotal} />
            </ChartSlot>
            <Legend data={admin.employeesByStatus} />
          </Panel>
        </div>
      ) : null}

      <div className={cx("mt-6 grid gap-6", leads && admin ? "lg:grid-cols-3" : "lg:grid-cols-2")}>
        {leads ? (
          <RecentPanel
            title={t.recentLeads}
            viewAll="/admin/leads"
            items={leads.latestLeads}
            renderItem={(lead) => (
              <li key={lead.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className="block truncate text-sm font-semibold hover:underline"
                  >
                    {lead.name || messages.admin.leads.anonymous}
                  </Link>
                  <p className="truncate text-xs text-(--admin-muted)">
                    {serviceName(lead.service)} · {sourceLabel(lead.source as "chat")} ·{" "}
                    {formatDateTime(lead.createdAt, getStaffLocale())}
                  </p>
                </div>
                <LeadStatusBadge status={lead.status as "new"} />
              </li>
            )}
          />
        ) : null}
        {admin ? (
          <RecentPanel
            title={t.recentAudit}
            viewAll="/admin/audit"
            items={admin.latestAudit}
            renderItem={(event) => (
              <li key={event.id} className="py-2.5 text-sm">
                <p className="truncate">
                  <span className="font-semibold">
                    {event.actorEmail ?? messages.admin.audit.system}
                  </span>{" "}
                  <span className="font-mono text-xs">{event.action}</span>
                  {event.entityId ? (
                    <span className="text-(--admin-muted)"> #{event.entityId}</span>
                  ) : null}
                </p>
                <p className="text-xs text-(--admin-muted)">
                  {formatDateTime(event.createdAt, getStaffLocale())}
                </p>
              </li>
            )}
          />
        ) : null}
        <Panel title={t.zeroSearches} empty={articles.zeroResultSearches.length === 0}>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-(--admin-muted)">
              <tr>
                <th scope="col" className="pb-2 font-semibold">
                  {t.searchTerm}
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  {t.times}
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.zeroResultSearches.map((search) => (
                <tr key={search.query} className="border-t border-(--admin-border)">
                  <td className="max-w-[12rem] truncate py-2 font-medium">“{search.query}”</td>
                  <td className="py-2 text-right tabular-nums">{search.times}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      </div>
    </div>
  );
}
