import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, services } from "#server/db/schema.ts";
import { startS3TestServer } from "#server/test/s3-test-server.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import { deleteMedia, listMedia } from "./media-library.ts";
import { createS3Storage, type MediaStorage } from "./media-storage.ts";
import { registerStoredFiles } from "./register-stored-files.ts";

/** A JPEG as a phone writes it: camera make and a GPS position in its EXIF. */
function createPhoneJpeg(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#3a7bd5" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" },
    })
    .toBuffer();
}

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let ctx: TestContext;
let cookie: string;
let actor: { id: number; email: string };
let jpeg: Buffer;

beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createTestContext(s3.env);
  const signed = await signedInAs(ctx, "editor");
  cookie = signed.cookie;
  actor = signed.user;
  jpeg = await createPhoneJpeg();
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

function upload(name: string, fields: Record<string, string> = {}, body: Buffer = jpeg) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(body)], { type: "image/jpeg" }), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return ctx.app.request("/api/v1/media", { method: "POST", body: form, headers: { cookie } });
}

const countMedia = async () =>
  Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(media))[0].n);

describe("the media library on S3-compatible storage (s3rver)", () => {
  it("stores every variant in the bucket, records the item and serves it", async () => {
    expect(ctx.services.media.kind).toBe("s3");
    const response = await upload("beach.jpg", {
      kind: "cover",
      "alt.en": "A beach",
      "alt.id": "Pantai",
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      url: expect.stringMatching(/^\/media\/covers\/[\w-]+-1200\.webp$/),
      width: 1200,
      height: 630,
    });

    const [row] = await ctx.db.select().from(media).where(eq(media.uid, data.id));
    expect(row).toMatchObject({
      kind: "cover",
      name: "beach.jpg",
      alt: { en: "A beach", id: "Pantai" },
    });
    expect(row.uploaderName).not.toBe("");
    expect(
      // The width and format end each key (covers/<name>-<random id>-<width>.<format>).
      row.variants.map((variant) => variant.key.replace(/^covers\/.*-(\d+\.\w+)$/, "$1")).sort(),
    ).toEqual(["1200.avif", "1200.webp", "480.avif", "480.webp", "800.avif", "800.webp"]);

    // Read back from the bucket itself, not from a local directory.
    const bucket = createS3Storage({ ...s3.env, S3_REGION: "us-east-1" });
    for (const variant of row.variants) {
      const stored = await bucket.get(variant.key);
      expect(stored?.byteLength).toBe(variant.bytes);
      const meta = await sharp(stored as Uint8Array).metadata();
      expect(meta.exif, `${variant.key} keeps no EXIF`).toBeUndefined();
      expect(meta.width).toBe(variant.width);
    }

    for (const [path, type] of [
      [data.url, "image/webp"],
      [data.url.replace(/\.webp$/, ".avif"), "image/avif"],
    ]) {
      const served = await ctx.app.request(path);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it("answers nothing under /media but stored variants", async () => {
    for (const path of [
      "/media/../session-secret",
      "/media/%2e%2e/session-secret",
      "/media/covers/nothing-1200.webp",
      "/media/covers/x.svg",
      "/media/a/b/c.webp",
      "/media/covers",
    ]) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("finds items by name, alt text and caption, filters by kind and sorts by size", async () => {
    await upload("portrait.jpg", { kind: "portrait", "alt.id": "Potret Sari" });
    const byAlt = await listMedia(ctx.db, { q: "potret", sort: "newest", page: 1 });
    expect(byAlt.items.map((item) => item.name)).toEqual(["portrait.jpg"]);
    const covers = await listMedia(ctx.db, { q: "", kind: "cover", sort: "newest", page: 1 });
    expect(covers.items.every((item) => item.kind === "cover")).toBe(true);
    const largest = await listMedia(ctx.db, { q: "", sort: "largest", page: 1 });
    const sizes = largest.items.map((item) => item.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(byAlt.items[0].widths).toEqual([256, 512]);
  });

  it("refuses to delete a used image naming the use, deletes unused ones with their variants", async () => {
    const { data } = await (await upload("used.jpg", { kind: "portrait" })).json();
    const [service] = await ctx.db.select().from(services).limit(1);
    await ctx.db
      .update(services)
      .set({ work: [...service.work, { url: data.url, width: 512, height: 512 }] })
      .where(eq(services.slug, service.slug));
    await expect(deleteMedia(ctx.services, actor, [data.id])).rejects.toThrow(
      /This image is used by service "[^"]+"\. Replace it there first\./,
    );

    const unused = await (await upload("unused.jpg", { kind: "inline" })).json();
    const [row] = await ctx.db.select().from(media).where(eq(media.uid, unused.data.id));
    const result = await deleteMedia(ctx.services, actor, [data.id, unused.data.id]);
    expect(result.deleted).toEqual([unused.data.id]);
    expect(result.refused).toEqual([
      expect.objectContaining({
        id: data.id,
        uses: [
          expect.objectContaining({
            area: "service",
            href: expect.stringMatching(/^\/admin\/services\//),
          }),
        ],
      }),
    ]);
    expect(await ctx.services.media.get(row.variants[0].key)).toBeNull();
    expect((await ctx.app.request(unused.data.url)).status).toBe(404);
  });

  it("registers files stored before the library, once, with their sizes", async () => {
    const before = await countMedia();
    const png = await sharp({
      create: { width: 640, height: 336, channels: 3, background: "#fff" },
    })
      .webp()
      .toBuffer();
    const name = `u${Date.UTC(2026, 0, 5).toString(36)}-legacy1`;
    await ctx.services.media.put(`covers/${name}-640.webp`, png);
    await ctx.services.media.put(`covers/${name}-320.webp`, png);
    await ctx.services.media.put("inline/old-body-image.webp", png);
    await Promise.all([registerStoredFiles(ctx.services), registerStoredFiles(ctx.services)]);
    expect(await registerStoredFiles(ctx.services)).toBe(0);
    expect(await countMedia()).toBe(before + 2);
    const [legacy] = await ctx.db
      .select()
      .from(media)
      .where(eq(media.url, `/media/covers/${name}-640.webp`));
    expect(legacy).toMatchObject({
      kind: "cover",
      width: 640,
      usagePrefix: `/media/covers/${name}-`,
    });
    expect(legacy.createdAt.toISOString()).toBe("2026-01-05T00:00:00.000Z");
  });

  it("a bucket that fails mid-upload answers a clear error and leaves no record", async () => {
    const before = await countMedia();
    const real = ctx.services.media;
    let puts = 0;
    // The real server goes away after the first variant is stored.
    const failing: MediaStorage = {
      ...real,
      put: async (key, body) => {
        await real.put(key, body);
        puts += 1;
        if (puts === 1) await s3.close();
      },
    };
    ctx.services.media = failing;
    try {
      const response = await upload("lost.jpg", { kind: "cover" });
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.error).toMatchObject({ code: "media_store_failed" });
      expect(body.error.fields.file).toMatch(/^Gambar tidak bisa disimpan/);
    } finally {
      ctx.services.media = real;
    }
    expect(puts).toBe(1);
    expect(await countMedia()).toBe(before);
    const health = await ctx.app.request("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      media: "down",
      mediaDetail: expect.stringMatching(/not reachable/),
    });
  });
});
