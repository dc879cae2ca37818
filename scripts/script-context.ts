import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { DatabaseInUseError } from "../server/db/data-dir-lock.ts";

/** Opens the configured database (migrated) for a command-line script. */
export async function openScriptDatabase() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  return { config, database };
}
