import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "#server/test/scratch-database.ts";
import { openDatabase } from "./client.ts";

const EXPECTED_TABLES = [
  "article_categories",
  "article_views",
  "article_translations",
  "articles",
  "audit_events",
  "categories",
  "employees",
  "leads",
  "login_attempts",
  "search_terms",
  "sessions",
  "staff_users",
];

async function openEmpty(migrationsFolder?: string) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return {
      handle: await openDatabase({ dataDir: tmpdir(), memory: true, migrationsFolder }),
      drop: async () => {},
    };
  const scratch = await createScratchDatabase(adminUrl, "m");
  return {
    handle: await openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir(), migrationsFolder }),
    drop: scratch.drop,
  };
}

type DatabaseHandle = Awaited<ReturnType<typeof openDatabase>>;

/**
 * Runs `use` on an empty database migrated up to the migration named `tag` (not included), or
 * through every migration without one; the database is removed afterwards.
 */
async function withMigratedDatabase(
  tag: string | undefined,
  use: (handle: DatabaseHandle) => Promise<void>,
) {
  const before = tag ? migrationsBefore(tag) : undefined;
  const { handle, drop } = await openEmpty(before);
  try {
    await handle.migrate();
    await use(handle);
  } finally {
    await handle.close();
    await drop();
    if (before) rmSync(before, { recursive: true, force: true });
  }
}

describe("migrations", () => {
  it("apply from empty, twice without error, and create every table and the search indexes", async () => {
    await withMigratedDatabase(undefined, async (handle) => {
      await handle.migrate();
      const tables = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map(
        (row) => row.table_name,
      );
      expect(names).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      const indexes = await handle.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'article_translations'`,
      );
      const defs = (indexes as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
      for (const locale of ["en", "id"]) {
        expect(
          defs.find((row) => row.indexname === `article_translations_search_${locale}_idx`)
            ?.indexdef,
        ).toMatch(new RegExp(`USING gin .*WHERE \\(locale = '${locale}'::text\\)`));
      }
      expect(
        defs.find((row) => row.indexname === "article_translations_title_trgm_idx")?.indexdef,
      ).toMatch(/gin_trgm_ops/);
      expect(await handle.ping()).toBe(true);
    });
  });
});

/** A copy of drizzle/ whose journal stops before the migration named `tag`. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), "projingga-migrations-"));
  cpSync(join(process.cwd(), "drizzle"), folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("0004_search_terms_per_day", () => {
  it("turns the one-row-per-search log into one row per day and normalised term", async () => {
    await withMigratedDatabase("0004_search_terms_per_day", async (handle) => {
      await handle.db.execute(sql`
        insert into search_queries (query, results, created_at) values
          ('Harga Jasa', 0, '2026-03-01T08:00:00Z'), ('  harga   JASA ', 0, '2026-03-01T09:00:00Z'),
          ('harga jasa', 0, '2026-03-02T09:00:00Z'), ('tiktok', 4, '2026-03-01T10:00:00Z'),
          ('   ', 0, '2026-03-01T10:00:00Z')`);
      await handle.db.execute(sql`
        insert into search_queries (query, results, created_at)
        select 'flood ' || g, 0, '2026-03-03T00:00:00Z' from generate_series(1, 300) g`);
      await handle.migrate(join(process.cwd(), "drizzle"));
      const result = await handle.db.execute(
        sql`select day::text as day, term, times, last_at from search_terms where day < '2026-03-03' order by day, term`,
      );
      expect(
        (result as unknown as { rows: { day: string; term: string; times: number }[] }).rows.map(
          ({ day, term, times }) => ({ day, term, times: Number(times) }),
        ),
      ).toEqual([
        { day: "2026-03-01", term: "harga jasa", times: 2 },
        { day: "2026-03-02", term: "harga jasa", times: 1 },
      ]);
      const flood = await handle.db.execute(
        sql`select count(*)::int as n from search_terms where day = '2026-03-03'`,
      );
      expect((flood as unknown as { rows: { n: number }[] }).rows[0].n).toBe(200);
    });
  });
});

describe("0006_locales_and_article_translations", () => {
  it("makes every existing article its English version, and defaults leads to en and staff to id", async () => {
    await withMigratedDatabase("0006_locales_and_article_translations", async (handle) => {
      await handle.db.execute(sql`
        insert into articles (uid, title, excerpt, content, content_text, search_vector)
        values ('old1', 'Marketing plans', 'Short', '<p>Plans that sell</p>', 'Plans that sell',
          to_tsvector('english', 'Marketing plans'))`);
      await handle.db.execute(sql`insert into leads (source, name) values ('contact', 'Sari')`);
      await handle.db.execute(sql`
        insert into staff_users (email, name, role, password_hash)
        values ('old@projingga.test', 'Old', 'editor', 'x')`);
      await handle.migrate(join(process.cwd(), "drizzle"));
      const rows = (query: unknown) => (query as { rows: Record<string, unknown>[] }).rows;
      const translations = rows(
        await handle.db.execute(sql`
          select t.locale, t.title, t.excerpt, t.content, t.content_text, t.cover_alt,
            t.search_vector @@ websearch_to_tsquery('english', 'marketing') as found
          from article_translations t join articles a on a.id = t.article_id where a.uid = 'old1'`),
      );
      expect(translations).toEqual([
        {
          locale: "en",
          title: "Marketing plans",
          excerpt: "Short",
          content: "<p>Plans that sell</p>",
          content_text: "Plans that sell",
          cover_alt: "",
          found: true,
        },
      ]);
      expect(rows(await handle.db.execute(sql`select locale from leads`))).toEqual([
        { locale: "en" },
      ]);
      expect(rows(await handle.db.execute(sql`select locale from staff_users`))).toEqual([
        { locale: "id" },
      ]);
      await expect(handle.db.execute(sql`update leads set locale = 'fr'`)).rejects.toThrow();
    });
  });
});

describe("0008_article_sanitizer_version", () => {
  it("marks every stored body as not yet passed through any sanitizer version", async () => {
    await withMigratedDatabase("0008_article_sanitizer_version", async (handle) => {
      await handle.db.execute(sql`insert into articles (uid) values ('old1')`);
      await handle.db.execute(sql`
        insert into article_translations (article_id, locale, title, content)
        select id, 'en', 'Old', '<p>Old body</p>' from articles where uid = 'old1'`);
      await handle.migrate(join(process.cwd(), "drizzle"));
      const result = await handle.db.execute(
        sql`select sanitizer_version from article_translations`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ sanitizer_version: 0 }]);
    });
  });
});
