import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import { createPublicCache, type PublicCache } from "./public-cache.ts";

/** The second attack: ways around the public cache and its render limit (issue 22, item 3 and 6). */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let cache: PublicCache;
let staffCookie: string;
const renders: string[] = [];
let rendering = 0;
let mostAtOnce = 0;
/** Pages under /slow/ stream their body until the test lets them finish. */
const unfinished: (() => void)[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // A page whose render goes on after its headers: React Router's own 404 answers stream so.
  const streaming = {
    loader: () => {
      rendering += 1;
      mostAtOnce = Math.max(mostAtOnce, rendering);
      const body = new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode("<p>"));
          await new Promise<void>((resolve) => unfinished.push(resolve));
          rendering -= 1;
          controller.enqueue(new TextEncoder().encode("slow</p>"));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/html" } });
    },
  };
  const build = createFakeBuild(
    (request) => {
      const url = new URL(request.url);
      renders.push(`${url.host}${url.pathname}${url.search}`);
      return `<html><body>${url.pathname} ${"x".repeat(2000)}</body></html>`;
    },
    {
      "slow/*": streaming,
      "service/:slug": { loader: () => new Response("<p>no such service</p>", { status: 404 }) },
    },
  );
  // Small, so that a flood of made-up paths would push a real page out if it shared its pool.
  cache = createPublicCache({ maxEntries: 50 });
  app = createApp(ctx.services, { build, publicCache: cache });
  staffCookie = (await signedInAs(ctx, "admin")).cookie;
});
afterAll(() => ctx?.close());

/** As the Node server builds it: the request's URL is made of its Host header. */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const host = headers.host ?? "localhost:3000";
  return app.request(`http://${host}${path}`, { headers: { host, ...headers } });
};
const rendersOf = (path: string) => renders.filter((entry) => entry.endsWith(path)).length;

describe("the public cache under the second attack", () => {
  it("serves the shared copy to any sid cookie but a valid session's", async () => {
    await (await get("/team")).text();
    for (let index = 0; index < 20; index += 1) {
      const response = await get("/team", { cookie: `sid=forged-${index}` });
      expect(response.status).toBe(200);
      await response.text();
    }
    expect(rendersOf("/team")).toBe(1);
    await (await get("/team", { cookie: staffCookie })).text();
    expect(rendersOf("/team")).toBe(2);
  });

  it("redirects other spellings of a page to its one path instead of rendering them", async () => {
    for (const [path, canonical] of [
      ["/ARTICLE", "/article"],
      ["/TEAM?x=1", "/team?x=1"],
      ["/ID/team", "/id/team"],
      ["/Service/Digital-Ads", "/service/digital-ads"],
    ]) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(canonical);
    }
    expect(renders.some((entry) => /[A-Z]/.test(entry.replace(/^[^/]*/, "")))).toBe(false);
  });

  it("holds a render slot until the page's body is done, not only its headers", async () => {
    const first = await get("/slow/1");
    const second = await get("/slow/2");
    // Both slots are taken by bodies still streaming: a third page waits in line.
    let thirdDone = false;
    const third = get("/slow/3").then((response) => {
      thirdDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(thirdDone).toBe(false);
    expect(mostAtOnce).toBe(2);
    for (const finish of unfinished.splice(0)) finish();
    await Promise.all([first.text(), second.text()]);
    const answer = await third;
    for (const finish of unfinished.splice(0)) finish();
    expect(await answer.text()).toBe("<p>slow</p>");
    expect(mostAtOnce).toBe(2);
  });

  it("keeps made-up data requests and not-found pages from pushing real pages out", async () => {
    await (await get("/contact-us")).text();
    const rendered = rendersOf("/contact-us");
    for (let index = 0; index < 400; index += 1) {
      await (await get(`/article.data?_routes=x${index}`)).arrayBuffer();
      await (await get(`/service/ev${index}q`)).arrayBuffer();
    }
    await (await get("/contact-us")).text();
    expect(rendersOf("/contact-us")).toBe(rendered);
    expect(cache.bytes()).toBeLessThan(64 * 1024 * 1024);
  });

  it("stores pages for a few origins only: every made-up port is not a new copy", async () => {
    const before = cache.size();
    for (let port = 4000; port < 4100; port += 1) {
      await (await get("/clients", { host: `localhost:${port}` })).text();
    }
    expect(cache.size() - before).toBeLessThanOrEqual(8);
  });
});
