import { and, desc, ilike, isNull, or, sql } from "drizzle-orm";
import { can, type StaffRole } from "#contracts/permissions.ts";
import { titleOf } from "#server/articles/article-queries.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like-pattern.ts";
import { articles, employees, leads } from "#server/db/schema.ts";

export type PaletteHit = {
  kind: "employee" | "article" | "lead";
  label: string;
  hint: string;
  href: string;
};

const PER_KIND = 5;

/**
 * The command palette's record search: employees and leads for admins, articles for every
 * staff member, a few of each, by name (or title, company, email for leads).
 */
export async function searchPalette(
  db: Database,
  role: StaffRole,
  rawTerm: string,
): Promise<PaletteHit[]> {
  const term = rawTerm.trim().slice(0, 100);
  if (term.length < 2) return [];
  const pattern = containsPattern(term);
  const [people, posts, inbox] = await Promise.all([
    can(role, "employees:manage")
      ? db
          .select({ id: employees.id, name: employees.name, position: employees.position })
          .from(employees)
          .where(and(ilike(employees.name, pattern), isNull(employees.deletedAt)))
          .orderBy(employees.name)
          .limit(PER_KIND)
      : [],
    db
      .select({ uid: articles.uid, title: titleOf(articles.id), status: articles.status })
      .from(articles)
      .where(
        sql`exists (select 1 from article_translations t where t.article_id = ${articles.id}
          and t.title ilike ${pattern})`,
      )
      .orderBy(desc(articles.createdAt))
      .limit(PER_KIND),
    can(role, "leads:manage")
      ? db
          .select({ id: leads.id, name: leads.name, company: leads.company, email: leads.email })
          .from(leads)
          .where(
            or(
              ilike(leads.name, pattern),
              ilike(leads.company, pattern),
              ilike(leads.email, pattern),
            ),
          )
          .orderBy(desc(leads.createdAt))
          .limit(PER_KIND)
      : [],
  ]);
  return [
    ...people.map((row) => ({
      kind: "employee" as const,
      label: row.name,
      hint: row.position,
      href: `/admin/employee/form/${row.id}`,
    })),
    ...posts.map((row) => ({
      kind: "article" as const,
      label: row.title,
      hint: row.status,
      href: `/admin/article/form/${row.uid}`,
    })),
    ...inbox.map((row) => ({
      kind: "lead" as const,
      label: row.name || row.email || row.company || "—",
      hint: [row.company, row.email].filter(Boolean).join(" · "),
      href: `/admin/leads/${row.id}`,
    })),
  ];
}
