import { and, count, desc, eq, gte, isNull, lt, sql, sum } from "drizzle-orm";
import { agencyDay, startOfAgencyDay } from "#contracts/agency-clock.ts";
import { can, type StaffRole } from "#contracts/permissions.ts";
import { titleOf } from "#server/articles/article-queries.ts";
import type { Database } from "#server/db/client.ts";
import { atAgencyClock } from "#server/db/raw-rows.ts";
import {
  articleRecentViews,
  articles,
  articleViewDayTotals,
  articleViews,
  auditEvents,
  employees,
  leads,
  searchTerms,
} from "#server/db/schema.ts";
import { countClosedDays } from "./view-rollups.ts";

export const DASHBOARD_DAYS = 30;
const DAY_MS = 86_400_000;

export type DayCount = { day: string; count: number };
export type LabelCount = { label: string; count: number };

export type ArticleStats = {
  publishedArticles: number;
  totalViews: number;
  recentViews: number;
  viewsPerDay: DayCount[];
  topArticles: { uid: string; title: string; views: number; recentViews: number }[];
  zeroResultSearches: { query: string; times: number; lastAt: string }[];
};

/** Leads are contact-form leads (with contact details); chat clicks are counted apart. */
export type LeadStats = {
  recentLeads: number;
  leadsPerDay: DayCount[];
  leadsByService: LabelCount[];
  recentChatClicks: number;
  chatClicksPerDay: DayCount[];
  latestLeads: {
    id: number;
    name: string | null;
    source: string;
    service: string | null;
    status: string;
    createdAt: string;
  }[];
};

export type AdminStats = {
  employeesTotal: number;
  employeesByDepartment: LabelCount[];
  employeesByStatus: LabelCount[];
  latestAudit: {
    id: number;
    actorEmail: string | null;
    action: string;
    entity: string | null;
    entityId: string | null;
    createdAt: string;
  }[];
};

export type Dashboard = {
  days: number;
  articles: ArticleStats;
  /** For the roles that work leads (admins and sales). */
  leads: LeadStats | null;
  /** Employees and the audit log: admins only. */
  admin: AdminStats | null;
};

/** The last `days` agency days up to today, oldest first, with zero where nothing happened. */
export function fillDays(
  counts: Map<string, number>,
  now: Date,
  days = DASHBOARD_DAYS,
): DayCount[] {
  const out: DayCount[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = agencyDay(new Date(now.getTime() - offset * DAY_MS));
    out.push({ day, count: counts.get(day) ?? 0 });
  }
  return out;
}

const firstDashboardDay = (now: Date) =>
  agencyDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));

async function getArticleStats(db: Database, now: Date): Promise<ArticleStats> {
  const today = agencyDay(now);
  const sinceDay = firstDashboardDay(now);
  await countClosedDays(db, sinceDay, today);
  const todaysViews = db
    .select({ articleId: articleViews.articleId, views: count().as("todays_count") })
    .from(articleViews)
    .where(eq(articleViews.day, today))
    .groupBy(articleViews.articleId)
    .as("todays_views");
  const recentViews = sql<number>`(coalesce(${articleRecentViews.views}, 0) + coalesce(${todaysViews.views}, 0))::int`;
  const [[published], closedDays, [todayTotal], top, searches] = await Promise.all([
    db
      .select({ total: count(), views: sum(articles.views) })
      .from(articles)
      .where(eq(articles.status, "published")),
    db
      .select({ day: articleViewDayTotals.day, count: articleViewDayTotals.views })
      .from(articleViewDayTotals)
      .where(and(gte(articleViewDayTotals.day, sinceDay), lt(articleViewDayTotals.day, today))),
    db.select({ count: count() }).from(articleViews).where(eq(articleViews.day, today)),
    db
      .select({
        uid: articles.uid,
        title: titleOf(articles.id),
        views: articles.views,
        recentViews,
      })
      .from(articles)
      .leftJoin(
        articleRecentViews,
        and(eq(articleRecentViews.articleId, articles.id), eq(articleRecentViews.asOf, today)),
      )
      .leftJoin(todaysViews, eq(todaysViews.articleId, articles.id))
      .where(eq(articles.status, "published"))
      .orderBy(desc(recentViews), desc(articles.views))
      .limit(5),
    db
      .select({
        query: searchTerms.term,
        times: sql<number>`sum(${searchTerms.times})::int`,
        lastAt: sql<Date>`max(${searchTerms.lastAt})`,
      })
      .from(searchTerms)
      .where(gte(searchTerms.day, sinceDay))
      .groupBy(searchTerms.term)
      .orderBy(desc(sql`sum(${searchTerms.times})`), desc(sql`max(${searchTerms.lastAt})`))
      .limit(10),
  ]);
  const perDay = new Map(closedDays.map((row) => [row.day, row.count]));
  perDay.set(today, Number(todayTotal?.count ?? 0));
  const viewsPerDay = fillDays(perDay, now);
  return {
    publishedArticles: Number(published?.total ?? 0),
    totalViews: Number(published?.views ?? 0),
    recentViews: viewsPerDay.reduce((total, day) => total + day.count, 0),
    viewsPerDay,
    topArticles: top.map((row) => ({ ...row, recentViews: Number(row.recentViews) })),
    zeroResultSearches: searches.map((row) => ({
      query: row.query,
      times: Number(row.times),
      lastAt: new Date(row.lastAt).toISOString(),
    })),
  };
}

async function getLeadStats(db: Database, now: Date): Promise<LeadStats> {
  const since = startOfAgencyDay(firstDashboardDay(now));
  // Grouped by the date and formatted after: to_char on every lead cost 27 ms over 10,000 (issue 29).
  const leadDate = sql`${atAgencyClock(leads.createdAt)}::date`;
  const contact = eq(leads.source, "contact");
  const [perDay, byService, latestLeads] = await Promise.all([
    db
      .select({ day: sql<string>`(${leadDate})::text`, source: leads.source, count: count() })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(leadDate, leads.source),
    db
      .select({ label: sql<string>`coalesce(${leads.service}, '')`, count: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, since), contact))
      .groupBy(sql`coalesce(${leads.service}, '')`)
      .orderBy(desc(count())),
    db
      .select({
        id: leads.id,
        name: leads.name,
        source: leads.source,
        service: leads.service,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(contact)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(5),
  ]);
  const daysOf = (source: string) =>
    fillDays(
      new Map(
        perDay.filter((row) => row.source === source).map((row) => [row.day, Number(row.count)]),
      ),
      now,
    );
  const total = (days: DayCount[]) => days.reduce((sum, day) => sum + day.count, 0);
  const leadsPerDay = daysOf("contact");
  const chatClicksPerDay = daysOf("chat");
  return {
    recentLeads: total(leadsPerDay),
    leadsPerDay,
    leadsByService: toCounts(byService),
    recentChatClicks: total(chatClicksPerDay),
    chatClicksPerDay,
    latestLeads: latestLeads.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

const toCounts = (rows: { label: string; count: number }[]) =>
  rows.map((row) => ({ label: row.label, count: Number(row.count) }));

async function getAdminStats(db: Database): Promise<AdminStats> {
  const [byDepartment, byStatus, latestAudit] = await Promise.all([
    db
      .select({ label: employees.department, count: count() })
      .from(employees)
      .where(isNull(employees.deletedAt))
      .groupBy(employees.department)
      .orderBy(desc(count()), employees.department),
    db
      .select({ label: employees.status, count: count() })
      .from(employees)
      .where(isNull(employees.deletedAt))
      .groupBy(employees.status)
      .orderBy(desc(count()), employees.status),
    db
      .select({
        id: auditEvents.id,
        actorEmail: auditEvents.actorEmail,
        action: auditEvents.action,
        entity: auditEvents.entity,
        entityId: auditEvents.entityId,
        createdAt: auditEvents.createdAt,
      })
      .from(auditEvents)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(8),
  ]);
  const departments = toCounts(byDepartment);
  return {
    employeesTotal: departments.reduce((total, row) => total + row.count, 0),
    employeesByDepartment: departments,
    employeesByStatus: toCounts(byStatus),
    latestAudit: latestAudit.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Real numbers from the database; each role gets the parts its permissions cover. */
export async function getDashboard(db: Database, role: StaffRole, now: Date): Promise<Dashboard> {
  const [articleStats, leadStats, adminStats] = await Promise.all([
    getArticleStats(db, now),
    can(role, "leads:manage") ? getLeadStats(db, now) : Promise.resolve(null),
    can(role, "dashboard:company-stats") ? getAdminStats(db) : Promise.resolve(null),
  ]);
  return { days: DASHBOARD_DAYS, articles: articleStats, leads: leadStats, admin: adminStats };
}
