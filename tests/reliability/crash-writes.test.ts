import { describe, expect, it } from "vitest";
import { sendContactLead } from "./support/http-request.ts";
import { startPrivatePostgres } from "./support/postgres.ts";
import {
  bothEngines,
  collectCleanups,
  preparePostgresData,
  prepareServerData,
} from "./support/server-data.ts";
import {
  createArticle,
  getJson,
  logIn,
  type ServerProcess,
  sleep,
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

/**
 * Signs the admin in, makes an article to count views on and sends TOTAL writes to `server`;
 * `onAcknowledged` decides when to kill what. `findLost` then asks a server on the same data,
 * with the session from before the kill.
 */
async function stormServer(
  server: ServerProcess,
  seedFrom: number,
  onAcknowledged: (progress: StormResult) => void,
) {
  const cookie = await logIn(server.url);
  const article = await newArticle(server.url, cookie);
  const storm = await runWriteStorm({
    url: server.url,
    cookie,
    articleUid: article.uid,
    total: TOTAL,
    seed: seedFrom + Math.floor(Math.random() * 400),
    onAcknowledged,
  });
  const findLost = (url: string) => findLostWrites(url, cookie, storm, article.uid, article.views);
  return { storm, viewsBefore: article.views, findLost };
}

/** Starts writing, kills the server after KILL_AFTER acknowledgements, restarts, checks. */
async function killServerMidWrites(label: string, start: () => Promise<ServerProcess>) {
  let server = await start();
  let killed: Promise<string> | undefined;
  const { storm, viewsBefore, findLost } = await stormServer(server, 500, (progress) => {
    if (!killed && timeToKill(progress)) killed = server.kill9();
  });
  expect(await killed).toBe("SIGKILL");
  server = await start();
  // The session written before the crash still signs the admin in.
  const { lost, viewsAfter } = await findLost(server.url);
  console.log(
    `kill -9 of the server (${label}): ${storm.sent} writes sent, ${storm.acknowledged} acknowledged before the kill ` +
      `(${storm.employees.length} employees, ${storm.leads.length} leads, ${storm.views} views), ` +
      `${storm.failed} cut off; after restart ${lost.length} acknowledged writes lost; views ${viewsBefore} -> ${viewsAfter}`,
  );
  expect(storm.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(storm.failed).toBeGreaterThan(0);
  expect(lost).toEqual([]);
  await server.stop();
}

describe("kill -9 of the server during 1,000 concurrent writes", () => {
  it.each(bothEngines(3501))("loses no acknowledged write on %s", async (engine, port) => {
    const { start } = await prepareServerData(cleanups, engine, "crash");
    await killServerMidWrites(engine, () => start(port));
  });
});

describe("kill -9 of PostgreSQL itself during 1,000 concurrent writes", () => {
  it("keeps every acknowledged write, and the server recovers by itself", async () => {
    const postgres = await startPrivatePostgres(3581);
    cleanups.push(() => postgres.destroy());
    const { database, start } = await preparePostgresData(cleanups, "pgkill", postgres.url);
    const server = await start(3503);
    let killedBackends = -1;
    let restarted: Promise<void> | undefined;
    let restartedAt = 0;
    let healthDuringOutage: Promise<{ status: number }> | undefined;
    // Runs before destroy(): a failed test still waits for the restart it scheduled.
    cleanups.push(() => restarted?.catch(() => {}));
    const { storm, viewsBefore, findLost } = await stormServer(server, 100, (progress) => {
      if (restarted || !timeToKill(progress)) return;
      killedBackends = postgres.kill9();
      healthDuringOutage = sleep(200).then(() => getJson(`${server.url}/healthz`));
      // Restarted once the storm has hit the dead database for a while.
      restarted = sleep(1_500)
        .then(() => postgres.start())
        .then(() => {
          restartedAt = Date.now();
        });
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
    const { lost, viewsAfter } = await findLost(server.url);
    const after = await sendContactLead(
      server.url,
      "10.250.0.1",
      "Written after PostgreSQL came back.",
    );
    console.log(
      `kill -9 of PostgreSQL (postmaster + ${killedBackends} children): ${storm.acknowledged} of ${storm.sent} writes acknowledged, ` +
        `${storm.failed} refused while it was down (healthz said ${health.status}); server up throughout, ` +
        `healthy again ${recoveredMs} ms after PostgreSQL was back (crash recovery included in its start); ${lost.length} acknowledged writes lost; views ${viewsBefore} -> ${viewsAfter}`,
    );
    expect(storm.failed).toBeGreaterThan(0);
    expect(health.status).toBe(503);
    expect(lost).toEqual([]);
    expect(after.status).toBe(201);
    await server.stop();
    await database.drop();
  });
});
