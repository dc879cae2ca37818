import autocannon from "autocannon";
import { afterAll, expect, it } from "vitest";
import { createDatabase } from "./support/postgres.ts";
import {
  copyPgliteTemplate,
  getJson,
  prepareDatabase,
  removeDir,
  rssMb,
  type ServerProcess,
  startServerProcess,
  tempDir,
} from "./support/server-process.ts";

/** CI runs 15 s; `npm run test:soak` runs the full 60 s. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 15);
const WARMUP_SECONDS = Math.max(5, Math.round(SECONDS / 4));
const RATE = Number(process.env.SOAK_RATE ?? 1_000);
const ENGINE = process.env.SOAK_ENGINE === "postgres" ? "postgres" : "pglite";
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startSoakServer(): Promise<ServerProcess> {
  const port = 3521;
  if (ENGINE === "postgres") {
    const database = await createDatabase("soak");
    const dir = tempDir("soak-pg");
    cleanups.push(
      () => database.drop(),
      () => removeDir(dir),
    );
    await prepareDatabase({ dataDir: dir, databaseUrl: database.url });
    return startServerProcess({ port, dataDir: dir, databaseUrl: database.url });
  }
  const { dir, dataDir } = await copyPgliteTemplate("soak");
  cleanups.push(() => removeDir(dir));
  return startServerProcess({ port, dataDir });
}

/** Mixed public traffic: pages, API reads and article views (writes) from many visitors. */
function mixedRequests(articleUids: string[], categorySlugs: string[]) {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const pages = ["/", "/service", "/team", "/clients", "/contact-us", "/article", "/rss.xml"];
  const reads = [
    "/api/v1/article?limit=10",
    "/api/v1/article/best-articles",
    "/api/v1/article/newsfeed",
    "/api/v1/article/categories",
  ];
  return (request: Record<string, unknown>) => {
    const roll = Math.random();
    const headers = {
      "accept-encoding": "gzip",
      "user-agent": USER_AGENT,
      "x-forwarded-for": `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    };
    if (roll < 0.1) {
      return {
        ...request,
        method: "POST",
        path: `/api/v1/article/${pick(articleUids)}/views`,
        headers,
        body: "",
      };
    }
    let path: string;
    if (roll < 0.35) path = pick(pages);
    else if (roll < 0.55) path = `/article/${pick(articleUids)}`;
    else if (roll < 0.65) path = `/article?category=${pick(categorySlugs)}`;
    else if (roll < 0.8) path = pick(reads);
    else path = `/api/v1/article/detail/${pick(articleUids)}`;
    return { ...request, method: "GET", path, headers, body: undefined };
  };
}

it(`soaks ${RATE} req/s of mixed public traffic for ${SECONDS} s`, async () => {
  const server = await startSoakServer();
  cleanups.push(() => server.kill9());
  const list = await getJson(`${server.url}/api/v1/article?limit=50`);
  const articleUids = (list.body.data as { uid: string }[]).map((article) => article.uid);
  const categories = await getJson(`${server.url}/api/v1/article/categories`);
  const categorySlugs = (categories.body.data as { slug: string }[]).map((c) => c.slug);
  expect(articleUids.length).toBeGreaterThan(5);
  const setupRequest = mixedRequests(articleUids, categorySlugs);
  const run = (duration: number) =>
    autocannon({
      url: server.url,
      connections: 50,
      overallRate: RATE,
      duration,
      requests: [{ setupRequest }],
    });

  const warmup = await run(WARMUP_SECONDS);
  const rssAfterWarmup = rssMb(server.pid);
  let rssPeak = rssAfterWarmup;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
  }, 1_000);
  const result = await run(SECONDS);
  clearInterval(sampler);
  const rssEnd = rssMb(server.pid);
  const growth = (rssEnd - rssAfterWarmup) / rssAfterWarmup;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `soak (${ENGINE}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, target ${RATE} req/s): ` +
      `${Math.round(result.requests.average)} req/s, ${result.requests.total ?? "?"} requests, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max ?? "?"} ms, ` +
      `errors ${errors} (warm-up: ${warmup.errors + warmup.timeouts + warmup.non2xx}, p99 ${warmup.latency.p99} ms); ` +
      `RSS ${rssAfterWarmup.toFixed(0)} MB after warm-up -> ${rssEnd.toFixed(0)} MB at the end ` +
      `(peak ${rssPeak.toFixed(0)} MB, growth ${(growth * 100).toFixed(1)}%)`,
  );
  expect(errors).toBe(0);
  expect(result.requests.average).toBeGreaterThan(RATE * 0.95);
  // The 50 ms goal is printed above; CI asserts a bound a loaded 2-core machine holds, so the
  // test still catches queueing or leaks without flaking on noise.
  expect(result.latency.p99).toBeLessThanOrEqual(150);
  // After a 60 s soak (npm run test:soak) growth must stay under 10%; the 15 s CI run is still
  // filling the page cache after its 5 s warm-up, so it gets a looser bound.
  expect(growth).toBeLessThan(SECONDS >= 60 ? 0.1 : 0.25);
  await server.stop();
});
