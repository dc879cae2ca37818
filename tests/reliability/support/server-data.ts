import { afterAll } from "vitest";
import { createDatabase, SHARED_PG_URL } from "./postgres.ts";
import {
  copyPgliteTemplate,
  prepareDatabase,
  removeDir,
  type ServerOptions,
  startServerProcess,
  tempDir,
} from "./server-process.ts";

export type Cleanups = (() => unknown)[];

/**
 * A list of cleanups that run after the file's tests, last added first, so a server is killed
 * before its database is dropped. Every cleanup runs even when an earlier one throws: a private
 * PostgreSQL must still be destroyed when dropping a database on it failed.
 */
export function collectCleanups(): Cleanups {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  });
  return cleanups;
}

/** Starts the build and kills it (-9, whatever state it is in) after the file. */
async function startServerUntilAfterAll(cleanups: Cleanups, options: ServerOptions) {
  const server = await startServerProcess(options);
  cleanups.push(() => server.kill9());
  return server;
}

/**
 * A new database, migrated and with the reliability admin, and an empty data directory for the
 * media; both removed after the file. `start` runs the build on them without the demo content.
 */
export async function preparePostgresData(
  cleanups: Cleanups,
  prefix: string,
  serverUrl = SHARED_PG_URL,
) {
  const database = await createDatabase(prefix.replaceAll("-", "_"), serverUrl);
  const dataDir = tempDir(prefix);
  cleanups.push(
    () => database.drop(),
    () => removeDir(dataDir),
  );
  await prepareDatabase({ dataDir, databaseUrl: database.url });
  const start = (port: number, env: Record<string, string> = {}) =>
    startServerUntilAfterAll(cleanups, {
      port,
      dataDir,
      databaseUrl: database.url,
      env: { SEED_DEMO: "false", ...env },
    });
  return { database, dataDir, start };
}

/**
 * A private copy of the seeded PGlite template, removed after the file. `start` runs the build
 * on it, with the template's demo content.
 */
export async function copyPgliteData(cleanups: Cleanups, prefix: string) {
  const { dir, dataDir } = await copyPgliteTemplate(prefix);
  cleanups.push(() => removeDir(dir));
  const start = (port: number, env: Record<string, string> = {}) =>
    startServerUntilAfterAll(cleanups, { port, dataDir, env });
  return { dir, dataDir, start };
}

export type Engine = "PGlite" | "PostgreSQL";

/** Both engines for it.each, each with its own server port from `firstPort` on. */
export const bothEngines = (firstPort: number) =>
  [
    ["PGlite", firstPort],
    ["PostgreSQL", firstPort + 1],
  ] as const;

/** Data for a server on either engine, as the two functions above make it. */
export function prepareServerData(cleanups: Cleanups, engine: Engine, prefix: string) {
  return engine === "PGlite"
    ? copyPgliteData(cleanups, `${prefix}-pglite`)
    : preparePostgresData(cleanups, `${prefix}-pg`);
}
