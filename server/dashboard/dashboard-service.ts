import { and, count, desc, eq, gte, isNull, sql, sum } from "drizzle-orm";
import { can, type StaffRole } from "../../contracts/permissions.ts";
import { titleOf } from "../articles/article-queries.ts";
import type { Database } from "../db/client.ts";
import {
  articles,
  articleViews,
  auditEvents,
  employees,
  leads,
  searchTerms,
} from "../db/schema.ts";

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

/** The last `days` calendar days (UTC) up to today, oldest first, with zero where nothing happened. */
export function fillDays(
  counts: Map<string, number>,
  now: Date,
  days = DASHBOARD_DAYS,
): DayCount[] {
  const out: DayCount[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
    out.push({ day, count: counts.get(day) ?? 0 });
  }
  return out;
}

async function getArticleStats(db: Database, now: Date): Promise<ArticleStats> {
  const since = new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const [[published], perDay, top, searches] = await Promise.all([
    db
      .select({ total: count(), views: sum(articles.views) })
      .from(articles)
      .where(eq(articles.status, "published")),
    db
      .select({ day: articleViews.day, count: count() })
      .from(articleViews)
      .where(gte(articleViews.day, sinceDay))
      .groupBy(articleViews.day),
    db
      .select({
        uid: articles.uid,
        title: titleOf(articles.id),
        views: articles.views,
        recentViews: sql<number>`count(${articleViews.id})::int`,
      })
      .from(articles)
      .leftJoin(
        articleViews,
        and(eq(articleViews.articleId, articles.id), gte(articleViews.day, sinceDay)),
      )
      .where(eq(articles.status, "published"))
      .groupBy(articles.id)
      .orderBy(desc(sql`count(${articleViews.id})`), desc(articles.views))
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
  const viewsPerDay = fillDays(new Map(perDay.map((row) => [row.day, Number(row.count)])), now);
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
  const since = new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);
  const leadDay = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const contact = eq(leads.source, "contact");
  const [perDay, byService, latestLeads] = await Promise.all([
    db
      .select({ day: leadDay, source: leads.source, count: count() })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(leadDay, leads.source),
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
