import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";

// Hostile uploads: the bytes decide (never the name or the declared type), anything accepted is
// re-encoded so appended HTML, scripts or archives are gone, and /media never serves a type a
// browser would run.
const ctx = setupTestContext();
let cookie: string;
let jpeg: Buffer;
let gif: Buffer;

const HTML = Buffer.from('<html><body><script>alert("polyglot")</script></body></html>');
// The local file header and end-of-central-directory record of a zip: what a GIFAR/JAR appends.
const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from("META-INF/MANIFEST.MF"),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

beforeAll(async () => {
  cookie = (await signedInAs(ctx, "editor")).cookie;
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: "#fdd12a" } });
  jpeg = await image.clone().jpeg().toBuffer();
  gif = await image.clone().gif().toBuffer();
});

function upload(bytes: Buffer | string, name: string, type = "image/png") {
  const form = new FormData();
  form.set(
    "file",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    name,
  );
  return ctx.app.request("/api/v1/media", { method: "POST", body: form, headers: { cookie } });
}

function storedFiles() {
  const root = join(ctx.services.config.DATA_DIR, "media");
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("hostile uploads", () => {
  it.each([
    ["a PHP script named .png", "<?php system($_GET['c']); ?>", "shell.png", "image/png"],
    ["an HTML page named .jpg", HTML.toString(), "page.jpg", "image/jpeg"],
    [
      "an SVG with a script named .png",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "x.png",
      "image/png",
    ],
    ["JavaScript named .webp", "alert(document.cookie)", "x.webp", "image/webp"],
    ["a GIF (not an accepted format)", "GIF", "x.gif", "image/gif"],
    ["a GIFAR (GIF + zip)", "GIFAR", "x.gif", "image/gif"],
    ["a zip named .png", "ZIP", "x.png", "image/png"],
  ])("refuses %s with 400", async (_name, body, file, type) => {
    const bytes =
      body === "GIF"
        ? gif
        : body === "GIFAR"
          ? Buffer.concat([gif, ZIP])
          : body === "ZIP"
            ? ZIP
            : body;
    const before = storedFiles().length;
    const response = await upload(bytes, file, type);
    expect(response.status).toBe(400);
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a file over 15 MB with 413", async () => {
    const response = await upload(Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024)]), "big.jpg");
    expect(response.status).toBe(413);
  });

  it.each([
    ["a JPEG with an HTML page appended", () => Buffer.concat([jpeg, HTML])],
    ["a JPEG with a zip appended (JAR/GIFAR style)", () => Buffer.concat([jpeg, ZIP])],
    [
      "a JPEG with a script in its comment segment",
      () =>
        Buffer.concat([
          jpeg.subarray(0, 2),
          Buffer.from([0xff, 0xfe, 0x00, HTML.length + 2]),
          HTML,
          jpeg.subarray(2),
        ]),
    ],
  ])("re-encodes %s: nothing of the payload is stored or served", async (_name, make) => {
    const before = new Set(storedFiles());
    const response = await upload(make(), "holiday.html", "text/html");
    expect(response.status).toBe(201);
    const created = storedFiles().filter((file) => !before.has(file));
    expect(created.length).toBeGreaterThanOrEqual(2);
    for (const file of created) {
      expect(file).toMatch(/\.(webp|avif)$/);
      const bytes = readFileSync(file);
      expect(bytes.includes("<script")).toBe(false);
      expect(bytes.includes("<html")).toBe(false);
      expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
      const url = `/media/${file.split(`${join("media")}/`).pop()}`;
      const served = await ctx.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\/(webp|avif)$/);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("never serves a stray file under /media with a type a browser would run", async () => {
    const root = join(ctx.services.config.DATA_DIR, "media");
    const stray = {
      "stray.html": "<script>alert(1)</script>",
      "stray.svg": '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "stray.js": "alert(1)",
      "stray.xml": "<x/>",
    };
    for (const [name, body] of Object.entries(stray)) writeFileSync(join(root, name), body);
    const executable = /html|svg|javascript|ecmascript|xml|xhtml/i;
    const served: string[] = [];
    for (const name of Object.keys(stray)) {
      const response = await ctx.app.request(`/media/${name}`);
      const type = response.headers.get("content-type") ?? "";
      if (response.status === 200 && executable.test(type)) served.push(`${name}: ${type}`);
    }
    expect(served).toEqual([]);
  });
});
