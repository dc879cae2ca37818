import { sql } from "drizzle-orm";
import { startOfAgencyDay } from "#contracts/agency-clock.ts";
import type { AnalyticsRange, VisitStatRow } from "#contracts/analytics-schema.ts";
import { SERVICE_SLUGS } from "#contracts/site-content.ts";
import { classifyVisitSource, toReferrerHost } from "#contracts/visit-source.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { articleOfPath } from "./site-paths.ts";
import { addDays, firstOpenDay, rollUpClosedDays, selectDayStats } from "./visit-rollups.ts";

type Dimension =
  | "total"
  | "page"
  | "edition"
  | "device"
  | "source"
  | "campaign"
  | "referrer"
  | "chat_service";

type StatRow = VisitStatRow & { dimension: Dimension };

const STAT_COLUMNS = [
  "views",
  "visitors",
  "entries",
  "exits",
  "chats",
  "formsStarted",
  "formsSent",
  "reads",
] as const;

/** The first agency day each database's closed days were last rolled up for (one check a day). */
const rolledUpFor = new WeakMap<Database, string>();

async function ensureRollups(db: Database, now: Date) {
  const open = firstOpenDay(now);
  if (rolledUpFor.get(db) === open) return;
  await rollUpClosedDays(db, now);
  rolledUpFor.set(db, open);
}

/**
 * The range's rows of some dimensions: closed days from their rollups, the open day(s) from raw
 * events through the same query that rolls them up, so both agree.
 */
async function readStats(
  db: Database,
  now: Date,
  range: AnalyticsRange,
  dimensions: Dimension[],
  byDay = false,
): Promise<(StatRow & { day: string })[]> {
  await ensureRollups(db, now);
  const open = firstOpenDay(now);
  const closedTo = range.to < open ? range.to : addDays(open, -1);
  const liveFrom = range.from > open ? range.from : open;
  const inList = sql.join(
    dimensions.map((dimension) => sql`${dimension}`),
    sql`, `,
  );
  const parts = [];
  if (range.from <= closedTo) {
    parts.push(sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, value, views, visitors,
      entries, exits, chats, forms_started, forms_sent, reads from visit_day_stats
      where day >= ${range.from}::date and day <= ${closedTo}::date
        and dimension in (${inList})`);
  }
  if (liveFrom <= range.to) parts.push(selectDayStats(liveFrom, range.to));
  if (parts.length === 0) return [];
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`select ${sql.raw(byDay ? "day" : "''")} as day, dimension, value,
        sum(views)::int as views, sum(visitors)::int as visitors, sum(entries)::int as entries,
        sum(exits)::int as exits, sum(chats)::int as chats,
        sum(forms_started)::int as "formsStarted", sum(forms_sent)::int as "formsSent",
        sum(reads)::int as reads
      from (${sql.join(
        parts.map((part) => sql`(${part})`),
        sql` union all `,
      )}) s
      where dimension in (${inList})
      group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    dimension: row.dimension as Dimension,
    value: String(row.value),
    ...Object.fromEntries(STAT_COLUMNS.map((column) => [column, Number(row[column])])),
  })) as (StatRow & { day: string })[];
}

const emptyRow = (value: string): VisitStatRow => ({
  value,
  views: 0,
  visitors: 0,
  entries: 0,
  exits: 0,
  chats: 0,
  formsStarted: 0,
  formsSent: 0,
  reads: 0,
});

const strip = ({ dimension: _d, day: _day, ...row }: StatRow & { day: string }): VisitStatRow =>
  row;

const ofDimension = (rows: (StatRow & { day: string })[], dimension: Dimension) =>
  rows.filter((row) => row.dimension === dimension).map(strip);

const byViews = (a: VisitStatRow, b: VisitStatRow) =>
  b.views - a.views || b.visitors - a.visitors || a.value.localeCompare(b.value);

/** The range just before this one, as long. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

type LeadRow = {
  source: "contact" | "chat";
  status: string;
  service: string | null;
  page: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
};

async function readLeads(db: Database, range: AnalyticsRange): Promise<LeadRow[]> {
  return selectRows<LeadRow>(
    db,
    sql`select source, status, service, page, referrer, utm from leads
        where created_at >= ${startOfAgencyDay(range.from).toISOString()}::timestamptz
          and created_at < ${startOfAgencyDay(addDays(range.to, 1)).toISOString()}::timestamptz`,
  );
}

async function countLeads(db: Database, range: AnalyticsRange) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leads
        where created_at >= ${startOfAgencyDay(range.from).toISOString()}::timestamptz
          and created_at < ${startOfAgencyDay(addDays(range.to, 1)).toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

const conversionRate = (leads: number, visitors: number) =>
  visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0;

async function readTotals(db: Database, now: Date, range: AnalyticsRange) {
  const [rows, leads] = await Promise.all([
    readStats(db, now, range, ["total"]),
    countLeads(db, range),
  ]);
  const total = rows[0] ? strip(rows[0]) : emptyRow("");
  const { value: _value, ...figures } = total;
  return { ...figures, leads, conversionRate: conversionRate(leads, total.visitors) };
}

function listDays(range: AnalyticsRange) {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Visitors, views, conversion rate and the rest, beside the previous period's; per day; devices and editions. */
export async function getAnalyticsOverview(db: Database, now: Date, range: AnalyticsRange) {
  const previous = previousRange(range);
  const [totals, previousTotals, perDayRows, split] = await Promise.all([
    readTotals(db, now, range),
    readTotals(db, now, previous),
    readStats(db, now, range, ["total"], true),
    readStats(db, now, range, ["device", "edition"]),
  ]);
  const perDay = new Map(perDayRows.map((row) => [row.day, row]));
  return {
    range,
    previousRange: previous,
    totals,
    previousTotals,
    perDay: listDays(range).map((day) => ({
      day,
      views: perDay.get(day)?.views ?? 0,
      visitors: perDay.get(day)?.visitors ?? 0,
    })),
    devices: ofDimension(split, "device").sort(byViews),
    editions: ofDimension(split, "edition").sort(byViews),
  };
}

const TOP = 50;

/** Top pages, entry and exit pages, and the articles that draw visitors and leads. */
export async function getAnalyticsPages(db: Database, now: Date, range: AnalyticsRange) {
  const [rows, leads] = await Promise.all([
    readStats(db, now, range, ["page"]),
    readLeads(db, range),
  ]);
  const pages = ofDimension(rows, "page");
  const leadsByPage = new Map<string, number>();
  for (const lead of leads) {
    if (lead.page) leadsByPage.set(lead.page, (leadsByPage.get(lead.page) ?? 0) + 1);
  }
  const articles = pages
    .filter((row) => articleOfPath(row.value))
    .map((row) => ({ ...row, leads: leadsByPage.get(row.value) ?? 0 }));
  const titles = await readArticleTitles(
    db,
    articles.map((row) => articleOfPath(row.value) as string),
  );
  const withTitles = articles.map((row) => ({
    ...row,
    title: titles.get(articleOfPath(row.value) as string) ?? null,
  }));
  return {
    range,
    pages: [...pages].sort(byViews).slice(0, TOP),
    entryPages: pages
      .filter((row) => row.entries > 0)
      .sort((a, b) => b.entries - a.entries || byViews(a, b))
      .slice(0, 10),
    exitPages: pages
      .filter((row) => row.exits > 0)
      .sort((a, b) => b.exits - a.exits || byViews(a, b))
      .slice(0, 10),
    topArticlesByVisitors: [...withTitles]
      .sort((a, b) => b.visitors - a.visitors || byViews(a, b))
      .slice(0, 10),
    topArticlesByLeads: withTitles
      .filter((row) => row.leads > 0)
      .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors)
      .slice(0, 10),
  };
}

async function readArticleTitles(db: Database, uids: string[]) {
  if (uids.length === 0) return new Map<string, string>();
  const rows = await selectRows<{ uid: string; title: string }>(
    db,
    sql`select distinct on (a.uid) a.uid, t.title from articles a
        join article_translations t on t.article_id = a.id
        where a.uid in (${sql.join(
          uids.map((uid) => sql`${uid}`),
          sql`, `,
        )})
        order by a.uid, t.locale`,
  );
  return new Map(rows.map((row) => [row.uid, row.title]));
}

/** A lead's source by the same classifier as the visits: its first touch's utm, else its referrer. */
export const sourceOfLead = (lead: Pick<LeadRow, "referrer" | "utm">) =>
  classifyVisitSource({
    referrerHost: toReferrerHost(lead.referrer),
    utmSource: lead.utm?.utm_source,
    utmMedium: lead.utm?.utm_medium,
  });

type LeadCounts = { formLeads: number; chatLeads: number; qualified: number; won: number };
const noLeads = (): LeadCounts => ({ formLeads: 0, chatLeads: 0, qualified: 0, won: 0 });

function countLeadsBy(leads: LeadRow[], keyOf: (lead: LeadRow) => string | null | undefined) {
  const counts = new Map<string, LeadCounts>();
  for (const lead of leads) {
    const key = keyOf(lead);
    if (!key) continue;
    const entry = counts.get(key) ?? noLeads();
    if (lead.source === "contact") entry.formLeads += 1;
    else entry.chatLeads += 1;
    if (lead.status === "qualified" || lead.status === "won") entry.qualified += 1;
    if (lead.status === "won") entry.won += 1;
    counts.set(key, entry);
  }
  return counts;
}

function joinLeads(rows: VisitStatRow[], counts: Map<string, LeadCounts>) {
  const values = new Set([...rows.map((row) => row.value), ...counts.keys()]);
  const byValue = new Map(rows.map((row) => [row.value, row]));
  return [...values].map((value) => ({
    ...(byValue.get(value) ?? emptyRow(value)),
    ...(counts.get(value) ?? noLeads()),
  }));
}

/** Visits by source group and the leads attributed to each; the top referring hosts. */
export async function getAnalyticsSources(db: Database, now: Date, range: AnalyticsRange) {
  const [rows, leads] = await Promise.all([
    readStats(db, now, range, ["source", "referrer"]),
    readLeads(db, range),
  ]);
  return {
    range,
    sources: joinLeads(ofDimension(rows, "source"), countLeadsBy(leads, sourceOfLead)).sort(
      byViews,
    ),
    referrers: ofDimension(rows, "referrer").sort(byViews).slice(0, TOP),
  };
}

const campaignOfLead = (lead: LeadRow) => lead.utm?.utm_campaign?.trim() || null;

/** UTM campaigns: their visits and the leads that carried the campaign. */
export async function getAnalyticsCampaigns(db: Database, now: Date, range: AnalyticsRange) {
  const [rows, leads] = await Promise.all([
    readStats(db, now, range, ["campaign"]),
    readLeads(db, range),
  ]);
  return {
    range,
    campaigns: joinLeads(ofDimension(rows, "campaign"), countLeadsBy(leads, campaignOfLead)).sort(
      byViews,
    ),
  };
}

/**
 * The funnel per service page and per campaign: visitors, then chat clicks and form leads,
 * then qualified and won leads (from the lead pipeline).
 */
export async function getAnalyticsFunnel(db: Database, now: Date, range: AnalyticsRange) {
  const [rows, leads] = await Promise.all([
    readStats(db, now, range, ["page", "chat_service", "campaign"]),
    readLeads(db, range),
  ]);
  const pages = new Map(ofDimension(rows, "page").map((row) => [row.value, row]));
  const chatsByService = new Map(
    ofDimension(rows, "chat_service").map((row) => [row.value, row.chats]),
  );
  const serviceLeads = countLeadsBy(leads, (lead) => lead.service);
  const services = SERVICE_SLUGS.map((service) => {
    const en = pages.get(`/service/${service}`);
    const id = pages.get(`/id/service/${service}`);
    return {
      service,
      visitors: (en?.visitors ?? 0) + (id?.visitors ?? 0),
      views: (en?.views ?? 0) + (id?.views ?? 0),
      chats: chatsByService.get(service) ?? 0,
      ...(serviceLeads.get(service) ?? noLeads()),
    };
  });
  const campaigns = joinLeads(
    ofDimension(rows, "campaign"),
    countLeadsBy(leads, campaignOfLead),
  ).map(({ value, visitors, views, chats, formLeads, chatLeads, qualified, won }) => ({
    campaign: value,
    visitors,
    views,
    chats,
    formLeads,
    chatLeads,
    qualified,
    won,
  }));
  return { range, services, campaigns };
}
