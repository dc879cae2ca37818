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
const P99_GOAL_MS = 50;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startSoakServer(engine: Engine): Promise<ServerProcess> {
  if (engine === "postgres") {
    const database = await createDatabase("soak");
    const dir = tempDir("soak-pg");
    cleanups.push(
      () => database.drop(),
      () => removeDir(dir),
    );
    await prepareDatabase({ dataDir: dir, databaseUrl: database.url });
    return startServerProcess({ port: 3522, dataDir: dir, databaseUrl: database.url });
  }
  const { dir, dataDir } = await copyPgliteTemplate("soak");
  cleanups.push(() => removeDir(dir));
  return startServerProcess({ port: 3521, dataDir });
}

type Engine = "postgres" | "pglite";

const visitorHeaders = () => ({
  "accept-encoding": "gzip",
  "user-agent": USER_AGENT,
  "x-forwarded-for": `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
});
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** Public reads: pages, article pages, category lists and API reads. */
function readRequests(articleUids: string[], categorySlugs: string[]) {
  const pages = ["/", "/service", "/team", "/clients", "/contact-us", "/article", "/rss.xml"];
  const reads = [
    "/api/v1/article?limit=10",
    "/api/v1/article/best-articles",
    "/api/v1/article/newsfeed",
    "/api/v1/article/categories",
  ];
  return (request: Record<string, unknown>) => {
    const roll = Math.random();
    let path: string;
    if (roll < 0.3) path = pick(pages);
    else if (roll < 0.55) path = `/article/${pick(articleUids)}`;
    else if (roll < 0.65) path = `/article?category=${pick(categorySlugs)}`;
    else if (roll < 0.8) path = pick(reads);
    else path = `/api/v1/article/detail/${pick(articleUids)}`;
    return { ...request, method: "GET", path, headers: visitorHeaders(), body: undefined };
  };
}

/** Article views from many visitors: each one a durable write. */
function viewRequests(articleUids: string[]) {
  return (request: Record<string, unknown>) => ({
    ...request,
    method: "POST",
    path: `/api/v1/article/${pick(articleUids)}/views`,
    headers: visitorHeaders(),
    body: "",
  });
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
    // 90% reads and 10% views, sent side by side so each kind gets its own latency figures.
    const run = async (duration: number) => {
      const [reads, views] = await Promise.all([
        autocannon({
          url: server.url,
          connections: 45,
          overallRate: RATE * 0.9,
          duration,
          requests: [{ setupRequest: readRequests(articleUids, categorySlugs) }],
        }),
        autocannon({
          url: server.url,
          connections: 5,
          overallRate: RATE * 0.1,
          duration,
          requests: [{ setupRequest: viewRequests(articleUids) }],
        }),
      ]);
      return {
        reads,
        views,
        rate: reads.requests.average + views.requests.average,
        errors: [reads, views].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      };
    };

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
    const figures = (r: typeof result.reads) =>
      `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max ?? "?"} ms`;
    console.log(
      `soak (${engine}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, target ${RATE} req/s): ` +
        `${Math.round(result.rate)} req/s; reads (pages, API) ${figures(result.reads)}; ` +
        `views (durable writes, 10%) ${figures(result.views)}; errors ${result.errors} ` +
        `(warm-up: ${warmup.errors}); RSS ${rssAfterWarmup.toFixed(0)} MB after warm-up -> ` +
        `${rssEnd.toFixed(0)} MB at the end (peak ${rssPeak.toFixed(0)} MB, growth ${(growth * 100).toFixed(1)}%)`,
    );
    expect(result.errors).toBe(0);
    expect(result.rate).toBeGreaterThan(RATE * 0.95);
    // The 50 ms goal is printed above; CI asserts a bound a loaded 2-core machine (server,
    // load generator and PostgreSQL on the same cores) holds, so the test still catches
    // queueing or leaks without flaking on noise.
    expect(result.reads.latency.p99).toBeLessThanOrEqual(P99_GOAL_MS * 3);
    expect(result.views.latency.p99).toBeLessThanOrEqual(P99_GOAL_MS * 6);
    expect(growth).toBeLessThan(0.1);
    await server.stop();
  },
);
