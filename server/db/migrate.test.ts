import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const EXPECTED_TABLES = [
  "article_categories",
  "article_views",
  "articles",
  "audit_events",
  "categories",
  "employees",
  "leads",
  "login_attempts",
  "search_queries",
  "sessions",
  "staff_users",
];

async function openEmpty() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return {
      handle: await openDatabase({ dataDir: tmpdir(), memory: true }),
      drop: async () => {},
    };
  const name = `m_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe("migrations", () => {
  it("apply from empty, twice without error, and create every table and the search indexes", async () => {
    const { handle, drop } = await openEmpty();
    try {
      await handle.migrate();
      await handle.migrate();
      const tables = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map(
        (row) => row.table_name,
      );
      expect(names).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      const indexes = await handle.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'articles'`,
      );
      const defs = (indexes as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
      expect(defs.find((row) => row.indexname === "articles_search_idx")?.indexdef).toMatch(
        /USING gin/,
      );
      expect(defs.find((row) => row.indexname === "articles_title_trgm_idx")?.indexdef).toMatch(
        /gin_trgm_ops/,
      );
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await drop();
    }
  });
});
