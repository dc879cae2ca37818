import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import type { AppServices } from "#server/app-services.ts";
import { loadConfig } from "#server/config.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { createPublicCache } from "#server/http/public-cache.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import * as articleAll from "./blog/article-all.tsx";
import * as articleList from "./blog/article-list.tsx";
import * as robots from "./resources/robots.ts";
import * as rss from "./resources/rss.ts";
import * as sitemap from "./resources/sitemap.ts";
import * as team from "./site/team.tsx";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The real app (host check, public cache, React Router's handler) on a fake build. */
function createSite(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ctx.services.config.DATA_DIR,
    SESSION_SECRET: ctx.services.config.SESSION_SECRET,
    LOG_LEVEL: "silent",
    ...env,
  });
  const services: AppServices = { ...ctx.services, config };
  let renders = 0;
  const build = createFakeBuild(
    (request, { origin }) => {
      renders += 1;
      const path = new URL(request.url).pathname;
      return `<html><head><link rel="canonical" href="${origin}${path}"></head><body>page ${path}</body></html>`;
    },
    {
      "robots.txt": robots,
      "sitemap.xml": sitemap,
      "rss.xml": rss,
      "team-origin": { loader: team.loader },
      "article-origin": { loader: articleList.loader },
      "article-all-origin": { loader: articleAll.loader },
    },
  );
  const app = createApp(services, { build, publicCache: createPublicCache() });
  return { app, renders: () => renders };
}

/** As a real server sees it: the URL's host is the Host header's. */
const requestAs = (app: Hono<AppEnv>, host: string, path: string, init: RequestInit = {}) =>
  app.request(`http://${host}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), host },
  });

const canonicalOf = (html: string) => /rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("the Host header (PUBLIC_URL unset)", () => {
  it("refuses a Host that is not the site's own, before anything is rendered or cached", async () => {
    const { app, renders } = createSite();
    for (const path of [
      "/",
      "/team",
      "/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/article/x.data",
    ]) {
      const response = await requestAs(app, "evil.example", path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await response.text()).not.toContain("evil.example");
    }
    const api = await requestAs(app, "evil.example:3000", "/api/v1/article");
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      error: { code: "invalid_host", fields: { host: expect.any(String) } },
    });
    // The absolute form of the request line names a host of its own besides the Host header.
    const absolute = await app.request("http://evil.example/", { headers: { host: "localhost" } });
    expect(absolute.status).toBe(400);
    expect(renders()).toBe(0);

    const page = await (await requestAs(app, "localhost:3000", "/")).text();
    expect(canonicalOf(page)).toBe("http://localhost:3000/");
  });

  it("accepts the localhost names on any port and the names in ALLOWED_HOSTS", async () => {
    const { app } = createSite({ ALLOWED_HOSTS: "www.projingga.test, Staging.Projingga.test" });
    for (const host of [
      "localhost",
      "localhost:8080",
      "127.0.0.1:3000",
      "[::1]:3000",
      "www.projingga.test",
      "staging.projingga.test:8443",
    ]) {
      const response = await requestAs(app, host, "/team");
      expect(response.status, host).toBe(200);
      // Any port the client names stands for the server's own (PORT): one origin per name.
      const origin =
        host.includes("]:") || /:\d+$/.test(host) ? host.replace(/:\d+$/, ":3000") : host;
      expect(canonicalOf(await response.text()), host).toBe(`http://${origin}/team`);
    }
    for (const host of ["evil.example", "localhost.evil.example", "www.projingga.test.evil"]) {
      expect((await requestAs(app, host, "/team")).status, host).toBe(400);
    }
  });

  it("keeps /healthz reachable whatever the Host, for local health checks", async () => {
    const { app } = createSite({ PUBLIC_URL: "https://projingga.test" });
    const response = await requestAs(app, "10.0.0.7:3000", "/healthz");
    expect(response.status).toBe(200);
  });
});

describe("the Host header with PUBLIC_URL set", () => {
  it("allows PUBLIC_URL's host (and ALLOWED_HOSTS), and every link uses PUBLIC_URL", async () => {
    const { app } = createSite({
      PUBLIC_URL: "https://projingga.test/",
      ALLOWED_HOSTS: "internal.projingga.test",
    });
    for (const host of ["projingga.test", "internal.projingga.test:3000"]) {
      const response = await requestAs(app, host, "/service");
      expect(response.status, host).toBe(200);
      expect(canonicalOf(await response.text())).toBe("https://projingga.test/service");
    }
    for (const host of ["localhost:3000", "127.0.0.1", "evil.example"]) {
      expect((await requestAs(app, host, "/service")).status, host).toBe(400);
    }
  });
});

describe("one origin for every absolute link", () => {
  it("uses the same scheme and host in the pages' meta, RSS, sitemap and robots.txt", async () => {
    const { app } = createSite({ TRUST_PROXY: "true" });
    const get = (path: string) =>
      requestAs(app, "localhost:3000", path, { headers: { "x-forwarded-proto": "https" } });
    const origins: Record<string, string | undefined> = {};
    for (const path of ["/team-origin", "/article-origin", "/article-all-origin"]) {
      const body = (await (await get(path)).json()) as { meta: { rel?: string; href?: string }[] };
      const canonical = body.meta.find((tag) => tag.rel === "canonical")?.href;
      origins[path] = canonical && new URL(canonical).origin;
    }
    const robotsTxt = await (await get("/robots.txt")).text();
    origins.robots = /Sitemap: (\S+)\/sitemap\.xml/.exec(robotsTxt)?.[1];
    const sitemapXml = await (await get("/sitemap.xml")).text();
    const locs = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(5);
    origins.sitemap = [...new Set(locs.map((loc) => new URL(loc).origin))].join(" ");
    const feed = await (await get("/rss.xml")).text();
    origins.rss = /<atom:link href="([^"]+)\/rss\.xml"/.exec(feed)?.[1];
    expect(origins).toEqual({
      "/team-origin": "https://localhost:3000",
      "/article-origin": "https://localhost:3000",
      "/article-all-origin": "https://localhost:3000",
      robots: "https://localhost:3000",
      sitemap: "https://localhost:3000",
      rss: "https://localhost:3000",
    });
  });

  it("keeps one cached copy per origin, so one host's links never reach another", async () => {
    const { app, renders } = createSite();
    const first = await (await requestAs(app, "127.0.0.1:3000", "/")).text();
    const second = await (await requestAs(app, "localhost:3000", "/")).text();
    const again = await (await requestAs(app, "127.0.0.1:3000", "/")).text();
    expect(canonicalOf(first)).toBe("http://127.0.0.1:3000/");
    expect(canonicalOf(second)).toBe("http://localhost:3000/");
    expect(canonicalOf(again)).toBe("http://127.0.0.1:3000/");
    expect(renders()).toBe(2);
  });
});

describe("HEAD requests and the public cache", () => {
  it("never store React Router's empty HEAD answer as the page", async () => {
    const { app, renders } = createSite();
    for (const path of ["/", "/team", "/article", "/article/abc.data"]) {
      const head = await app.request(path, { method: "HEAD" });
      expect(head.status).toBe(200);
      const get = await app.request(path);
      const body = await get.text();
      expect(body, path).toContain(`page ${path.replace(/\.data$/, "")}`);
      // A HEAD after the GET is answered from the stored copy, with its length.
      const cachedHead = await app.request(path, { method: "HEAD" });
      expect(cachedHead.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(await cachedHead.text()).toBe("");
    }
    expect(renders()).toBe(8);
  });
});

describe("unknown API paths", () => {
  it("answer the JSON 404 error, not the HTML page", async () => {
    const { app } = createSite();
    for (const [method, path] of [
      ["GET", "/api/v1/nope"],
      ["GET", "/api/v1/article/detail/x/more"],
      ["GET", "/api/v2/article"],
      ["GET", "/api"],
      ["POST", "/api/v1/nope"],
    ]) {
      const response = await app.request(path, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? "{}" : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: expect.any(String) },
      });
    }
  });
});

describe("staff pages", () => {
  it("are private, no-store, as is any page rendered for a signed-in user", async () => {
    const { app } = createSite();
    const staffPaths = [
      "/admin",
      "/admin/article",
      "/admin/employee/form/3",
      "/admin.data",
      "/login",
      "/login.data",
      "/setup",
      "/setup.data",
      "/overview",
      "/overview.data",
      "/logout",
    ];
    for (const path of staffPaths) {
      const response = await app.request(path);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const { cookie } = await signedInAs(ctx);
    for (const path of ["/", "/team", "/article/abc.data", "/admin/dashboard"]) {
      const response = await app.request(path, { headers: { cookie } });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const anonymous = await app.request("/team");
    expect(anonymous.headers.get("cache-control")).toMatch(/^public/);
  });
});
