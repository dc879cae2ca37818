import { sql } from "drizzle-orm";
import { createAppServices } from "#server/app-services.ts";
import { refreshSearchVectors } from "#server/articles/article-writes.ts";
import { SANITIZER_VERSION } from "#server/articles/sanitize-article-html.ts";
import { createStaffUser } from "#server/auth/auth-service.ts";
import { setStaffLocale } from "#server/auth/staff-locale.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoContentIfEmpty } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/logger.ts";
import { addStaffVolumes } from "./staff-volumes.ts";

export const BENCH_WORDS =
  "brand growth tiktok shopee tokopedia instagram live streaming affiliate creator campaign budget rupiah jakarta surabaya bandung ramadan harbolnas marketplace checkout conversion funnel retention loyalty content video photo studio launch website speed app release analytics dashboard audience segment targeting bidding creative hook thumbnail caption hashtag review rating bundle voucher flash sale shipping warehouse omnichannel community event activation booth sampling influencer nano micro macro brief contract performance report insight strategy".split(
    " ",
  );

/**
 * Builds a benchmark data set in one directory (or database): the demo content, then synthetic
 * articles and employees inserted in bulk by SQL, so 10,000 rows take seconds, not minutes.
 */
export const BENCH_ACCOUNT = {
  email: "bench@projingga.test",
  password: "bench-password-long-enough",
};

export async function generateBenchData(options: {
  dataDir: string;
  databaseUrl?: string;
  articles: number;
  employees: number;
  /** The staff screens' volumes (staff-volumes.ts); none when absent. */
  leads?: number;
  auditRows?: number;
  viewDays?: number;
}) {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "silent",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  await database.migrate();
  const { db } = database;
  await seedDemoContentIfEmpty(createAppServices(config, createLogger("silent"), database));
  const words = sql.raw(`array[${BENCH_WORDS.map((word) => `'${word}'`).join(",")}]`);
  const pick = (seed: string) =>
    sql.raw(`(${"w"}[1 + abs(hashint4(${seed})) % ${BENCH_WORDS.length}])`);
  await db.execute(sql`
    insert into articles (uid, cover_image, status, published_at, views, author_name, created_at, updated_at)
    select 'b' || lpad(g::text, 11, '0'),
      '/media/covers/demo-' || lpad((1 + g % 30)::text, 2, '0') || '-1200.webp',
      'published', now() - (g || ' minutes')::interval, (g * 7919) % 20000, 'Bench', now(), now()
    from generate_series(1, ${options.articles}) g
    on conflict (uid) do nothing`);
  await db.execute(sql`
    with w as (select ${words} as w)
    insert into article_translations (article_id, locale, title, excerpt, content, content_text, sanitizer_version)
    select a.id, 'en',
      initcap(${pick("g")} || ' ' || ${pick("g*3")} || ' ' || ${pick("g*7")} || ' guide ' || g),
      'How ' || ${pick("g*11")} || ' and ' || ${pick("g*13")} || ' work together for Indonesian brands.',
      '<p>' || ${pick("g*17")} || ' ' || ${pick("g*19")} || ' ' || ${pick("g*23")} || ' ' || repeat('marketing plan for growth in every channel ', 20) || '</p>',
      ${pick("g*17")} || ' ' || ${pick("g*19")} || ' ' || ${pick("g*23")} || ' ' || repeat('marketing plan for growth in every channel ', 20),
      -- Plain paragraphs, as the sanitizer writes them: the first start must not re-check them
      -- all in the middle of the measured load.
      ${SANITIZER_VERSION}
    from w, generate_series(1, ${options.articles}) g
    join articles a on a.uid = 'b' || lpad(g::text, 11, '0')
    on conflict do nothing`);
  await db.execute(sql`
    insert into article_categories (article_id, category_id)
    select a.id, c.id from articles a
    join categories c on c.id = (select id from categories order by id offset (a.id % (select count(*) from categories)) limit 1)
    where a.uid like 'b%' on conflict do nothing`);
  const benchIds = await db.execute(sql`select id from articles where uid like 'b%'`);
  const ids = (benchIds as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += 5_000) {
    await refreshSearchVectors(db, ids.slice(start, start + 5_000));
  }
  await db.execute(sql`
    insert into employees (name, number, position, department, join_date, status)
    select 'Bench Employee ' || g, 100000 + g, 'Specialist', (array['Creative','Technology','Business','Commerce'])[1 + g % 4],
      date '2020-01-01' + (g % 2000), 'Active'
    from generate_series(1, ${options.employees}) g
    on conflict (number) do nothing`);
  const admin = await createStaffUser(
    db,
    { ...BENCH_ACCOUNT, name: "Bench Admin", role: "admin" },
    null,
  );
  // The CSV import measure drives the staff screens by their English texts.
  await setStaffLocale(db, admin.id, "en");
  await addStaffVolumes(db, {
    leads: options.leads ?? 0,
    auditRows: options.auditRows ?? 0,
    viewDays: options.viewDays ?? 0,
  });
  const [row] = (
    (await db.execute(
      sql`select (select count(*) from articles)::int as articles, (select count(*) from employees)::int as employees`,
    )) as unknown as { rows: { articles: number; employees: number }[] }
  ).rows;
  const texts = (
    (await db.execute(
      sql`select t.title, t.excerpt, t.content_text from article_translations t
          join articles a on a.id = t.article_id where a.uid like 'b%' order by a.id`,
    )) as unknown as { rows: ArticleText[] }
  ).rows;
  const [uidRow] = (
    (await db.execute(
      sql`select uid from articles where uid not like 'b%' order by id limit 1`,
    )) as unknown as { rows: { uid: string }[] }
  ).rows;
  await database.close();
  return { ...row, sampleUid: uidRow.uid, searchQueries: listSearchQueries(texts) };
}

type ArticleText = { title: string; excerpt: string; content_text: string };

/**
 * Distinct searches of two and three words, each taken from one article's title, excerpt and
 * body (so each finds at least that article), mixed in a fixed pseudo-random order: a bench run
 * that walks a slice of them asks every query once, and no two runs share one.
 */
export function listSearchQueries(texts: ArticleText[]) {
  const forms = (text: ArticleText) => {
    const [t0, t1, t2] = text.title.toLowerCase().split(" ");
    const [, e0, e1] = /^How (\S+) and (\S+) work/.exec(text.excerpt) ?? [];
    const [b0, b1, b2] = text.content_text.split(" ");
    return [
      [t0, t1],
      [t1, t2],
      [t0, t2],
      [e0, e1],
      [t0, t1, t2],
      [e0, e1, t0],
      [b0, b1, b2],
      [t2, e0, b0],
      [b0, e1, t1],
    ];
  };
  const queries = new Set<string>();
  for (const text of texts) {
    for (const words of forms(text)) {
      // A word twice is the same search as the word once.
      if (words.every(Boolean) && new Set(words).size === words.length)
        queries.add(words.join(" "));
    }
  }
  const list = [...queries];
  let seed = 29;
  for (let index = list.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    [list[index], list[other]] = [list[other], list[index]];
  }
  return list;
}
