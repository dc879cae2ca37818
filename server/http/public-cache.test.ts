import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { createPublicCache, normaliseQuery, PUBLIC_CACHE_CONTROL } from "./public-cache.ts";

/**
 * A Hono app with a per-response nonce, as the real server sets it, behind a public cache whose
 * clock the test moves. `x-test-user` stands for a valid session, `x-test-client` for the IP.
 */
function appWithCache(ttlMs: number, maxEntries?: number) {
  let clock = 1_000_000;
  const cache = createPublicCache({ ttlMs, maxEntries, now: () => clock });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("nonce", randomBytes(16).toString("base64"));
    c.set("clientIp", c.req.header("x-test-client") ?? "203.0.113.1");
    if (c.req.header("x-test-user")) c.set("user", { id: "staff" } as never);
    await next();
  });
  app.use(cache.middleware);
  return {
    app,
    cache,
    advanceClock: (ms: number) => {
      clock += ms;
    },
  };
}

function createCachedApp() {
  const { app, cache } = appWithCache(60_000);
  let renders = 0;
  app.get("/article/:id", (c) => {
    renders += 1;
    const nonce = c.get("nonce");
    const filler = "<p>Lorem ipsum dolor sit amet, agency words. </p>".repeat(200);
    return c.html(
      `<html><head><script nonce="${nonce}">a()</script></head><body>${filler}<script nonce="${nonce}">b(${renders})</script></body></html>`,
    );
  });
  app.get("/article", (c) => c.text(`list ${++renders} ${new URL(c.req.url).search}`));
  app.get("/admin/secret", (c) => c.text(`private ${++renders}`));
  app.get("/preview/:token", (c) => c.text(`draft ${++renders}`));
  app.get("/id/preview/:token", (c) => c.text(`gone ${++renders}`, 404));
  app.post("/api/v1/admin/articles", (c) => c.json({ ok: true }));
  app.post("/admin/article.data", (c) => c.json({ ok: true }));
  app.post("/api/v1/article/x/views", (c) => c.json({ ok: true }));
  return { app, cache, renders: () => renders };
}

const get = (app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers });

describe("public cache", () => {
  it("never stores a preview link's page, not even its 404, in either edition", async () => {
    const { app } = createCachedApp();
    for (const path of ["/preview/abc", "/id/preview/abc"]) {
      const one = await (await get(app, path)).text();
      const two = await (await get(app, path)).text();
      expect(one, path).not.toBe(two);
    }
  });

  it("renders once, then serves every visitor with their own nonce", async () => {
    const { app, renders } = createCachedApp();
    const first = await (await get(app, "/article/1")).text();
    const second = await (await get(app, "/article/1")).text();
    expect(renders()).toBe(1);
    const nonces = [first, second].map((html) =>
      [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(nonces[0]).toHaveLength(2);
    expect(new Set(nonces[0]).size).toBe(1);
    expect(nonces[1][0]).not.toBe(nonces[0][0]);
    expect(second.replaceAll(nonces[1][0], "N")).toBe(first.replaceAll(nonces[0][0], "N"));
  });

  it("sends a valid gzip body with the nonce spliced in uncompressed blocks", async () => {
    const { app } = createCachedApp();
    const plain = await (await get(app, "/article/2")).text();
    const response = await get(app, "/article/2", { "accept-encoding": "gzip, br" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(compressed.length).toBeLessThan(plain.length / 5);
    const html = gunzipSync(compressed).toString();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html.replaceAll(nonce, "N")).toBe(plain.replaceAll(/nonce="[^"]+"/g, 'nonce="N"'));
  });

  it("keeps a separate entry per query string and skips signed-in staff and private paths", async () => {
    const { app, renders } = createCachedApp();
    await get(app, "/article?page=1");
    await get(app, "/article?page=2");
    expect(renders()).toBe(2);
    await get(app, "/article?page=1", { "x-test-user": "1" });
    expect(renders()).toBe(3);
    const one = await (await get(app, "/admin/secret")).text();
    const two = await (await get(app, "/admin/secret")).text();
    expect(one).not.toBe(two);
  });

  it("is emptied when a service announces a public change, not by a POST's path", async () => {
    const { app, cache, renders } = createCachedApp();
    const told: number[] = [];
    cache.onInvalidate(() => told.push(1));
    await get(app, "/article/4");
    for (const write of [
      "/api/v1/article/x/views",
      "/api/v1/admin/articles",
      "/admin/article.data",
    ]) {
      await app.request(write, { method: "POST" });
    }
    await get(app, "/article/4");
    expect(renders()).toBe(1);
    cache.invalidateAfterWrite();
    expect(cache.size()).toBe(0);
    expect(told).toHaveLength(1);
    await get(app, "/article/4");
    expect(renders()).toBe(2);
  });
});

describe("public cache when rendering fails", () => {
  it("serves the last good copy, expired or invalidated, instead of the error", async () => {
    const { app, cache, advanceClock } = appWithCache(50);
    let databaseUp = true;
    app.get("/article/:id", (c) =>
      databaseUp ? c.html(`<p>article ${c.req.param("id")}</p>`) : c.text("down", 503),
    );
    await get(app, "/article/5");
    await get(app, "/article/6");
    databaseUp = false;
    advanceClock(60);
    const expired = await get(app, "/article/5");
    expect(expired.status).toBe(200);
    expect(expired.headers.get("x-cache")).toBe("stale");
    expect(expired.headers.get("cache-control")).toBe("no-store");
    expect(await expired.text()).toBe("<p>article 5</p>");
    cache.invalidate();
    expect(cache.size()).toBe(0);
    expect(await (await get(app, "/article/6")).text()).toBe("<p>article 6</p>");
    const never = await get(app, "/article/7");
    expect(never.status).toBe(503);
    databaseUp = true;
    const fresh = await get(app, "/article/5");
    expect(fresh.headers.get("x-cache")).toBeNull();
    expect(await fresh.text()).toBe("<p>article 5</p>");
  });
});

describe("public cache when a page expires", () => {
  it("re-renders it once while concurrent visitors get the expired copy, but never after a write", async () => {
    const { app, cache, advanceClock } = appWithCache(20);
    let renders = 0;
    let version = 1;
    app.get("/article/:id", async (c) => {
      renders += 1;
      const rendered = version;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.html(`<p>v${rendered}</p>`);
    });
    await get(app, "/article/8");
    advanceClock(30);
    version = 2;
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => (await get(app, "/article/8")).text()),
    );
    expect(renders).toBe(2);
    expect(bodies.filter((body) => body === "<p>v2</p>")).toHaveLength(1);
    expect(bodies.filter((body) => body === "<p>v1</p>")).toHaveLength(4);

    version = 3;
    cache.invalidate();
    const afterWrite = await Promise.all(
      Array.from({ length: 3 }, async () => (await get(app, "/article/8")).text()),
    );
    expect(afterWrite).toEqual(["<p>v3</p>", "<p>v3</p>", "<p>v3</p>"]);
  });

  it("re-renders pages that expired together two at a time, serving the rest their expired copy", async () => {
    const { app, advanceClock } = appWithCache(20);
    let version = 1;
    let rendering = 0;
    let mostAtOnce = 0;
    app.get("/article/:id", async (c) => {
      rendering += 1;
      mostAtOnce = Math.max(mostAtOnce, rendering);
      const rendered = version;
      await new Promise((resolve) => setTimeout(resolve, 30));
      rendering -= 1;
      return c.html(`<p>${c.req.param("id")} v${rendered}</p>`);
    });
    const ids = ["1", "2", "3", "4", "5", "6"];
    await Promise.all(ids.map((id) => get(app, `/article/${id}`)));
    advanceClock(30);
    version = 2;
    mostAtOnce = 0;
    const bodies = await Promise.all(
      ids.map(async (id) => (await get(app, `/article/${id}`)).text()),
    );
    expect(mostAtOnce).toBe(2);
    expect(bodies.filter((body) => body.endsWith("v2</p>"))).toHaveLength(2);
    expect(bodies.filter((body) => body.endsWith("v1</p>"))).toHaveLength(4);
    // The pages left behind are re-rendered by their next visitors.
    const later = await Promise.all(
      ids.map(async (id) => (await get(app, `/article/${id}`)).text()),
    );
    expect(later.filter((body) => body.endsWith("v2</p>")).length).toBeGreaterThanOrEqual(4);
  });

  it("counts a page as re-rendering until its streamed body is stored", async () => {
    const { app, advanceClock } = appWithCache(20);
    let renders = 0;
    let started = () => {};
    let finish = () => {};
    app.get("/article/:id", (c) => {
      renders += 1;
      const rendered = renders;
      started();
      // Like React's streamed render: the headers first, the HTML when the test says so.
      const body = new ReadableStream({
        async start(controller) {
          if (rendered > 1) await new Promise<void>((resolve) => (finish = resolve));
          controller.enqueue(new TextEncoder().encode(`<p>render ${rendered}</p>`));
          controller.close();
        },
      });
      return c.body(body, 200, { "content-type": "text/html" });
    });
    await (await get(app, "/article/9")).text();
    advanceClock(30);
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const first = get(app, "/article/9");
    await rendering;
    const second = await get(app, "/article/9");
    expect(await second.text()).toBe("<p>render 1</p>");
    finish();
    expect(await (await first).text()).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
  });
});

describe("public cache keys", () => {
  it("are the path and the parameters the page reads, normalised", () => {
    const list = ["page", "search", "tag"];
    expect(normaliseQuery("?x=1&utm_source=mail", list)).toBe("");
    expect(normaliseQuery("?tag=a+b&page=2&x=1", list)).toBe("?page=2&tag=a%20b");
    expect(normaliseQuery("?page=2&tag=a%20b", list)).toBe("?page=2&tag=a%20b");
    expect(normaliseQuery("?page=3&page=4", list)).toBe("?page=3");
    expect(normaliseQuery("?search", list)).toBe("?search=");
    // Not valid percent-encoding: kept as sent, so the page or the API can still refuse it.
    expect(normaliseQuery("?search=%E0%A4%A&%zz=1", list)).toBe("?search=%E0%A4%A");
    expect(normaliseQuery("?page=1", [])).toBe("");
  });

  it("ignore unknown parameters: they neither render nor store another copy, nor reach the page", async () => {
    const { app, cache, renders } = createCachedApp();
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, index) =>
        (await get(app, `/article?x=${index}&utm_source=${index}`)).text(),
      ),
    );
    expect(renders()).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(["list 1 "]));
    const tagged = await (await get(app, "/article?tag=a+b&page=2&junk=1")).text();
    expect(tagged).toBe("list 2 ?page=2&tag=a%20b");
    expect(await (await get(app, "/article?page=2&tag=a%20b")).text()).toBe(tagged);
    await get(app, "/article/5?page=1");
    await get(app, "/article/5?page=2");
    expect(renders()).toBe(3);
    expect(cache.size()).toBe(3);
  });
});

describe("public cache and HEAD requests", () => {
  /** React Router answers HEAD with the GET's headers and no body. */
  function appLikeReactRouter(ttlMs = 60_000) {
    const { app, cache, advanceClock } = appWithCache(ttlMs);
    let renders = 0;
    let databaseUp = true;
    app.get("/team", (c) => {
      if (!databaseUp) return c.text("down", 503);
      renders += 1;
      return c.req.method === "HEAD" ? c.body(null, 200) : c.html(`<p>team ${renders}</p>`);
    });
    return {
      app,
      cache,
      advanceClock,
      renders: () => renders,
      setDatabaseUp: (up: boolean) => (databaseUp = up),
    };
  }

  it("never stores the empty HEAD answer: GET renders the page and is stored", async () => {
    const { app, cache, renders } = appLikeReactRouter();
    const head = await app.request("/team", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cache.size()).toBe(0);
    expect(await (await get(app, "/team")).text()).toBe("<p>team 2</p>");
    const cachedHead = await app.request("/team", { method: "HEAD" });
    expect(cachedHead.headers.get("content-length")).toBe("13");
    expect(await (await get(app, "/team")).text()).toBe("<p>team 2</p>");
    expect(renders()).toBe(2);
  });

  it("never turns the stale fallback blank", async () => {
    const { app, setDatabaseUp, advanceClock } = appLikeReactRouter(20);
    await get(app, "/team");
    advanceClock(30);
    await app.request("/team", { method: "HEAD" });
    setDatabaseUp(false);
    const fallback = await get(app, "/team");
    expect(fallback.headers.get("x-cache")).toBe("stale");
    expect(await fallback.text()).toBe("<p>team 1</p>");
  });
});

describe("public cache renders", () => {
  function appWithSlowPages(options: { maxQueuedRenders?: number } = {}) {
    const cache = createPublicCache({ ttlMs: 60_000, ...options });
    const slow = new Hono<AppEnv>();
    slow.use(async (c, next) => {
      c.set("nonce", randomBytes(16).toString("base64"));
      c.set("clientIp", c.req.header("x-test-client") ?? "203.0.113.1");
      await next();
    });
    slow.use(cache.middleware);
    const stats = { rendering: 0, mostAtOnce: 0, renders: 0, order: [] as string[] };
    slow.get("/article", async (c) => {
      stats.renders += 1;
      stats.rendering += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.rendering);
      await new Promise((resolve) => setTimeout(resolve, 5));
      stats.rendering -= 1;
      stats.order.push(new URL(c.req.url).search);
      return c.html(`<p>${new URL(c.req.url).search}</p>`);
    });
    slow.get("/", (c) => c.html("<p>home</p>"));
    return { app: slow, stats };
  }
  /** A request from a visitor of its own. */
  const from = (app: Hono<AppEnv>, path: string, client: string | number) =>
    get(app, path, { "x-test-client": `198.51.100.${client}` });

  it("renders one page once however many ask for it at the same time", async () => {
    const { app, stats } = appWithSlowPages();
    const bodies = await Promise.all(
      Array.from({ length: 60 }, async () => (await get(app, "/article?tag=seo")).text()),
    );
    expect(stats.renders).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(["<p>?tag=seo</p>"]));
  });

  it("renders two uncached pages at a time while cached pages are served at once", async () => {
    const { app, stats } = appWithSlowPages();
    await get(app, "/");
    let finished = 0;
    const pages = Array.from({ length: 60 }, async (_, index) => {
      const response = await from(app, `/article?page=${index + 1}`, index);
      finished += 1;
      return response.status;
    });
    const home = await get(app, "/");
    expect(await home.text()).toBe("<p>home</p>");
    const finishedWhenHomeAnswered = finished;
    expect(await Promise.all(pages)).toEqual(Array(60).fill(200));
    expect(stats.mostAtOnce).toBe(2);
    expect(finishedWhenHomeAnswered).toBeLessThan(10);
  });

  it("answers 503 when too many distinct pages wait to render, and stores none of them", async () => {
    const { app, stats } = appWithSlowPages({ maxQueuedRenders: 8 });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => from(app, `/article?page=${index + 1}`, index)),
    );
    const busy = responses.filter((response) => response.status === 503);
    expect(stats.renders).toBe(10);
    expect(busy).toHaveLength(50);
    expect(busy[0].headers.get("retry-after")).toBe("5");
    expect(busy[0].headers.get("cache-control")).toBe("no-store");
    expect((await get(app, "/article?page=60")).status).toBe(200);
  });

  it("lets one client hold 8 renders at most, and serves the other visitors in turn", async () => {
    const { app, stats } = appWithSlowPages();
    const flood = Array.from({ length: 40 }, (_, index) =>
      from(app, `/article?page=${index + 1}`, "66"),
    );
    const visitor = from(app, "/article?tag=visitor", "7");
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect((await visitor).status).toBe(200);
    expect(statuses.filter((status) => status === 503)).toHaveLength(32);
    // Two were rendering when the visitor came: it took turns with the flood, not behind its six.
    expect(stats.order.indexOf("?tag=visitor")).toBeLessThanOrEqual(3);
  });

  it("renders searches one at a time in a line of their own: pages never wait behind them", async () => {
    const { app, stats } = appWithSlowPages();
    let searchesDone = 0;
    const searches = Array.from({ length: 30 }, async (_, index) => {
      const response = await from(app, `/article?search=term${index}`, index);
      searchesDone += 1;
      return response.status;
    });
    const page = await from(app, "/article?page=2", "200");
    expect(page.status).toBe(200);
    const searchesDoneWhenPageAnswered = searchesDone;
    const statuses = await Promise.all(searches);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(searchesDoneWhenPageAnswered).toBeLessThan(5);
    expect(stats.order.indexOf("?page=2")).toBeLessThanOrEqual(2);
  });
});

describe("public cache and made-up paths", () => {
  function appWithNotFound() {
    const { app, cache } = appWithCache(60_000);
    let renders = 0;
    app.get("/healthz", (c) => c.text(`ok ${++renders}`));
    app.get("/admin/*", (c) => c.text(`staff ${++renders}`, 404));
    app.get("/promo", (c) => c.text(`a page that exists ${++renders}`));
    app.get("*", (c) => c.html(`<p>not found ${++renders}</p>`, 404));
    return { app, cache, renders: () => renders };
  }

  it("stores the not-found answer of any other path, once per path", async () => {
    const { app, renders } = appWithNotFound();
    const first = await get(app, "/no-such-page");
    expect(first.status).toBe(404);
    expect(await first.text()).toBe("<p>not found 1</p>");
    const again = await get(app, "/no-such-page");
    expect(again.status).toBe(404);
    expect(await again.text()).toBe("<p>not found 1</p>");
    expect(renders()).toBe(1);
  });

  it("never stores a 200 answer of a path it does not know, nor staff or health paths", async () => {
    const { app, renders } = appWithNotFound();
    await get(app, "/promo");
    expect(await (await get(app, "/promo")).text()).toBe("a page that exists 2");
    await get(app, "/admin/nothing");
    await get(app, "/admin/nothing");
    await get(app, "/healthz");
    await get(app, "/healthz");
    expect(renders()).toBe(6);
  });

  it("leaves React Router's own endpoints (/__manifest) and their query alone", async () => {
    const { app } = appWithCache(60_000);
    let seen = "";
    app.get("/__manifest", (c) => {
      seen = new URL(c.req.url).search;
      return c.json({ version: "abc" }, 404);
    });
    await get(app, "/__manifest?paths=%2F&version=abc");
    expect(seen).toBe("?paths=%2F&version=abc");
    seen = "";
    await get(app, "/__manifest?paths=%2F&version=abc");
    expect(seen).toBe("?paths=%2F&version=abc");
  });

  it("passes a made-up path's query to the page untouched", async () => {
    const { app } = appWithCache(60_000);
    let seen = "";
    app.get("/promo", (c) => {
      seen = new URL(c.req.url).search;
      return c.text("promo");
    });
    await get(app, "/promo?code=PJ10");
    expect(seen).toBe("?code=PJ10");
  });

  it("keeps made-up paths in a pool of their own: they never push a real page out", async () => {
    const { app, cache } = appWithCache(60_000, 10);
    let pageRenders = 0;
    app.get("/team", (c) => c.text(`team ${++pageRenders}`));
    app.get("*", (c) => c.html("<p>not found</p>", 404));
    await get(app, "/team");
    for (let index = 0; index < 450; index += 1) await get(app, `/made-up-${index}`);
    expect(cache.size()).toBe(201);
    expect(await (await get(app, "/team")).text()).toBe("team 1");
  });

  it("caches the Indonesian edition's pages under their own paths", async () => {
    const { app } = appWithCache(60_000);
    let renders = 0;
    app.get("/id/service/:slug", (c) => c.text(`layanan ${++renders}`));
    app.get("/id/article", (c) => c.text(`artikel ${++renders} ${new URL(c.req.url).search}`));
    await get(app, "/id/service/digital-ads");
    expect(await (await get(app, "/id/service/digital-ads")).text()).toBe("layanan 1");
    await get(app, "/id/article?page=2&utm_source=x");
    expect(await (await get(app, "/id/article?page=2")).text()).toBe("artikel 2 ?page=2");
    expect(renders).toBe(2);
  });
});
