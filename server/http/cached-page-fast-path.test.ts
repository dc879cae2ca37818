import { createServer, get, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, signedInAs } from "#server/test/test-app.ts";
import { createCachedPageFastPath } from "./cached-page-fast-path.ts";
import { createPublicCache } from "./public-cache.ts";

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function request(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const call = get({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on("error", reject);
  });
}

const listen = (listener: RequestListener) =>
  new Promise<{ port: number; close: () => void }>((resolve) => {
    const server = createServer(listener);
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => server.close(),
      }),
    );
  });

const nonceOf = (headers: IncomingHttpHeaders) =>
  /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1] ?? "";

/** What may differ between two answers of one stored page: the nonce, the request id, the date. */
function comparable(answer: Answer) {
  const nonce = nonceOf(answer.headers);
  const {
    date: _date,
    "x-request-id": _id,
    connection: _c,
    "keep-alive": _k,
    ...headers
  } = answer.headers;
  const text = (headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body)
    .toString("utf8")
    .replaceAll(nonce, "NONCE");
  return {
    status: answer.status,
    headers: JSON.parse(JSON.stringify(headers).replaceAll(nonce, "NONCE")),
    text,
  };
}

describe("cached-page fast path", () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let fast: { port: number; close: () => void };
  let chain: { port: number; close: () => void };
  let renders = 0;
  const answered: boolean[] = [];

  beforeAll(async () => {
    context = await createTestContext();
    const cache = createPublicCache();
    const build = createFakeBuild((request, info) => {
      renders += 1;
      const filler = "<p>Kampanye yang terukur, dari Jakarta. </p>".repeat(300);
      return `<!doctype html><html><head><script nonce="${info.nonce}">a()</script></head><body>${filler}<p>${new URL(request.url).search}</p><script nonce="${info.nonce}">b()</script></body></html>`;
    });
    const app = createApp(context.services, { build, publicCache: cache });
    const listener = getRequestListener(app.fetch);
    const answerFromCache = createCachedPageFastPath(cache, context.services);
    fast = await listen((request, response) => {
      const hit = answerFromCache(request, response);
      answered.push(hit);
      if (!hit) listener(request, response);
    });
    chain = await listen(listener);
  });
  afterAll(async () => {
    fast.close();
    chain.close();
    await context.close();
  });

  it("answers a stored page before the middleware, exactly as the middleware chain would", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const first = await request(fast.port, "/article/fast-1", gzip);
    expect(answered.at(-1)).toBe(false);
    expect(renders).toBe(1);
    for (const headers of [gzip, {}]) {
      const hit = await request(fast.port, "/article/fast-1", headers);
      expect(answered.at(-1)).toBe(true);
      // The same Host: the origin is part of the cache key.
      const viaChain = await request(chain.port, "/article/fast-1", {
        ...headers,
        host: `127.0.0.1:${fast.port}`,
      });
      expect(comparable(hit)).toEqual(comparable(viaChain));
    }
    expect(renders).toBe(1);
    expect(comparable(first).text).toContain("Kampanye yang terukur");
  });

  it("gives each answer its own nonce, in the policy and in every script, with a valid gzip", async () => {
    await request(fast.port, "/article/fast-2");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(fast.port, "/article/fast-2", { "accept-encoding": "gzip" }),
      ),
    );
    // One after another too: each reuses the body the previous answer handed to the kernel.
    for (let index = 0; index < 5; index += 1)
      answers.push(await request(fast.port, "/article/fast-2", { "accept-encoding": "gzip" }));
    const nonces = answers.map((answer) => nonceOf(answer.headers));
    expect(new Set(nonces).size).toBe(25);
    for (const answer of answers) {
      const html = gunzipSync(answer.body).toString("utf8");
      const inBody = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inBody).toEqual([nonceOf(answer.headers), nonceOf(answer.headers)]);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const page = await request(fast.port, "/article/fast-3");
    const head = await request(fast.port, "/article/fast-3", {}, "HEAD");
    expect(answered.at(-1)).toBe(true);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(page.body.length));
  });

  it("keys a page by the parameters it reads, like the middleware", async () => {
    await request(fast.port, "/article?page=2");
    const hit = await request(fast.port, "/article?utm_source=ig&page=2&page=9");
    expect(answered.at(-1)).toBe(true);
    expect(hit.body.toString()).toContain("<p>?page=2</p>");
  });

  it("leaves signed-in visitors, foreign hosts, encoded paths and misses to the chain", async () => {
    await request(fast.port, "/article/fast-4");
    const { cookie } = await signedInAs(context, "editor");
    const cases: [string, Record<string, string>][] = [
      ["/article/fast-4", { cookie: `theme=dark; ${cookie}` }],
      ["/article/fast-4", { host: "evil.example" }],
      ["/article/fast%2D4", {}],
      ["/article/never-rendered", {}],
    ];
    for (const [path, headers] of cases) {
      const answer = await request(fast.port, path, headers);
      expect(answered.at(-1), `${path} ${JSON.stringify(headers)}`).toBe(false);
      if (headers.host) expect(answer.status).toBe(400);
    }
  });

  it("answers a forged or unsigned sid as the chain would: signed out, from the stored copy", async () => {
    await request(fast.port, "/article/fast-5");
    const rendered = renders;
    const { cookie } = await signedInAs(context, "editor");
    const unsigned = cookie.replace(/\.[^.;]*$/, "");
    for (const sid of [
      `sid=${"A".repeat(43)}`,
      `sid=${"A".repeat(43)}.${"B".repeat(43)}`,
      unsigned,
    ]) {
      const hit = await request(fast.port, "/article/fast-5", { cookie: sid });
      expect(answered.at(-1), sid).toBe(true);
      const viaChain = await request(chain.port, "/article/fast-5", {
        cookie: sid,
        host: `127.0.0.1:${fast.port}`,
      });
      expect(comparable(hit)).toEqual(comparable(viaChain));
    }
    expect(renders).toBe(rendered);
  });
});
