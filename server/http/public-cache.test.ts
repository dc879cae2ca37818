import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { createPublicCache, PUBLIC_CACHE_CONTROL } from "./public-cache.ts";

/** A Hono app with a per-response nonce, as the real server sets it, behind a public cache. */
function appWithCache(ttlMs: number) {
  const cache = createPublicCache({ ttlMs });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("nonce", randomBytes(16).toString("base64"));
    await next();
  });
  app.use(cache.middleware);
  return { app, cache };
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
  app.get("/admin/secret", (c) => c.text(`private ${++renders}`));
  app.post("/api/v1/admin/articles", (c) => c.json({ ok: true }));
  app.post("/api/v1/article/x/views", (c) => c.json({ ok: true }));
  return { app, cache, renders: () => renders };
}

const get = (app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers });

describe("public cache", () => {
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
    await get(app, "/article/3?page=1");
    await get(app, "/article/3?page=2");
    expect(renders()).toBe(2);
    await get(app, "/article/3?page=1", { cookie: "sid=abc" });
    expect(renders()).toBe(3);
    const one = await (await get(app, "/admin/secret")).text();
    const two = await (await get(app, "/admin/secret")).text();
    expect(one).not.toBe(two);
  });

  it("is emptied by a successful content write but not by a view", async () => {
    const { app, cache, renders } = createCachedApp();
    await get(app, "/article/4");
    await app.request("/api/v1/article/x/views", { method: "POST" });
    await get(app, "/article/4");
    expect(renders()).toBe(1);
    await app.request("/api/v1/admin/articles", { method: "POST" });
    expect(cache.size()).toBe(0);
    await get(app, "/article/4");
    expect(renders()).toBe(2);
  });
});

describe("public cache when rendering fails", () => {
  it("serves the last good copy, expired or invalidated, instead of the error", async () => {
    const { app, cache } = appWithCache(50);
    let databaseUp = true;
    app.get("/article/:id", (c) =>
      databaseUp ? c.html(`<p>article ${c.req.param("id")}</p>`) : c.text("down", 503),
    );
    await get(app, "/article/5");
    await get(app, "/article/6");
    databaseUp = false;
    await new Promise((resolve) => setTimeout(resolve, 60));
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
    const { app, cache } = appWithCache(20);
    let renders = 0;
    let version = 1;
    app.get("/article/:id", async (c) => {
      renders += 1;
      const rendered = version;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.html(`<p>v${rendered}</p>`);
    });
    await get(app, "/article/8");
    await new Promise((resolve) => setTimeout(resolve, 30));
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
    const { app } = appWithCache(20);
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
    await new Promise((resolve) => setTimeout(resolve, 30));
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
    const { app } = appWithCache(20);
    let renders = 0;
    app.get("/article/:id", (c) => {
      renders += 1;
      const rendered = renders;
      // Like React's streamed render: the headers first, the HTML 30 ms later.
      const body = new ReadableStream({
        async start(controller) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          controller.enqueue(new TextEncoder().encode(`<p>render ${rendered}</p>`));
          controller.close();
        },
      });
      return c.body(body, 200, { "content-type": "text/html" });
    });
    await (await get(app, "/article/9")).text();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const first = get(app, "/article/9");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await get(app, "/article/9");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(await (await first).text()).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
  });
});
