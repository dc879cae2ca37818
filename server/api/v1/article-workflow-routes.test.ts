import { describe, expect, it } from "vitest";
import { listPreviewLinks, openPreviewLink } from "#server/articles/article-preview-links.ts";
import { KEPT_REVISIONS } from "#server/articles/article-revisions.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

const call = (path: string, init: RequestInit = {}, cookie = cookies.editor) =>
  requestWithCookie(ctx, path, init, cookie);
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  call(path, jsonRequest(method, body), cookie);
const HOUR = 3_600_000;

const input = (overrides: Record<string, unknown> = {}) => ({
  title: "First title",
  excerpt: "Short",
  content: "<p>The first body.</p>",
  status: "published",
  categories: ["Strategy"],
  ...overrides,
});

async function createArticle(overrides: Record<string, unknown> = {}) {
  const created = await send("POST", "/api/v1/admin/articles", input(overrides));
  expect(created.status).toBe(201);
  return (await created.json()).data.uid as string;
}

async function revisionsOf(uid: string) {
  const response = await call(`/api/v1/admin/articles/${uid}/revisions`);
  expect(response.status).toBe(200);
  return (await response.json()).data as {
    id: number;
    language: string;
    title: string;
    author: string;
    current: boolean;
    published: boolean;
  }[];
}

async function auditActions() {
  const result = await ctx.db.execute("select action from audit_events order by id");
  return (result as unknown as { rows: { action: string }[] }).rows.map((row) => row.action);
}

describe("revisions", () => {
  it("keeps one revision per save and language, compares one with the text now and restores it as a new revision", async () => {
    const uid = await createArticle();
    await send("PUT", `/api/v1/admin/articles/${uid}`, input({ title: "Second title" }));
    await send(
      "PUT",
      `/api/v1/admin/articles/${uid}`,
      input({ title: "Third title", content: "<p>The third body.</p>", categories: ["Content"] }),
    );
    const revisions = await revisionsOf(uid);
    expect(revisions.map((revision) => revision.title)).toEqual([
      "Third title",
      "Second title",
      "First title",
    ]);
    expect(revisions.map((revision) => revision.current)).toEqual([true, false, false]);
    expect(revisions[0].author).not.toBe("");
    const first = revisions[2];

    const compared = await call(`/api/v1/admin/articles/${uid}/revisions/${first.id}`);
    expect(compared.status).toBe(200);
    const { fields } = (await compared.json()).data;
    const field = (name: string) => fields.find((each: { field: string }) => each.field === name);
    expect(field("title").changed).toBe(true);
    expect(field("title").parts).toEqual(
      expect.arrayContaining([
        { text: "First", change: "removed" },
        { text: "Third", change: "added" },
      ]),
    );
    expect(field("excerpt").changed).toBe(false);
    expect(field("body").changed).toBe(true);
    expect(field("categories").parts).toEqual(
      expect.arrayContaining([{ text: "Strategy", change: "removed" }]),
    );

    const restored = await call(`/api/v1/admin/articles/${uid}/revisions/${first.id}/restore`, {
      method: "POST",
    });
    expect(restored.status).toBe(200);
    const article = (await (await call(`/api/v1/admin/articles/${uid}`)).json()).data;
    expect(article.title).toBe("First title");
    expect(article.content).toContain("The first body.");
    expect(article.categories.map((category: { name: string }) => category.name)).toEqual([
      "Strategy",
    ]);
    // Nothing lost: the restore is a fourth revision, the third is still there.
    const after = await revisionsOf(uid);
    expect(after.map((revision) => revision.title)).toEqual([
      "First title",
      "Third title",
      "Second title",
      "First title",
    ]);
    expect(await auditActions()).toContain("article.revision_restore");
  });

  it("keeps a revision per language version, and none for a version a save did not change", async () => {
    const uid = await createArticle({
      id: { title: "Judul pertama", content: "<p>Isi pertama.</p>" },
    });
    await send(
      "PUT",
      `/api/v1/admin/articles/${uid}`,
      input({
        title: "Changed English only",
        id: { title: "Judul pertama", content: "<p>Isi pertama.</p>" },
      }),
    );
    const revisions = await revisionsOf(uid);
    expect(revisions.filter((revision) => revision.language === "id")).toHaveLength(1);
    expect(revisions.filter((revision) => revision.language === "en")).toHaveLength(2);
  });

  it(`keeps the newest ${KEPT_REVISIONS} and every published revision`, async () => {
    const uid = await createArticle({ status: "published", title: "Published once" });
    for (let index = 1; index <= KEPT_REVISIONS + 5; index += 1) {
      const saved = await send(
        "PUT",
        `/api/v1/admin/articles/${uid}`,
        input({ status: "draft", title: `Draft ${index}` }),
      );
      expect(saved.status).toBe(200);
    }
    const revisions = await revisionsOf(uid);
    expect(revisions).toHaveLength(KEPT_REVISIONS + 1);
    expect(revisions[0].title).toBe(`Draft ${KEPT_REVISIONS + 5}`);
    expect(revisions.at(-1)).toMatchObject({ title: "Published once", published: true });
    expect(revisions.some((revision) => revision.title === "Draft 5")).toBe(false);
  });

  it("answers 404 for another article's or an unknown revision, 400 for a bad number, 401 signed out", async () => {
    const uid = await createArticle();
    const other = await createArticle({ title: "Other" });
    const [theirs] = await revisionsOf(other);
    expect((await call(`/api/v1/admin/articles/${uid}/revisions/${theirs.id}`)).status).toBe(404);
    expect((await call(`/api/v1/admin/articles/${uid}/revisions/99999999`)).status).toBe(404);
    const bad = await call(`/api/v1/admin/articles/${uid}/revisions/abc`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("revision");
    expect((await call(`/api/v1/admin/articles/${uid}/revisions`, {}, "")).status).toBe(401);
    const restore = `/api/v1/admin/articles/${uid}/revisions/${theirs.id}/restore`;
    expect((await call(restore, { method: "POST" }, "")).status).toBe(401);
    expect((await call("/api/v1/admin/articles/AAAAAAAAAAAA/revisions")).status).toBe(404);
  });

  it("records the articles the factories create without an actor too", async () => {
    const { uid } = await createTestArticle(ctx);
    expect(await revisionsOf(uid)).toHaveLength(1);
  });
});

describe("preview links", () => {
  it("is revoked at once, per language, and audited", async () => {
    const uid = await createArticle({
      status: "draft",
      id: { title: "Draf", content: "<p>Isi draf.</p>" },
    });
    const created = await send("POST", `/api/v1/admin/articles/${uid}/preview-links`, {
      language: "id",
      hours: 1,
    });
    const link = (await created.json()).data;
    expect(link.path).toMatch(/^\/id\/preview\//);
    const token = link.path.replace("/id/preview/", "");
    expect((await openPreviewLink(ctx.db, token, ctx.services.now()))?.language).toBe("id");
    const revoked = await call(`/api/v1/admin/articles/${uid}/preview-links/${link.uid}`, {
      method: "DELETE",
    });
    expect(revoked.status).toBe(204);
    expect(await openPreviewLink(ctx.db, token, ctx.services.now())).toBeNull();
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["article.preview_link_create", "article.preview_link_revoke"]),
    );
  });

  it("refuses a lifetime outside 1 hour to 30 days, naming the field", async () => {
    const uid = await createArticle();
    for (const hours of [0, 721, 1.5, "soon"]) {
      const refused = await send("POST", `/api/v1/admin/articles/${uid}/preview-links`, {
        language: "en",
        hours,
      });
      expect(refused.status, String(hours)).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("hours");
    }
    const bad = await send("POST", `/api/v1/admin/articles/${uid}/preview-links`, {
      language: "fr",
    });
    expect(bad.status).toBe(400);
    const ok = await send("POST", `/api/v1/admin/articles/${uid}/preview-links`, {
      language: "en",
      hours: 720,
    });
    expect(ok.status).toBe(201);
  });

  it("does not open with an unknown or malformed token, and needs a session to create", async () => {
    expect(await openPreviewLink(ctx.db, "x".repeat(43), ctx.services.now())).toBeNull();
    expect(await openPreviewLink(ctx.db, "../../etc", ctx.services.now())).toBeNull();
    const uid = await createArticle();
    const path = `/api/v1/admin/articles/${uid}/preview-links`;
    expect((await call(path, jsonRequest("POST", { language: "en" }), "")).status).toBe(401);
    expect((await call(`${path}/AAAAAAAAAAAA`, { method: "DELETE" })).status).toBe(404);
  });

  it("gives each of many links created at once its own token", async () => {
    const uid = await createArticle();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        send("POST", `/api/v1/admin/articles/${uid}/preview-links`, { language: "en" }),
      ),
    );
    const paths = await Promise.all(answers.map(async (answer) => (await answer.json()).data.path));
    expect(new Set(paths).size).toBe(24);
  });
  // Last: it moves the clock a week, past every session.
  it("opens a draft by a hashed token until it expires (the server's clock, 7 days by default)", async () => {
    const uid = await createArticle({ status: "draft" });
    const created = await send("POST", `/api/v1/admin/articles/${uid}/preview-links`, {
      language: "en",
    });
    expect(created.status).toBe(201);
    const link = (await created.json()).data;
    const token = link.path.replace("/preview/", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - ctx.services.now().getTime()).toBe(168 * HOUR);
    // Only the hash is stored.
    const stored = await ctx.db.execute("select token_hash from article_preview_links");
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await openPreviewLink(ctx.db, token, ctx.services.now())).toEqual({
      uid,
      language: "en",
    });
    const listed = (await (await call(`/api/v1/admin/articles/${uid}/preview-links`)).json()).data;
    expect(listed).toEqual([expect.objectContaining({ uid: link.uid, language: "en" })]);

    ctx.advanceClock(168 * HOUR - 60_000);
    expect(await openPreviewLink(ctx.db, token, ctx.services.now())).not.toBeNull();
    ctx.advanceClock(60_000);
    expect(await openPreviewLink(ctx.db, token, ctx.services.now())).toBeNull();
    // The session ended with the week too: the list is read by the service.
    expect(await listPreviewLinks(ctx.db, uid, ctx.services.now())).toEqual([]);
  });
});
