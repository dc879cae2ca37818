import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/app-services.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { createPng, pngUploadForm } from "#server/test/test-images.ts";
import { action as previewAction } from "./article-preview.ts";
import { action as mediaAction, loader as mediaLoader } from "./media.ts";
import { action as libraryAction, loader as libraryLoader } from "./media-library.tsx";

const ctx = setupTestContext();
let editor: SessionUser;

beforeAll(async () => {
  editor = await createSessionUser(ctx, "editor");
});

const post = (path: string, form: FormData) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { origin: "http://localhost" },
    body: form,
  });

describe("the staff media route (the API's upload service)", () => {
  it("stores an inline image and answers its URL and size", async () => {
    const form = pngUploadForm(await createPng(2400, 1200), "wide.png");
    form.set("purpose", "inline");
    const result = await callRoute(ctx, mediaAction, post("/admin/media", form), {
      user: editor,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      status: "success",
      result: {
        url: expect.stringMatching(/^\/media\/inline\/[\w-]+\.webp$/),
        width: 1600,
        height: 800,
      },
    });
    // The file itself is never sent back.
    expect(JSON.stringify(result.data)).not.toContain('initialValue":{"file');
  });

  it("refuses a file that is not an image with the reason on the file field", async () => {
    const form = new FormData();
    form.set("file", new Blob(["not an image"], { type: "image/png" }), "fake.png");
    const result = await callRoute(ctx, mediaAction, post("/admin/media", form), {
      user: editor,
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ status: "error", error: { file: [expect.any(String)] } });
  });

  it("sends visitors to sign in and answers a signed-in GET with 405", async () => {
    const get = new Request("http://localhost/admin/media");
    expect((await callRoute(ctx, mediaLoader, get)).status).toBe(302);
    expect((await callRoute(ctx, mediaLoader, get, { user: editor })).status).toBe(405);
  });
});

describe("the article preview route", () => {
  it("answers the body sanitised as saving would", async () => {
    const form = new FormData();
    form.set("content", '<p onclick="x()">Hello<script>alert(1)</script></p>');
    const result = await callRoute(ctx, previewAction, post("/admin/article-preview", form), {
      user: editor,
    });
    expect(result.data).toMatchObject({ status: "success", result: "<p>Hello</p>" });
  });
});

describe("the media library screen's loader and action", () => {
  const upload = async (name: string, kind: string) => {
    const form = pngUploadForm(await createPng(600, 400), name);
    form.set("kind", kind);
    const result = await callRoute(ctx, mediaAction, post("/admin/media", form), { user: editor });
    return (result.data as { result: { id: string; url: string } }).result;
  };

  it("lists, searches and filters the library", async () => {
    await upload("harbour-logo.png", "logo");
    await upload("team-day.png", "portrait");
    const list = async (query: string) =>
      (
        await callRoute(
          ctx,
          libraryLoader,
          new Request(`http://localhost/admin/media-library?${query}`),
          {
            user: editor,
          },
        )
      ).data as { items: { name: string; kind: string; uses: unknown[] }[] };
    expect((await list("q=harbour")).items.map((item) => item.name)).toEqual(["harbour-logo.png"]);
    expect((await list("kind=portrait")).items.every((item) => item.kind === "portrait")).toBe(
      true,
    );
    // A bad filter or page is the default, not an error.
    expect((await list("kind=nope&page=-3&sort=x")).items.length).toBeGreaterThanOrEqual(2);
  });

  it("saves alt text and caption per language and rejects an over-long one naming it", async () => {
    const { id } = await upload("beach.png", "cover");
    const form = new FormData();
    form.set("intent", "text");
    form.set("id", id);
    form.set("alt.en", "A quiet beach");
    form.set("alt.id", "Pantai yang tenang");
    form.set("caption.en", "Bali, 2025");
    const saved = await callRoute(ctx, libraryAction, post("/admin/media-library", form), {
      user: editor,
    });
    expect(saved.data).toMatchObject({
      status: "success",
      result: {
        alt: { en: "A quiet beach", id: "Pantai yang tenang" },
        caption: { en: "Bali, 2025", id: "" },
      },
    });
    form.set("alt.id", "x".repeat(301));
    const refused = await callRoute(ctx, libraryAction, post("/admin/media-library", form), {
      user: editor,
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ error: { "alt.id": [expect.stringMatching(/300/)] } });
  });

  it("refuses to delete an image an article uses, naming the article; deletes an unused one", async () => {
    const { id, url } = await upload("cover.png", "cover");
    const { createArticle } = await import("#server/articles/article-writes.ts");
    const { articleVersionSchema } = await import("#contracts/article-schema.ts");
    await createArticle(ctx.services, {
      versions: {
        en: articleVersionSchema.parse({ title: "Harbour stories", content: "<p>x</p>" }),
      },
      coverImage: url,
      status: "draft",
      categories: [],
    });
    const form = new FormData();
    form.set("intent", "delete");
    form.set("ids[0]", id);
    const refused = await callRoute(ctx, libraryAction, post("/admin/media-library", form), {
      user: editor,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain('article \\"Harbour stories\\"');

    const unused = await upload("spare.png", "inline");
    form.set("ids[0]", unused.id);
    const deleted = await callRoute(ctx, libraryAction, post("/admin/media-library", form), {
      user: editor,
    });
    expect(deleted.data).toMatchObject({ status: "success", result: { deleted: [unused.id] } });
  });

  it("sends visitors to sign in", async () => {
    const get = new Request("http://localhost/admin/media-library");
    expect((await callRoute(ctx, libraryLoader, get)).status).toBe(302);
  });
});
