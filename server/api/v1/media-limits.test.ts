import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";

const ctx = setupTestContext();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInAs(ctx, "admin")).cookie;
});

const upload = (bytes: Buffer, name: string, purpose = "photo") => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  form.set("purpose", purpose);
  return ctx.app.request("/api/v1/media", { method: "POST", body: form, headers: { cookie } });
};

const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });

it("accepts a phone photo over the old 5 MB limit and stores it resized to 512 px", async () => {
  // 4032 x 3024 is a 12 MP phone camera; noise keeps the JPEG large, as a real photo is.
  const phone = await noisy(4032, 3024).jpeg({ quality: 92 }).toBuffer();
  expect(phone.length).toBeGreaterThan(6 * 1024 * 1024);
  expect(phone.length).toBeLessThan(15 * 1024 * 1024);
  const accepted = await upload(phone, "IMG_0042.jpg");
  expect(accepted.status).toBe(201);
  const { data } = (await accepted.json()) as { data: { url: string; width: number } };
  expect(data).toMatchObject({ width: 512 });
  const stored = join(ctx.services.config.DATA_DIR, data.url);
  expect(readdirSync(join(stored, ".."))).toContain(data.url.split("/").pop());
  const meta = await sharp(stored).metadata();
  expect([meta.width, meta.height]).toEqual([512, 512]);
});

it("refuses a body over the 15 MB upload limit with a reason", async () => {
  const jpeg = await noisy(64, 64).jpeg().toBuffer();
  const refused = await upload(Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]), "big.jpg");
  expect(refused.status).toBe(413);
  const body = (await refused.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("body_too_large");
  expect(body.error.message).toContain("15 MB");
});

it("stores an article body image at most 1600 px wide, keeping its shape, served from /media", async () => {
  const wide = await noisy(3000, 1000).jpeg({ quality: 60 }).toBuffer();
  const response = await upload(wide, "pasted.jpg", "inline");
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as {
    data: { url: string; width: number; height: number };
  };
  expect(data.url).toMatch(/^\/media\/inline\/[A-Za-z0-9-]+\.webp$/);
  expect([data.width, data.height]).toEqual([1600, 533]);
  const served = await ctx.app.request(data.url);
  expect(served.status).toBe(200);
  const small = await noisy(400, 300).png().toBuffer();
  const kept = (await (await upload(small, "small.png", "inline")).json()) as {
    data: { width: number };
  };
  expect(kept.data.width).toBe(400);
});
