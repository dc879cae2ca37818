import { count, sql } from "drizzle-orm";
import { articleInputSchema } from "../../../app/features/articles/article-schema.ts";
import { employeeInputSchema } from "../../../app/features/employees/employee-schema.ts";
import type { AppServices } from "../../app-services.ts";
import { createArticle } from "../../articles/article-writes.ts";
import { writeCoverVariants } from "../../media/cover-images.ts";
import { articles, articleViews, employees } from "../schema.ts";
import { renderCoverSvg } from "./cover-art.ts";
import { DEMO_ARTICLES } from "./demo-articles.ts";
import { DEMO_EMPLOYEES } from "./demo-employees.ts";

const DAY = 86_400_000;

/** Fills an empty database with demo articles, employees and 30 days of view history. */
export async function seedDemoContentIfEmpty(services: AppServices) {
  const { db } = services;
  const [{ total }] = await db.select({ total: count() }).from(articles);
  if (Number(total) > 0) return null;
  const now = services.now().getTime();

  for (const [index, demo] of DEMO_ARTICLES.entries()) {
    const publishedAt = new Date(now - demo.daysAgo * DAY - index * 3_600_000);
    const coverName = `demo-${String(index + 1).padStart(2, "0")}`;
    const image = await writeCoverVariants(
      services.config.DATA_DIR,
      coverName,
      Buffer.from(renderCoverSvg(demo.cover, index + 1)),
    );
    const data = articleInputSchema.parse({
      title: demo.title,
      excerpt: demo.excerpt,
      content: demo.html,
      coverImage: image,
      status: "published",
      publishedAt: publishedAt.toISOString(),
      categories: demo.categories,
      authorName: "Projingga Editorial",
    });
    await createArticle(db, data, undefined, { createdAt: publishedAt, views: demo.views });
  }

  // 30 days of view events so "best articles" and the dashboard have data from the start.
  await db.execute(sql`
    insert into ${articleViews} (article_id, visitor_hash, day, created_at)
    select a.id, 'seed-' || a.id || '-' || d || '-' || v, (current_date - d), now() - (d || ' days')::interval
    from ${articles} a
    cross join generate_series(0, 29) d
    cross join lateral generate_series(1, 1 + ((a.id * 7 + d * 3) % 9)) v`);

  const employeeRows = DEMO_EMPLOYEES.map((employee) => employeeInputSchema.parse(employee));
  await db
    .insert(employees)
    .values(employeeRows.map((row) => ({ ...row, photo: null, photoPath: null })));
  return { articles: DEMO_ARTICLES.length, employees: employeeRows.length };
}
