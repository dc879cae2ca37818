import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { createPng } from "#server/test/test-images.ts";

const ctx = setupTestContext();
let editor: string;
let png: Buffer;

beforeAll(async () => {
  editor = (await signedInAs(ctx, "editor")).cookie;
  png = await createPng(300, 200);
});

function upload(body: Blob | string, name: string, cookie = editor, purpose?: string) {
  const form = new FormData();
  form.set("file", typeof body === "string" ? new Blob([body]) : body, name);
  if (purpose) form.set("purpose", purpose);
  return ctx.app.request("/api/v1/media", {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

/** Uploads the test PNG for `purpose` and checks the stored variant's URL and size. */
async function expectStoredPng(
  name: string,
  purpose: string | undefined,
  stored: { folder: string; width: number; height: number },
) {
  const blob = new Blob([new Uint8Array(png)], { type: "image/png" });
  const response = await upload(blob, name, editor, purpose);
  expect(response.status).toBe(201);
  const { data } = await response.json();
  expect(data).toEqual({
    id: expect.any(String),
    url: expect.stringMatching(
      new RegExp(`^/media/${stored.folder}/[\\w-]+-${stored.width}\\.webp$`),
    ),
    width: stored.width,
    height: stored.height,
  });
  return data;
}

describe("POST /api/v1/media", () => {
  it("refuses anonymous uploads", async () => {
    const response = await upload(new Blob([new Uint8Array(png)]), "a.png", "");
    expect(response.status).toBe(401);
  });

  it("stores a cover as WebP and AVIF variants and answers url, width and height", async () => {
    const data = await expectStoredPng("cover.png", undefined, {
      folder: "covers",
      width: 1200,
      height: 630,
    });
    const base = data.url.replace(/-1200\.webp$/, "").replace(/^\/media\//, "");
    for (const width of [480, 800, 1200]) {
      for (const ext of ["webp", "avif"]) {
        expect(
          existsSync(join(ctx.services.config.DATA_DIR, "media", `${base}-${width}.${ext}`)),
        ).toBe(true);
      }
    }
    const served = await ctx.app.request(data.url);
    expect(served.status).toBe(200);
  });

  it("stores a square photo when purpose is photo", async () => {
    await expectStoredPng("me.png", "photo", { folder: "photos", width: 512, height: 512 });
  });

  it("checks the content, not the file name", async () => {
    const response = await upload("<svg onload=alert(1)></svg>", "evil.png");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.fields.file).toMatch(/bukan gambar JPG, PNG, atau WebP/);
    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], {
        type: "image/png",
      }),
      "x.png",
    );
    expect(svg.status).toBe(400);
  });

  it("rejects a missing file, an unknown purpose and a non-multipart body", async () => {
    const form = new FormData();
    form.set("other", "x");
    const missing = await ctx.app.request("/api/v1/media", {
      method: "POST",
      body: form,
      headers: { cookie: editor },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.file).toBeDefined();
    const purpose = await upload(new Blob([new Uint8Array(png)]), "a.png", editor, "banner");
    expect(purpose.status).toBe(400);
    const json = await ctx.app.request("/api/v1/media", {
      method: "POST",
      body: "{}",
      headers: { cookie: editor, "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
  });

  it("refuses decompression bombs by pixel count", async () => {
    const huge = await sharp({
      create: { width: 10000, height: 8000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const response = await upload(new Blob([new Uint8Array(huge)]), "bomb.png");
    expect(response.status).toBe(400);
  });
});

describe("the media library API", () => {
  const post = async (name: string, kind: string) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
    form.set("kind", kind);
    const response = await ctx.app.request("/api/v1/media", {
      method: "POST",
      body: form,
      headers: { cookie: editor },
    });
    return (await response.json()).data as { id: string; url: string };
  };
  const call = (path: string, method = "GET", body?: unknown) =>
    ctx.app.request(`/api/v1/admin/media${path}`, {
      method,
      headers: { cookie: editor, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("lists, describes and deletes library items", async () => {
    const { id } = await post("api-logo.png", "logo");
    const list = await call("?q=api-logo&kind=logo");
    expect(list.status).toBe(200);
    const listed = await list.json();
    expect(listed.data).toEqual([
      expect.objectContaining({ id, kind: "logo", name: "api-logo.png", uses: [] }),
    ]);
    expect(listed.pagination).toMatchObject({ total: 1 });

    const described = await call(`/${id}`, "PUT", {
      alt: { en: "Our logo", id: "Logo kami" },
      caption: { en: "", id: "" },
    });
    expect(described.status).toBe(200);
    expect((await described.json()).data.alt).toEqual({ en: "Our logo", id: "Logo kami" });
    const tooLong = await call(`/${id}`, "PUT", {
      alt: { en: "x".repeat(301), id: "" },
      caption: {},
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields["alt.en"]).toMatch(/300/);

    expect((await call(`/${id}`, "DELETE")).status).toBe(200);
    expect((await call(`/${id}`)).status).toBe(404);
  });

  it("bulk delete takes the unused and reports none refused when nothing is used", async () => {
    const [a, b] = await Promise.all([post("bulk-a.png", "inline"), post("bulk-b.png", "inline")]);
    const response = await call("/delete", "POST", { ids: [a.id, b.id] });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.deleted.sort()).toEqual([a.id, b.id].sort());
    expect(data.refused).toEqual([]);
    expect((await ctx.app.request(a.url)).status).toBe(404);
  });
});
