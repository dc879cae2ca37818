import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** True on the embedded database: one process, one thread, every statement in turn. */
export const isEmbedded = (db: Database) => (db as { $client?: unknown }).$client instanceof PGlite;

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  /** Applies the migrations of the folder given at open (or of `folder`). */
  migrate: (folder?: string) => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** A tarball made by PGlite's dumpDataDir, used by tests to skip migrating from empty. */
  loadDataDir?: Blob;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  migrationsFolder?: string;
};

const defaultMigrationsFolder = join(process.cwd(), "drizzle");

async function answersQueries(client: { query: (sql: string) => Promise<unknown> }) {
  try {
    await client.query("select 1");
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    // A bounded connect wait: an unreachable database answers 503 quickly instead of hanging.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // A client losing its connection must not crash the process: idle ones report through the
    // pool, checked-out ones (inside a transaction) on themselves. Their next query fails,
    // and the pool drops a client that is no longer queryable when it is released.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: "postgres",
      migrate: (folder = migrationsFolder) => migratePg(db as never, { migrationsFolder: folder }),
      ping: () => answersQueries(pool),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!options.memory) {
    dataDir = join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
    // Two processes on one PGlite directory overwrite each other's pages: the second opener
    // (npm run staff:create beside the running server) must stop before it opens anything.
    unlock = lockDataDir(join(options.dataDir, "pglite.lock"), options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      // PGlite's files sit in the OS page cache already; WASM-side buffers beyond a small working
      // set only double the memory for the same pages (and WASM memory never shrinks).
      postgresqlconf: ["shared_buffers=16MB"],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    migrate: (folder = migrationsFolder) =>
      migratePglite(db as never, { migrationsFolder: folder }),
    ping: () => answersQueries(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}
