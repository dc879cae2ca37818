import { createServer, get, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, type TestContext } from "#server/test/test-app.ts";
import { createCachedPageFastPath } from "./cached-page-fast-path.ts";
import { createPublicCache } from "./public-cache.ts";
import { resolveSiteOrigin } from "./site-origin.ts";

/**
 * Issue 37, item 1: with PUBLIC_URL unset, `Host: 127.0.0.1:<random port>` was a new origin,
 * so a new cache key and a new render each time (never stored past 8 origins), and one client
 * kept the render slots busy. Served as boot serves it: the fast path, then the app.
 */
const PATHS = ["/", "/team", "/article", "/clients"];
let ctx: TestContext;
let server: { port: number; close: () => void };
const renders = new Map<string, number>();
const canonicals = new Set<string>();
let fastAnswers = 0;

const totalRenders = () => [...renders.values()].reduce((sum, count) => sum + count, 0);

function request(port: number, path: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    // A connection of its own each: every request of a wave is in flight at once.
    const call = get({ host: "127.0.0.1", port, path, headers: { host }, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    call.on("error", reject);
  });
}

const randomPort = () => 1024 + Math.floor(Math.random() * 64_000);

beforeAll(async () => {
  ctx = await createTestContext();
  const build = createFakeBuild(async (req, { origin }) => {
    const path = new URL(req.url).pathname;
    renders.set(path, (renders.get(path) ?? 0) + 1);
    canonicals.add(origin);
    // A render takes a while, so that the flood's requests overlap it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return `<html><head><link rel="canonical" href="${origin}${path}"></head><body>${"x".repeat(4000)}</body></html>`;
  });
  const cache = createPublicCache();
  const app = createApp(ctx.services, { build, publicCache: cache });
  const listener = getRequestListener(app.fetch);
  const answerFromCache = createCachedPageFastPath(cache, ctx.services);
  server = await new Promise((resolve) => {
    const http = createServer(((req, res) => {
      if (answerFromCache(req, res)) fastAnswers += 1;
      else listener(req, res);
    }) as RequestListener);
    http.listen(0, "127.0.0.1", () =>
      resolve({ port: (http.address() as AddressInfo).port, close: () => http.close() }),
    );
  });
});
afterAll(async () => {
  server?.close();
  await ctx?.close();
});

describe("a flood of made-up ports in the Host header (PUBLIC_URL unset)", () => {
  it("is served from one cached copy per page, not rendered per port", async () => {
    const statuses: number[] = [];
    for (let wave = 0; wave < 4; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 48 }, (_, index) =>
          request(
            server.port,
            PATHS[index % PATHS.length],
            `${Math.floor(index / PATHS.length) % 2 ? "localhost" : "127.0.0.1"}:${randomPort()}`,
          ),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const served = statuses.filter((status) => status === 200).length;
    const shed = statuses.filter((status) => status === 503).length;
    expect(served + shed).toBe(statuses.length);
    // One render per page and host name, whatever the ports: before, 2 x 8 made-up origins
    // were stored and every other request rendered or was shed (192 requests, ~100 renders).
    expect(totalRenders()).toBeLessThanOrEqual(PATHS.length * 2);
    expect(served).toBeGreaterThanOrEqual(statuses.length * 0.9);
    // The later waves came from the stored copies, most before any middleware ran.
    expect(fastAnswers).toBeGreaterThanOrEqual(statuses.length / 2);
    // Every link names the server's own port, never one a client made up.
    expect([...canonicals].sort()).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
  });

  it("leaves a visitor's cached page on the fast path, rendered once", async () => {
    const visitorHost = `127.0.0.1:${server.port}`;
    await request(server.port, "/team", visitorHost);
    const before = { renders: totalRenders(), fast: fastAnswers };
    const flood = Array.from({ length: 64 }, (_, index) =>
      request(server.port, PATHS[index % PATHS.length], `127.0.0.1:${randomPort()}`),
    );
    const visits = Array.from({ length: 8 }, () => request(server.port, "/team", visitorHost));
    const answers = await Promise.all([...flood, ...visits]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(totalRenders()).toBe(before.renders);
    expect(fastAnswers - before.fast).toBe(72);
  });
});

describe("the site origin with PUBLIC_URL unset", () => {
  const url = (host: string) => new URL(`http://${host}/`);
  it("stands the server's own port for any port the Host names", () => {
    const config = { PUBLIC_URL: undefined, PORT: 3000 };
    expect(resolveSiteOrigin(config, url("localhost:61234"), false)).toBe("http://localhost:3000");
    expect(resolveSiteOrigin(config, url("[::1]:8"), true)).toBe("https://[::1]:3000");
    // A Host without a port (a proxy on 80/443) keeps none.
    expect(resolveSiteOrigin(config, url("www.projingga.test"), true)).toBe(
      "https://www.projingga.test",
    );
    expect(resolveSiteOrigin({ PUBLIC_URL: undefined, PORT: 80 }, url("localhost:81"), false)).toBe(
      "http://localhost",
    );
    // PORT=0 (an ephemeral port): the port the connection came in on.
    expect(
      resolveSiteOrigin({ PUBLIC_URL: undefined, PORT: 0 }, url("localhost:9"), false, 4321),
    ).toBe("http://localhost:4321");
    expect(
      resolveSiteOrigin(
        { PUBLIC_URL: "https://projingga.test/", PORT: 3000 },
        url("localhost:9"),
        false,
      ),
    ).toBe("https://projingga.test");
  });
});
