import { expect, it } from "vitest";
import { type LoadRequest, sendOpenLoad } from "./support/open-loop-load.ts";
import { collectCleanups, copyPgliteData, preparePostgresData } from "./support/server-data.ts";
import {
  getJson,
  rssMb,
  type ServerProcess,
  startServerProcess,
} from "./support/server-process.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_SECONDS = Math.max(5, Math.round(SECONDS / 4));
const RATE = Number(process.env.SOAK_RATE ?? 1_000);
const P99_GOAL_MS = 50;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";

const cleanups = collectCleanups();

async function startSoakServer(engine: Engine): Promise<ServerProcess> {
  if (engine === "postgres") {
    const { database, dataDir } = await preparePostgresData(cleanups, "soak-pg");
    // With the demo content, as the PGlite template has it: the traffic reads its articles.
    return startServerProcess({ port: 3522, dataDir, databaseUrl: database.url });
  }
  const { dataDir } = await copyPgliteData(cleanups, "soak");
  return startServerProcess({ port: 3521, dataDir });
}

type Engine = "postgres" | "pglite";

const visitorHeaders = () => ({
  "accept-encoding": "gzip",
  "user-agent": USER_AGENT,
  "x-forwarded-for": `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
});
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** 90% public reads (pages, article pages, category lists, API reads), 10% article views. */
function mixedTraffic(articleUids: string[], categorySlugs: string[]): () => LoadRequest {
  const pages = ["/", "/service", "/team", "/clients", "/contact-us", "/article", "/rss.xml"];
  const reads = [
    "/api/v1/article?limit=10",
    "/api/v1/article/best-articles",
    "/api/v1/article/newsfeed",
    "/api/v1/article/categories",
  ];
  return () => {
    const roll = Math.random();
    const read = (path: string): LoadRequest => ({
      kind: "reads",
      method: "GET",
      path,
      headers: visitorHeaders(),
    });
    if (roll < 0.27) return read(pick(pages));
    if (roll < 0.5) return read(`/article/${pick(articleUids)}`);
    if (roll < 0.59) return read(`/article?tag=${pick(categorySlugs)}`);
    if (roll < 0.72) return read(pick(reads));
    if (roll < 0.9) return read(`/api/v1/article/detail/${pick(articleUids)}`);
    // Each view is a durable write, counted once per visitor and day.
    return {
      kind: "views",
      method: "POST",
      path: `/api/v1/article/${pick(articleUids)}/views`,
      headers: visitorHeaders(),
    };
  };
}

it.each(["postgres", "pglite"] as const)(
  `soaks ${RATE} req/s of mixed public traffic for ${SECONDS} s on %s`,
  async (engine) => {
    const server = await startSoakServer(engine);
    cleanups.push(() => server.kill9());
    const list = await getJson(`${server.url}/api/v1/article?limit=50`);
    const articleUids = (list.body.data as { uid: string }[]).map((article) => article.uid);
    const categories = await getJson(`${server.url}/api/v1/article/categories`);
    const categorySlugs = (categories.body.data as { slug: string }[]).map((c) => c.slug);
    expect(articleUids.length).toBeGreaterThan(5);
    const run = (seconds: number) =>
      sendOpenLoad({
        url: server.url,
        rate: RATE,
        seconds,
        next: mixedTraffic(articleUids, categorySlugs),
      });

    const warmup = await run(WARMUP_SECONDS);
    const rssAfterWarmup = rssMb(server.pid);
    const rssSamples: number[] = [rssAfterWarmup];
    const sampler = setInterval(() => rssSamples.push(rssMb(server.pid)), 1_000);
    const result = await run(SECONDS);
    clearInterval(sampler);
    rssSamples.push(rssMb(server.pid));
    const rssEnd = rssSamples[rssSamples.length - 1];
    const rssPeak = Math.max(...rssSamples);
    // Retained memory is the floor under the garbage collector's saw-tooth: the lowest sample
    // of a 10 s window. PGlite's page cache still fills a little after the warm-up and levels
    // off; a leak keeps raising the floor at the same pace, so the second half tells them apart.
    const floorAround = (index: number) =>
      Math.min(...rssSamples.slice(Math.max(0, index - 5), index + 5));
    const floorStart = Math.min(...rssSamples.slice(0, 10));
    const floorHalfway = floorAround(Math.floor(rssSamples.length / 2));
    const floorEnd = Math.min(...rssSamples.slice(-10));
    const growth = (floorEnd - floorStart) / floorStart;
    const secondHalfGrowth = (floorEnd - floorHalfway) / floorHalfway;
    const figures = (kind: string) => {
      const { count, p50, p99, max } = result.latency[kind];
      return `${count} ${kind}: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms`;
    };
    console.log(
      `soak (${engine}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${RATE} req/s sent at a ` +
        `steady pace, p99 goal ${P99_GOAL_MS} ms ${result.latency.all.p99 <= P99_GOAL_MS ? "met" : "MISSED"}` +
        `): ${Math.round(result.rate)} req/s; ${figures("all")}; ${figures("reads")}; ` +
        `${figures("views")} (durable writes); errors ${result.errorCount} ` +
        `${JSON.stringify(result.errors)}, ${result.retried} sent again on a fresh connection ` +
        `(warm-up: ${warmup.errorCount} ${JSON.stringify(warmup.errors)}); ` +
        `RSS ${rssAfterWarmup.toFixed(0)} MB after warm-up -> ${rssEnd.toFixed(0)} MB at the end ` +
        `(peak ${rssPeak.toFixed(0)} MB; floor ${floorStart.toFixed(0)} -> ` +
        `${floorHalfway.toFixed(0)} -> ${floorEnd.toFixed(0)} MB, growth ` +
        `${(growth * 100).toFixed(1)}%, ${(secondHalfGrowth * 100).toFixed(1)}% in the second half)`,
    );
    // Behaviour only: every request of the open-loop load answered 2xx, and memory did not
    // keep growing. The sending rate and the latencies are figures (printed above): on this shared
    // 2-core machine the same build measured p99 26-46 ms (PostgreSQL) and 42-117 ms (PGlite)
    // from one run to the next, and 102 ms and 421 ms inside a full CI run; npm run bench
    // measures p99 per endpoint under load.
    expect(result.errors).toEqual({});
    expect(result.latency.all.count).toBe(result.sent);
    expect(growth).toBeLessThan(0.2);
    // 8%: a leak of about 1.5 KB per request at this rate; PGlite measured 0.0-2.8% here.
    expect(secondHalfGrowth).toBeLessThan(0.08);
    await server.stop();
  },
);
