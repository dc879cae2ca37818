import { describe, expect, it } from "vitest";
import { contactLead } from "./support/http-request.ts";
import { startPrivatePostgres } from "./support/postgres.ts";
import { collectCleanups, copyPgliteData, preparePostgresData } from "./support/server-data.ts";
import {
  createArticle,
  getJson,
  logIn,
  type ServerProcess,
  sleep,
  startServerProcess,
} from "./support/server-process.ts";
import { findLostWrites, runWriteStorm, type StormResult } from "./support/write-storm.ts";

const TOTAL = 1_000;
const KILL_AFTER = 300;
const cleanups = collectCleanups();

async function newArticle(url: string, cookie: string) {
  const uid = await createArticle(url, cookie, `Crash test ${Date.now()}`);
  const detail = await getJson(`${url}/api/v1/article/detail/${uid}`);
  return { uid, views: detail.body.data.original.views as number };
}

/**
 * Kill once KILL_AFTER writes are acknowledged and every kind has some (admin writes queue
 * behind their session check), or at 90% whatever the mix.
 */
const timeToKill = (storm: StormResult) =>
  storm.acknowledged >= TOTAL * 0.9 ||
  (storm.acknowledged >= KILL_AFTER &&
    Math.min(storm.employees.length, storm.leads.length, storm.views) >= 20);

/** Starts writing, kills the server after KILL_AFTER acknowledgements, restarts, checks. */
async function killServerMidWrites(label: string, start: () => Promise<ServerProcess>) {
  let server = await start();
  cleanups.push(() => server.kill9());
  const cookie = await logIn(server.url);
  const article = await newArticle(server.url, cookie);
  let killed: Promise<string> | undefined;
  const storm = await runWriteStorm({
    url: server.url,
    cookie,
    articleUid: article.uid,
    total: TOTAL,
    seed: 500 + Math.floor(Math.random() * 400),
    onAcknowledged: (progress) => {
      if (!killed && timeToKill(progress)) killed = server.kill9();
    },
  });
  expect(await killed).toBe("SIGKILL");
  server = await start();
  // The session written before the crash still signs the admin in.
  const { lost, viewsAfter } = await findLostWrites(
    server.url,
    cookie,
    storm,
    article.uid,
    article.views,
  );
  console.log(
    `kill -9 of the server (${label}): ${storm.sent} writes sent, ${storm.acknowledged} acknowledged before the kill ` +
      `(${storm.employees.length} employees, ${storm.leads.length} leads, ${storm.views} views), ` +
      `${storm.failed} cut off; after restart ${lost.length} acknowledged writes lost; views ${article.views} -> ${viewsAfter}`,
  );
  expect(storm.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(storm.failed).toBeGreaterThan(0);
  expect(lost).toEqual([]);
  await server.stop();
}

describe("kill -9 of the server during 1,000 concurrent writes", () => {
  it("loses no acknowledged write on PGlite", async () => {
    const { dataDir } = await copyPgliteData(cleanups, "crash-pglite");
    await killServerMidWrites("PGlite", () => startServerProcess({ port: 3501, dataDir }));
  });

  it("loses no acknowledged write on PostgreSQL", async () => {
    const { start } = await preparePostgresData(cleanups, "crash-pg");
    await killServerMidWrites("PostgreSQL", () => start(3502));
  });
});

describe("kill -9 of PostgreSQL itself during 1,000 concurrent writes", () => {
  it("keeps every acknowledged write, and the server recovers by itself", async () => {
    const postgres = await startPrivatePostgres(3581);
    cleanups.push(() => postgres.destroy());
    const { database, start } = await preparePostgresData(cleanups, "pgkill", postgres.url);
    const server = await start(3503);
    cleanups.push(() => server.kill9());
    const cookie = await logIn(server.url);
    const article = await newArticle(server.url, cookie);
    let killedBackends = -1;
    let restarted: Promise<void> | undefined;
    let restartedAt = 0;
    let healthDuringOutage: Promise<{ status: number }> | undefined;
    // Runs before destroy(): a failed test still waits for the restart it scheduled.
    cleanups.push(() => restarted?.catch(() => {}));
    const storm = await runWriteStorm({
      url: server.url,
      cookie,
      articleUid: article.uid,
      total: TOTAL,
      seed: 100 + Math.floor(Math.random() * 400),
      onAcknowledged: (progress) => {
        if (restarted || !timeToKill(progress)) return;
        killedBackends = postgres.kill9();
        healthDuringOutage = sleep(200).then(() => getJson(`${server.url}/healthz`));
        // Restarted once the storm has hit the dead database for a while.
        restarted = sleep(1_500)
          .then(() => postgres.start())
          .then(() => {
            restartedAt = Date.now();
          });
      },
    });
    const health = (await healthDuringOutage) ?? { status: 0 };
    await restarted;
    for (;;) {
      if ((await getJson(`${server.url}/healthz`)).status === 200) break;
      await sleep(20);
      expect(Date.now() - restartedAt).toBeLessThan(30_000);
    }
    const recoveredMs = Date.now() - restartedAt;
    expect(server.child.exitCode).toBeNull();
    const { lost, viewsAfter } = await findLostWrites(
      server.url,
      cookie,
      storm,
      article.uid,
      article.views,
    );
    const after = await fetch(
      `${server.url}/api/v1/leads/contact`,
      contactLead("10.250.0.1", {
        name: "After Recovery",
        email: "after@example.com",
        message: "Written after PostgreSQL came back.",
      }),
    );
    console.log(
      `kill -9 of PostgreSQL (postmaster + ${killedBackends} children): ${storm.acknowledged} of ${storm.sent} writes acknowledged, ` +
        `${storm.failed} refused while it was down (healthz said ${health.status}); server up throughout, ` +
        `healthy again ${recoveredMs} ms after PostgreSQL was back (crash recovery included in its start); ${lost.length} acknowledged writes lost; views ${article.views} -> ${viewsAfter}`,
    );
    expect(storm.failed).toBeGreaterThan(0);
    expect(health.status).toBe(503);
    expect(lost).toEqual([]);
    expect(after.status).toBe(201);
    await server.stop();
    await database.drop();
  });
});
