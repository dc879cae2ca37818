import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setArticlesStatus } from "#server/articles/article-writes.ts";
import { createTestArticle } from "#server/test/factories.ts";
import {
  createTestContext,
  jsonRequest,
  signedInAs,
  type TestContext,
} from "#server/test/test-app.ts";
import { createPng, pngUploadForm } from "#server/test/test-images.ts";
import { createEventBus } from "./domain-events.ts";

describe("domain events", () => {
  it("reach the listeners of the same bus only, until they stop", async () => {
    const one = createEventBus();
    const other = createEventBus();
    const heard: string[] = [];
    const stop = one.listen(["article.unpublished", "category.deleted"], (payload) => {
      heard.push(JSON.stringify(payload));
    });
    const written = { title: "T", status: "draft" };
    await one.announce("article.unpublished", { uids: ["a"] });
    await other.announce("article.unpublished", { uids: ["b"] });
    await one.announce("article.updated", { uids: ["c"], ...written });
    await one.announce("category.deleted", { uid: "d", name: "D", articles: 0 });
    stop();
    await one.announce("article.unpublished", { uids: ["e"] });
    expect(heard).toEqual(['{"uids":["a"]}', '{"uid":"d","name":"D","articles":0}']);
  });
});

// The public cache listens to what the article services announce, not to URL patterns: a
// preview or an image upload (no public change) keeps it, a publish, an edit or a category
// removal empties it.
describe("public cache and the services' announcements", () => {
  let ctx: TestContext;
  let editor: string;
  let uid: string;

  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_CACHE: "on" });
    editor = (await signedInAs(ctx, "editor")).cookie;
    uid = (await createTestArticle(ctx, { categories: ["Cache"] })).uid;
  });
  afterAll(() => ctx.close());

  /** Sets the stored view count behind the services' back: only a fresh render shows it. */
  const setViews = (views: number) =>
    ctx.db.execute(sql`update articles set views = ${views} where uid = ${uid}`);
  const shownViews = async () => {
    const response = await ctx.app.request(`/api/v1/article/detail/${uid}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { original: { views: number } } }).data.original
      .views;
  };

  it("keeps the cached copy through an article preview and an image upload", async () => {
    await setViews(1);
    expect(await shownViews()).toBe(1);
    await setViews(2);
    expect(await shownViews()).toBe(1);

    const preview = await ctx.app.request(
      "/api/v1/admin/articles/preview",
      jsonRequest("POST", { content: "<p>Draft</p>" }, editor),
    );
    expect(preview.status).toBe(200);
    const form = pngUploadForm(await createPng(40, 40), "a.png");
    const upload = await ctx.app.request("/api/v1/media", {
      method: "POST",
      body: form,
      headers: { cookie: editor },
    });
    expect(upload.status).toBe(201);

    expect(await shownViews()).toBe(1);
  });

  it("is emptied when an article is published, edited, or loses a category", async () => {
    await setViews(3);
    expect(await shownViews()).not.toBe(3);
    await setArticlesStatus(ctx.services, [uid], "published");
    expect(await shownViews()).toBe(3);

    await setViews(4);
    const edit = await ctx.app.request(
      `/api/v1/admin/articles/${uid}`,
      jsonRequest(
        "PUT",
        { title: "Edited", content: "<p>Edited</p>", status: "published" },
        editor,
      ),
    );
    expect(edit.status).toBe(200);
    expect(await shownViews()).toBe(4);

    await setViews(5);
    const categories = await ctx.app.request("/api/v1/admin/categories", {
      headers: { cookie: editor },
    });
    const { data } = (await categories.json()) as { data: { uid: string; name: string }[] };
    const category = data.find((row) => row.name === "Cache");
    const removal = await ctx.app.request(`/api/v1/admin/categories/${category?.uid}`, {
      method: "DELETE",
      headers: { cookie: editor },
    });
    expect(removal.status).toBeLessThan(300);
    expect(await shownViews()).toBe(5);
  });
});
