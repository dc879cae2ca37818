import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Db as IDatabase, Queue } from "pg-boss";
import { fromDrizzle, fromPglite, PgBoss } from "pg-boss";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The durable job queue (pg-boss, ADR 0006): PostgreSQL through its own pool, PGlite in-process. */
export type JobQueue = {
  boss: PgBoss;
  /** pg-boss statements inside a Drizzle transaction: the job exists only if the writes commit. */
  within: (tx: Tx) => IDatabase;
  createQueue: (name: string, options: Omit<Queue, "name">) => Promise<void>;
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  database: DatabaseHandle;
  databaseUrl?: string;
  logger: Logger;
  /** How often expired jobs (a worker killed mid-job) are put back for retry. */
  superviseIntervalSeconds?: number;
};

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger } = options;
  const common = {
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: 30,
    application_name: "projingga-jobs",
  };
  const boss =
    database.engine === "postgres"
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({
          ...common,
          // PGlite has one connection: pg-boss shares it with the app, one statement at a time.
          db: fromPglite((database.db as unknown as { $client: PGlite }).$client),
          backend: "pglite",
        });
  boss.on("error", (error) => logger.warn({ err: String(error) }, "job queue error"));
  await boss.start();
  return {
    boss,
    within: (tx) => fromDrizzle(tx as never, sql),
    createQueue: async (name, queueOptions) => {
      // createQueue keeps an existing queue as it is; the options may have changed since.
      await boss.createQueue(name, queueOptions);
      await boss.updateQueue(name, queueOptions);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
