import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext } from "#server/test/test-app.ts";

/** A document shaped like React Router's: stylesheet link, modulepreloads, bootstrap module. */
const documentFor = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="modulepreload" href="/assets/framework-1.js" nonce="${nonce}"/></head><body><p class="lead">Projingga</p><script nonce="${nonce}" type="module" async="">;
import * as route0 from "/assets/root-2.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");</script></body></html>`;

describe("page delivery (critical CSS and hydration after the first paint)", () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    context = await createTestContext();
    const clientDir = mkdtempSync(join(tmpdir(), "page-delivery-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(
      join(clientDir, "assets/root-abc.css"),
      ".lead{font-size:2rem}.unused{color:red}",
    );
    const build = createFakeBuild((_request, info) => documentFor(info.nonce));
    app = createApp(context.services, { build, clientDir, publicCache: false });
  });
  afterAll(() => context.close());

  it("gives a public page its own CSS inline and hydrates it after the first paint", async () => {
    const response = await app.request("/service");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(".lead{font-size:2rem}");
    expect(html).not.toContain(".unused");
    expect(html).not.toContain("modulepreload");
    // The full stylesheet waits, disabled (not fetched), to be switched on after the paint.
    expect(html).toMatch(
      /<link disabled [^>]*href="\/assets\/root-abc\.css[^>]*data-beasties-media/,
    );
    expect(html).toContain("first-contentful-paint");
  });

  it("hydrates staff screens at once, with the stylesheet as React Router links it", async () => {
    const html = await (await app.request("/admin/employee")).text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(html).not.toContain("<style");
    expect(html).toContain('<link rel="modulepreload" href="/assets/framework-1.js"');
    expect(html).toContain('import * as route0 from "/assets/root-2.js"');
    expect(html).not.toContain("first-contentful-paint");
  });
});
