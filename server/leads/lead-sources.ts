import { and, gte, lt, type SQL, sql } from "drizzle-orm";
import { agencyDay, startOfAgencyDay } from "#contracts/agency-clock.ts";
import { toCsv } from "#contracts/csv-cells.ts";
import {
  type LeadSourceDimension,
  type LeadSourcesQuery,
  type LeadSourceTotal,
  type LeadSourceWeek,
  leadSourcesQuerySchema,
} from "#contracts/lead-schema.ts";
import type { Database } from "#server/db/client.ts";
import { atAgencyClock } from "#server/db/raw-rows.ts";
import { leads } from "#server/db/schema.ts";

const DAY_MS = 86_400_000;

/** The value a lead is counted under; none is "" (shown as "none"). */
const DIMENSIONS: Record<LeadSourceDimension, SQL<string>> = {
  page: sql<string>`coalesce(${leads.page}, '')`,
  service: sql<string>`coalesce(${leads.service}, '')`,
  utm_source: sql<string>`coalesce(${leads.utm}->>'utm_source', '')`,
  utm_campaign: sql<string>`coalesce(${leads.utm}->>'utm_campaign', '')`,
  landing_page: sql<string>`coalesce(${leads.landingPage}, '')`,
  referrer: sql<string>`coalesce(${leads.referrer}, '')`,
};

/** The Monday of the week a lead came in, on the agency's clock, as YYYY-MM-DD. */
const WEEK = sql<string>`to_char(date_trunc('week', ${atAgencyClock(leads.createdAt)}), 'YYYY-MM-DD')`;

/** A range's missing end: today, or 55 days after `from`; a missing start, 55 days before `to`. */
function fillRange(query: { from?: string; to?: string }, now: Date) {
  const shift = (day: string, days: number) =>
    new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: shift(query.from, 55) };
  const to = query.to ?? agencyDay(now);
  return { from: shift(to, -55), to };
}

/**
 * Where the leads of the range came from, week by week: leads with contact details, chat clicks
 * beside them, and how many of either are now won. Counted in the database, exactly.
 */
export async function countLeadSources(db: Database, input: LeadSourcesQuery, now: Date) {
  const parsed = leadSourcesQuerySchema.parse(input);
  const query = { by: parsed.by, ...fillRange(parsed, now) };
  const source = DIMENSIONS[query.by];
  const rows = await db
    .select({
      week: WEEK,
      source,
      leads: sql<number>`count(*) filter (where ${leads.source} = 'contact')::int`,
      chatClicks: sql<number>`count(*) filter (where ${leads.source} = 'chat')::int`,
      won: sql<number>`count(*) filter (where ${leads.status} = 'won')::int`,
    })
    .from(leads)
    .where(
      and(
        gte(leads.createdAt, startOfAgencyDay(query.from)),
        lt(leads.createdAt, new Date(startOfAgencyDay(query.to).getTime() + DAY_MS)),
      ),
    )
    .groupBy(WEEK, source)
    .orderBy(sql`1 desc`, sql`3 desc`, sql`4 desc`, sql`2 asc`);
  const weeks: LeadSourceWeek[] = rows.map((row) => ({
    week: row.week,
    source: row.source,
    leads: Number(row.leads),
    chatClicks: Number(row.chatClicks),
    won: Number(row.won),
  }));
  const totals = new Map<string, LeadSourceTotal>();
  for (const row of weeks) {
    const total = totals.get(row.source) ?? { source: row.source, leads: 0, chatClicks: 0, won: 0 };
    total.leads += row.leads;
    total.chatClicks += row.chatClicks;
    total.won += row.won;
    totals.set(row.source, total);
  }
  const bySize = [...totals.values()].sort(
    (a, b) =>
      b.leads - a.leads ||
      b.chatClicks - a.chatClicks ||
      b.won - a.won ||
      a.source.localeCompare(b.source),
  );
  return { ...query, weeks, totals: bySize };
}

export const LEAD_SOURCES_CSV_COLUMNS = ["week", "source", "leads", "chat_clicks", "won"] as const;

/** The week-by-week table as CSV, with every export's formula guard (UTM values are visitors'). */
export function leadSourcesToCsv(weeks: LeadSourceWeek[], separator: "comma" | "semicolon") {
  return `\uFEFF${toCsv(
    LEAD_SOURCES_CSV_COLUMNS,
    weeks.map((row) => [row.week, row.source, row.leads, row.chatClicks, row.won]),
    separator,
  )}`;
}
