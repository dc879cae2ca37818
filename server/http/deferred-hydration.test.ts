import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

const bootstrap = `<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-3.js");</script>`;

describe("deferHydration", () => {
  it("imports the route modules after the first contentful paint, then runs the rest of the bootstrap", () => {
    const preloads = [
      "/assets/entry.client-3.js",
      "/assets/framework-4.js",
      "/assets/root-1.js",
    ].map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`);
    const html = deferHydration(
      `<head>${preloads.join("")}</head><body><main>Hi</main>${bootstrap}</body>`,
    );
    expect(html).not.toMatch(/import \* as/);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      'for (const href of ["/assets/framework-4.js","/assets/root-1.js"]) import(href).catch(() => {});',
    );
    expect(html).toContain('observer.observe({ type: "paint" });');
    expect(html).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);',
    );
    const order = [
      "first-contentful-paint",
      "Promise.all",
      "__reactRouterRouteModules",
      "entry.client",
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('<script nonce="abc" type="module" async="">');
  });

  it("runs the deferred bootstrap as a module: it parses and calls what it should", async () => {
    const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(deferHydration(bootstrap))?.[1] ?? "";
    const calls: string[] = [];
    const window: Record<string, unknown> = {};
    const link = {
      media: "print",
      href: "/a.css",
      disabled: true,
      dataset: { beastiesMedia: "all" },
      removeAttribute: () => {},
    };
    const document = { querySelectorAll: () => [link], readyState: "interactive" };
    let fireLoad = () => {};
    const addEventListener = (type: string, listener: () => void) => {
      if (type === "load") fireLoad = listener;
    };
    const paints: string[] = [];
    const performance = { getEntriesByName: (name: string) => paints.filter((n) => n === name) };
    let notify = () => {};
    class PerformanceObserver {
      constructor(callback: (list: typeof performance) => void) {
        notify = () => callback(performance);
      }
      observe() {}
      disconnect() {}
    }
    const run = new Function(
      "performance",
      "PerformanceObserver",
      "setTimeout",
      "importModule",
      "window",
      "document",
      "addEventListener",
      `return (async () => { ${body.replace(/\bimport\(/g, "importModule(")} })();`,
    );
    const timers: (() => void)[] = [];
    const running = run(
      performance,
      PerformanceObserver,
      (callback: () => void, ms = 0) => (ms === 0 ? callback() : timers.push(callback)),
      async (url: string) => {
        calls.push(url);
        return { url };
      },
      window,
      document,
      addEventListener,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(link.media).toBe("print");
    paints.push("first-paint", "first-contentful-paint");
    notify();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Painted, but the page is still loading its image: the scripts wait for the load event.
    expect(calls).toEqual([]);
    document.readyState = "complete";
    fireLoad();
    await running;
    expect(link.media).toBe("all");
    expect(link.disabled).toBe(false);
    expect(calls).toEqual(["/assets/root-1.js", "/assets/home-2.js", "/assets/entry.client-3.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/site/home": { url: "/assets/home-2.js" },
    });
  });

  it("switches the full stylesheets on after the first paint instead of while parsing", () => {
    const beasties = `<script nonce="abc">document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>`;
    const html = deferHydration(
      `<head><link rel="stylesheet" href="/a.css" media="print" data-beasties-media="all"></head><body>${beasties}${bootstrap}</body>`,
    );
    expect(html).not.toContain("function(l)");
    expect(html).toContain(
      '<link disabled rel="stylesheet" href="/a.css" media="print" data-beasties-media="all">',
    );
    const switchAt = html.indexOf("link.media = link.dataset.beastiesMedia");
    expect(switchAt).toBeGreaterThan(html.indexOf("first-contentful-paint"));
    expect(switchAt).toBeLessThan(html.indexOf("Promise.all"));
    // Without React Router's bootstrap, beasties' own switch stays.
    expect(deferHydration(`<body>${beasties}</body>`)).toContain("function(l)");
  });

  it("leaves documents without React Router's bootstrap unchanged", () => {
    const html = '<script type="module">import("/x.js")</script><p>static</p>';
    expect(deferHydration(html)).toBe(html);
  });
});

describe("deferHydration of a route split into chunks", () => {
  it("imports every part after the first paint: no static import is left to run at once", () => {
    const split = `<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1_clientLoader from "/assets/article-2.js";
import * as route1_main from "/assets/article-3.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/blog/article-detail":route1};

import("/assets/entry.client-4.js");</script>`;
    const html = deferHydration(`<head></head><body><main>Hi</main>${split}</body>`);
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-1.js"), import("/assets/article-2.js"), import("/assets/article-3.js")]);',
    );
    expect(html.indexOf("Promise.all")).toBeLessThan(
      html.indexOf("const route1 = {...route1_clientLoader"),
    );
  });
});
