import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * What an agency that has run the site for years holds (issue 29): leads, audit rows and a
 * month of views per article, inserted by SQL beside the articles and employees of
 * generate-data.ts so the staff screens are measured at that size.
 */
export async function addStaffVolumes(
  db: Database,
  counts: { leads: number; auditRows: number; viewDays: number },
) {
  await db.execute(sql`
    insert into leads (source, status, name, company, email, phone, service, message, page, locale, created_at, updated_at)
    select case when g % 5 = 0 then 'chat' else 'contact' end,
      (array['new','contacted','qualified','won','lost'])[1 + g % 5],
      case when g % 5 = 0 then null else 'Bench Lead ' || g end,
      case when g % 5 = 0 then null else 'Company ' || (g % 700) end,
      case when g % 5 = 0 then null else 'lead' || g || '@example.test' end,
      case when g % 5 = 0 then null else '0812' || lpad(g::text, 8, '0') end,
      (array['live-streaming','kol-management','web-development','social-media-management'])[1 + g % 4],
      case when g % 5 = 0 then null else 'We would like a proposal for our launch, lead ' || g end,
      (array['/','/id/','/service/live-streaming','/contact-us'])[1 + g % 4],
      (array['en','id'])[1 + g % 2],
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${counts.leads}) g`);
  await db.execute(sql`
    insert into audit_events (actor_id, actor_email, action, entity, entity_id, details, created_at)
    select null, 'bench@projingga.test',
      (array['employee.updated','article.updated','lead.status_changed','staff.signed_in'])[1 + g % 4],
      (array['employee','article','lead','staff'])[1 + g % 4], (g % 5000)::text,
      jsonb_build_object('name', 'Bench record ' || (g % 5000)),
      now() - (g * 13 || ' seconds')::interval
    from generate_series(1, ${counts.auditRows}) g`);
  // One reader a day per article: 300,000 rows for 10,000 articles over 30 days.
  await db.execute(sql`
    insert into article_views (article_id, visitor_hash, day, created_at)
    select a.id, 'bench-' || a.id || '-' || d, (current_date - d), now() - (d || ' days')::interval
    from articles a, generate_series(0, ${counts.viewDays - 1}) d
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/**
 * The staff requests of issue 29's budget: the dashboard, and for each list its first page, a
 * search, a sort and a deep page (400), as the screens ask for them (documents, signed in).
 */
export function listStaffTargets() {
  return [
    ["dashboard", "/admin/dashboard"],
    ["employees", "/admin/employee"],
    ["employees search", "/admin/employee?search=Bench%20Employee%204242"],
    ["employees sort by name", "/admin/employee?sortBy=name&sortOrder=asc"],
    ["employees page 400", "/admin/employee?page=399"],
    ["articles", "/admin/article"],
    ["articles search", "/admin/article?search=brand%20tiktok"],
    ["articles sort by views", "/admin/article?sortBy=views&sortOrder=desc"],
    ["articles page 400", "/admin/article?page=400"],
    ["leads", "/admin/leads"],
    ["leads search", "/admin/leads?q=0812000042"],
    ["leads by status", "/admin/leads?status=won"],
    ["leads page 400", "/admin/leads?page=400"],
    ["audit log", "/admin/audit"],
    ["audit log by action", "/admin/audit?action=article.updated"],
    ["audit log page 400", "/admin/audit?page=400"],
  ] as const;
}
