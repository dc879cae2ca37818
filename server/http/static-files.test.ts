import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { serveClientFiles } from "./static-files.ts";

function clientApp() {
  const dir = mkdtempSync(join(tmpdir(), "client-files-"));
  mkdirSync(join(dir, "assets"));
  const script = `export const words = ${JSON.stringify("digital marketing Jakarta ".repeat(400))};`;
  writeFileSync(join(dir, "assets/app-abc123.js"), script);
  writeFileSync(join(dir, "favicon.png"), Buffer.alloc(3000, 7));
  const app = new Hono<AppEnv>();
  app.use(serveClientFiles(dir));
  return { app, script };
}

describe("serveClientFiles", () => {
  it("sends brotli once it is made, gzip to those without it, and the file as it is otherwise", async () => {
    const { app, script } = clientApp();
    const get = (encoding: string) =>
      app.request("/assets/app-abc123.js", { headers: { "accept-encoding": encoding } });
    let brotli = await get("gzip, deflate, br");
    for (
      let tries = 0;
      brotli.headers.get("content-encoding") !== "br" && tries < 100;
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await get("gzip, deflate, br");
    }
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(brotliBody).toString()).toBe(script);

    const gzip = await get("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const gzipBody = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(gzipBody).toString()).toBe(script);
    expect(brotliBody.length).toBeLessThan(gzipBody.length);

    const plain = await get("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("never compresses images, and answers a known ETag with 304", async () => {
    const { app } = clientApp();
    const image = await app.request("/favicon.png", { headers: { "accept-encoding": "br, gzip" } });
    expect(image.headers.get("content-encoding")).toBeNull();
    const again = await app.request("/favicon.png", {
      headers: { "if-none-match": image.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
