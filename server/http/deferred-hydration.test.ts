import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

const bootstrap = `<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-3.js");</script>`;

describe("deferHydration", () => {
  it("imports the route modules after the first frame, then runs the rest of the bootstrap", () => {
    const html = deferHydration(`<body><main>Hi</main>${bootstrap}</body>`);
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain(
      "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    );
    expect(html).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);',
    );
    const order = [
      "requestAnimationFrame",
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
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      "window",
      `return (async () => { ${body.replace(/\bimport\(/g, "importModule(")} })();`,
    );
    await run(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      async (url: string) => {
        calls.push(url);
        return { url };
      },
      window,
    );
    expect(calls).toEqual(["/assets/root-1.js", "/assets/home-2.js", "/assets/entry.client-3.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/site/home": { url: "/assets/home-2.js" },
    });
  });

  it("leaves documents without React Router's bootstrap unchanged", () => {
    const html = '<script type="module">import("/x.js")</script><p>static</p>';
    expect(deferHydration(html)).toBe(html);
  });
});
