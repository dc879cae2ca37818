import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { agencyDay } from "#contracts/agency-clock.ts";
import { type ArticleData, articleVersionSchema } from "#contracts/article-schema.ts";
import { employeeInputSchema } from "#contracts/employee-schema.ts";
import type { AppServices } from "#server/app-services.ts";
import { createArticle } from "#server/articles/article-writes.ts";
import { articles, articleViews, categories, employees } from "#server/db/schema.ts";
import { encodeCoverVariants } from "#server/media/cover-images.ts";
import { recordStoredImage } from "#server/media/media-library.ts";
import { renderCoverSvg } from "./cover-art.ts";
import { DEMO_ARTICLES } from "./demo-articles.ts";
import { DEMO_ARTICLES_ID, DEMO_CATEGORY_NAMES_ID } from "./demo-articles-id.ts";
import { DEMO_EMPLOYEES } from "./demo-employees.ts";
import { buildViewHistory } from "./view-history.ts";

const DAY = 86_400_000;

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Fills an empty database with demo articles, employees and 30 days of view history. */
export async function seedDemoContentIfEmpty(services: AppServices) {
  const { db } = services;
  const [{ total }] = await db.select({ total: count() }).from(articles);
  if (Number(total) > 0) return null;
  const now = services.now().getTime();

  const covers = await mapWithConcurrency(DEMO_ARTICLES, 3, async (demo, index) => {
    // Rasterise the SVG once; every size and format is cut from the same bitmap.
    const bitmap = await sharp(Buffer.from(renderCoverSvg(demo.cover, index + 1)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    const name = `demo-${String(index + 1).padStart(2, "0")}`;
    // Seeded into the library like an upload, with the cover's description in both languages.
    const row = await recordStoredImage(services, await encodeCoverVariants(name, bitmap), {
      kind: "cover",
      name: `${name}.png`,
      alt: { en: demo.title, id: DEMO_ARTICLES_ID[demo.title]?.coverAlt ?? "" },
    });
    return row.url;
  });

  const articleIds: number[] = [];
  for (const [index, demo] of DEMO_ARTICLES.entries()) {
    const publishedAt = new Date(now - demo.daysAgo * DAY - index * 3_600_000);
    const image = covers[index];
    const written = articleVersionSchema.parse({
      title: demo.title,
      excerpt: demo.excerpt,
      content: demo.html,
    });
    const indonesian = DEMO_ARTICLES_ID[demo.title];
    const data: ArticleData = {
      versions:
        demo.language === "id"
          ? { id: written }
          : {
              en: written,
              id: indonesian
                ? articleVersionSchema.parse({
                    title: indonesian.title,
                    excerpt: indonesian.excerpt,
                    content: indonesian.html,
                    coverAlt: indonesian.coverAlt,
                  })
                : undefined,
            },
      coverImage: image,
      status: "published",
      publishedAt: publishedAt.toISOString(),
      categories: demo.categories,
      authorName: "Projingga Editorial",
    };
    const created = await createArticle(services, data, undefined, {
      createdAt: publishedAt,
      views: demo.views,
    });
    articleIds.push(created.id);
  }

  for (const [name, nameId] of Object.entries(DEMO_CATEGORY_NAMES_ID)) {
    await db.update(categories).set({ nameId }).where(eq(categories.name, name));
  }

  // 30 days of view events shaped like a real month (launch spikes, the week's rhythm, a few
  // shared days), so "best articles" and the dashboard have believable data from the start.
  const today = agencyDay(new Date(now));
  const history = buildViewHistory(DEMO_ARTICLES, { weekdayOfToday: new Date(today).getUTCDay() });
  const rows = history.map((entry) => ({
    id: articleIds[entry.index],
    days_ago: entry.daysAgo,
    views: entry.views,
  }));
  await db.execute(sql`
    insert into ${articleViews} (article_id, visitor_hash, day, created_at)
    select h.id, 'seed-' || h.id || '-' || h.days_ago || '-' || v,
      (${today}::date - h.days_ago), now() - (h.days_ago || ' days')::interval
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as h(id int, days_ago int, views int)
    cross join lateral generate_series(1, h.views) v`);

  const employeeRows = DEMO_EMPLOYEES.map((employee) => employeeInputSchema.parse(employee));
  await db
    .insert(employees)
    .values(employeeRows.map((row) => ({ ...row, photo: null, photoPath: null })));
  await db.execute(sql`analyze`);
  return { articles: DEMO_ARTICLES.length, employees: employeeRows.length };
}
