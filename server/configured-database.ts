import { type AppConfig, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DatabaseInUseError } from "./db/data-dir-lock.ts";

/** A step whose failure the operator must fix (a bad setting, a data directory in use): said, then exit 1. */
async function exitOnSetupError<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The configuration (the given one, else the environment's) and its database, migrated: for the server and the scripts. */
export async function openConfiguredDatabase(given?: AppConfig) {
  const config = given ?? (await exitOnSetupError(() => loadConfig()));
  const database = await exitOnSetupError(() =>
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
  );
  await database.migrate();
  return { config, database };
}
