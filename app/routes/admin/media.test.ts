import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../server/app-services.ts";
import { callRoute } from "../../../server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "../../../server/test/test-app.ts";
import { createPng, pngUploadForm } from "../../../server/test/test-images.ts";
import { action as previewAction } from "./article-preview.ts";
import { action as mediaAction, loader as mediaLoader } from "./media.ts";

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
