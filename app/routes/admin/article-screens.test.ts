import { eq, getTableColumns } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articleApiInputSchema } from "#server/api/v1/article-api-input.ts";
import type { SessionUser } from "#server/app-services.ts";
import { createArticle } from "#server/articles/article-writes.ts";
import { articles, articleTranslations, auditEvents } from "#server/db/schema.ts";
import { createTestArticle, createUndatedDraft } from "#server/test/factories.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action as formAction, loader as formLoader } from "./article-form.tsx";
import { action as listAction, loader as listLoader } from "./article-list.tsx";
import { action as categoriesAction, loader as categoriesLoader } from "./categories.tsx";

const ctx = setupTestContext();
let editor: SessionUser;

beforeAll(async () => {
  editor = await createSessionUser(ctx, "editor");
});

const post = (path: string, fields: [string, string][]) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: new URLSearchParams(fields).toString(),
  });

/** An editor's post to one of the article screens' actions. */
const postAsEditor = (
  run: Parameters<typeof callRoute>[1],
  path: string,
  fields: [string, string][],
  params?: Record<string, string>,
) => callRoute(ctx, run, post(path, fields), { user: editor, params });
const postToList = (fields: [string, string][]) =>
  postAsEditor(listAction, "/admin/article", fields);
/** Posts a bulk action for every article the list's filter matches, not only the ticked ones. */
const postToMatching = (
  intent: string,
  filter: Record<string, string>,
  fields: Record<string, string> = {},
) => postToList(Object.entries({ intent, scope: "matching", ...filter, ...fields }));
const postToCategories = (fields: [string, string][]) =>
  postAsEditor(categoriesAction, "/admin/categories", fields);

describe("article form action", () => {
  it("creates from form fields and returns to the list view it came from", async () => {
    const result = await postAsEditor(
      formAction,
      "/admin/article/form?page=2&status=draft&search=live&junk=x",
      [
        ["versions.en.title", "Live selling in Bandung"],
        ["versions.en.excerpt", "Short"],
        [
          "versions.en.content",
          '<p>Body</p><img src="/media/inline/u1-1600.webp" alt="Host on set">',
        ],
        ["versions.id.title", ""],
        ["versions.id.content", "<p></p>"],
        ["status", "draft"],
        ["publishedAt", "2026-04-01T09:30"],
        ["categories[0]", "Live Streaming"],
        ["categories[1]", "Commerce"],
        ["coverImage", ""],
      ],
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(
      "/admin/article?page=2&search=live&status=draft&saved=created",
    );
    const [row] = await ctx.db
      .select({ ...getTableColumns(articles), content: articleTranslations.content })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(eq(articleTranslations.title, "Live selling in Bandung"));
    expect(row.content).toContain('<img src="/media/inline/u1-1600.webp" alt="Host on set"');
    // A datetime-local value is read in Jakarta time (UTC+7).
    expect(row.publishedAt?.toISOString()).toBe("2026-04-01T02:30:00.000Z");
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, row.uid));
    expect(audit.action).toBe("article.create");
  });

  it("a refused save answers 400 with the reason per schema path and what was typed", async () => {
    const result = await postAsEditor(formAction, "/admin/article/form", [
      ["versions.en.title", "   "],
      ["publishedAt", "yesterday"],
      ["categories[0]", "A"],
    ]);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "error",
      error: {
        "": ["Some fields need attention"],
        "versions.en.title": ["Title is required"],
        publishedAt: ["Pick a date and time, or leave it empty to publish now"],
      },
      initialValue: { versions: { en: { title: "   " } }, categories: ["A"] },
    });
  });

  it("refuses a cover image that would make readers' browsers call the API, on coverImage", async () => {
    for (const coverImage of [
      "/api/v1/admin/leads/export?status=won",
      "http:/api/v1/admin/leads/new-count",
      "/media/../admin/leads",
      // Allowed by the schema, refused by the service: this site's own host.
      "http://localhost/admin/leads",
    ]) {
      const result = await postAsEditor(formAction, "/admin/article/form", [
        ["versions.en.title", "Cover check"],
        ["coverImage", coverImage],
      ]);
      expect(result.status, coverImage).toBe(400);
      expect(result.data, coverImage).toMatchObject({
        status: "error",
        error: { coverImage: [expect.any(String)] },
        initialValue: { coverImage },
      });
    }
  });

  it("saves both language versions side by side; an emptied version is removed", async () => {
    const created = await postAsEditor(formAction, "/admin/article/form", [
      ["versions.en.title", "Shop live checklist"],
      ["versions.en.content", "<p>Before you go live</p>"],
      ["versions.id.title", "Daftar periksa live shopping"],
      ["versions.id.excerpt", "Sebelum siaran dimulai"],
      ["versions.id.content", "<p>Sebelum mulai siaran</p>"],
      ["versions.id.coverAlt", "Host di depan kamera"],
      ["status", "published"],
    ]);
    expect(created.status).toBe(302);
    const [row] = await ctx.db
      .select({ uid: articles.uid })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(eq(articleTranslations.title, "Daftar periksa live shopping"));
    const loaded = await callRoute(
      ctx,
      formLoader,
      new Request(`http://localhost/admin/article/form/${row.uid}`),
      { user: editor, params: { id: row.uid } },
    );
    expect(loaded.data).toMatchObject({
      article: {
        languages: ["en", "id"],
        versions: {
          en: { title: "Shop live checklist" },
          id: { title: "Daftar periksa live shopping", coverAlt: "Host di depan kamera" },
        },
      },
    });
    // The Indonesian side emptied: the article is English only again.
    await postAsEditor(
      formAction,
      `/admin/article/form/${row.uid}`,
      [
        ["versions.en.title", "Shop live checklist"],
        ["versions.id.title", ""],
        ["versions.id.content", "<p></p>"],
        ["status", "published"],
      ],
      { id: row.uid },
    );
    const after = await callRoute(
      ctx,
      formLoader,
      new Request(`http://localhost/admin/article/form/${row.uid}`),
      { user: editor, params: { id: row.uid } },
    );
    expect(after.data).toMatchObject({ article: { languages: ["en"], versions: { id: null } } });
  });

  it("an Indonesian version without its title is refused on versions.id.title, with what was typed", async () => {
    const result = await postAsEditor(formAction, "/admin/article/form", [
      ["versions.en.title", "Fine"],
      ["versions.id.content", "<p>Isi tanpa judul</p>"],
    ]);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      error: { "versions.id.title": ["Title is required"] },
      initialValue: { versions: { id: { content: "<p>Isi tanpa judul</p>" } } },
    });
    const indonesianOnly = await postAsEditor(formAction, "/admin/article/form", [
      ["versions.id.title", "Hanya bahasa Indonesia"],
      ["status", "draft"],
    ]);
    expect(indonesianOnly.status).toBe(302);
  });

  it("updates an existing article; an unknown one is 404", async () => {
    const article = await createTestArticle(ctx, { title: "Before" });
    const loaded = await callRoute(
      ctx,
      formLoader,
      new Request(`http://localhost/admin/article/form/${article.uid}?sortBy=views`),
      { user: editor, params: { id: article.uid } },
    );
    expect(loaded.data).toMatchObject({
      article: { title: "Before" },
      back: "/admin/article?sortBy=views",
    });
    const saved = await postAsEditor(
      formAction,
      `/admin/article/form/${article.uid}`,
      [
        ["versions.en.title", "After"],
        ["status", "published"],
      ],
      { id: article.uid },
    );
    expect(saved.headers.get("location")).toBe("/admin/article?saved=updated");
    const title: [string, string][] = [["versions.en.title", "X"]];
    const missing = await postAsEditor(formAction, "/admin/article/form/nope", title, {
      id: "nope",
    });
    expect(missing.status).toBe(404);
    const gone = await postAsEditor(formAction, "/admin/article/form/not%20a%20uid", title, {
      id: "not a uid",
    });
    expect(gone.status).toBe(404);
    expect(
      await callRoute(ctx, formAction, post("/admin/article/form", title), { user: null }),
    ).toMatchObject({ status: 302 });
  });
});

describe("article list action", () => {
  it("deletes one article with its audit entry; a second delete is 404", async () => {
    const article = await createTestArticle(ctx, { title: "To delete" });
    const body: [string, string][] = [
      ["intent", "delete"],
      ["uid", article.uid],
    ];
    const result = await postToList(body);
    expect(result.data).toMatchObject({ status: "success", answers: "delete" });
    expect(await ctx.db.select().from(articles).where(eq(articles.uid, article.uid))).toEqual([]);
    const again = await postToList(body);
    expect(again.status).toBe(404);
  });
});

describe("categories action", () => {
  it("renames with a reason on bad input, deletes, and answers 404 for an unknown one", async () => {
    await createTestArticle(ctx, { title: "Has a category", categories: ["Old Name"] });
    const listed = await callRoute(
      ctx,
      categoriesLoader,
      new Request("http://localhost/admin/categories"),
      { user: editor },
    );
    const category = (
      listed.data as { categories: { uid: string; name: string }[] }
    ).categories.find((c) => c.name === "Old Name");
    expect(category).toBeDefined();
    const uid = category?.uid ?? "";
    const empty = await postToCategories([
      ["intent", "rename"],
      ["uid", uid],
      ["name", "  "],
    ]);
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ status: "error", error: { name: ["Name is required"] } });
    const renamed = await postToCategories([
      ["intent", "rename"],
      ["uid", uid],
      ["name", "New Name"],
    ]);
    expect(renamed.data).toMatchObject({ status: "success", answers: "rename" });
    const deleted = await postToCategories([
      ["intent", "delete"],
      ["uid", uid],
    ]);
    expect(deleted.data).toMatchObject({ status: "success", answers: "delete" });
    const again = await postToCategories([
      ["intent", "delete"],
      ["uid", uid],
    ]);
    expect(again.status).toBe(404);
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, uid));
    expect(audit.map((row) => row.action).sort()).toEqual(["category.delete", "category.rename"]);
  });
});

describe("article bulk actions", () => {
  it("publishes (now, or keeping a set date) and moves to drafts the ticked rows only", async () => {
    const draft = await createUndatedDraft(ctx, "Bulk draft");
    const dated = await createTestArticle(ctx, {
      title: "Bulk dated",
      status: "draft",
      publishedAt: "2030-01-01T00:00:00.000Z",
    });
    const other = await createUndatedDraft(ctx, "Bulk untouched");
    const publish = await postToList([
      ["intent", "bulk-status"],
      ["status", "published"],
      ["uids", draft.uid],
      ["uids", dated.uid],
    ]);
    expect(publish.data).toMatchObject({ status: "success", message: "2 articles published" });
    const rows = await ctx.db.select().from(articles);
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    expect(byUid.get(draft.uid)?.status).toBe("published");
    expect(byUid.get(draft.uid)?.publishedAt).not.toBeNull();
    expect(byUid.get(dated.uid)?.publishedAt?.toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(byUid.get(other.uid)?.status).toBe("draft");
    const back = await postToList([
      ["intent", "bulk-status"],
      ["status", "draft"],
      ["uids", draft.uid],
    ]);
    expect(back.data).toMatchObject({ status: "success", message: "1 article moved to drafts" });
  });

  it("deletes the ticked rows with one audit entry; bad input is a 400 with the field", async () => {
    const a = await createTestArticle(ctx, { title: "Bulk gone A" });
    const b = await createTestArticle(ctx, { title: "Bulk gone B" });
    const result = await postToList([
      ["intent", "bulk-delete"],
      ["uids", a.uid],
      ["uids", b.uid],
    ]);
    expect(result.data).toMatchObject({ status: "success", message: "2 articles deleted" });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "article.bulk_delete"));
    expect(audit.details).toMatchObject({ count: 2 });
    const none = await postToList([["intent", "bulk-delete"]]);
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ error: { uids: ["Select at least one article"] } });
    const status = await postToList([
      ["intent", "bulk-status"],
      ["status", "live"],
      ["uids", a.uid],
    ]);
    expect(status.status).toBe(400);
  });

  it("publishes every article matching the search and status, not only the ticked page", async () => {
    const matching = [];
    for (let i = 0; i < 3; i += 1) {
      matching.push(await createUndatedDraft(ctx, `Kopi roastery story ${i}`));
    }
    const published = await createTestArticle(ctx, { title: "Kopi roastery live" });
    const unrelated = await createUndatedDraft(ctx, "Unrelated draft");
    const roasteryDrafts = { search: "roastery", listStatus: "draft" };
    const result = await postToMatching("bulk-status", roasteryDrafts, { status: "published" });
    expect(result.data).toMatchObject({ status: "success", message: "3 articles published" });
    const drafts = await postToMatching("bulk-status", { search: "roastery" }, { status: "draft" });
    expect(drafts.data).toMatchObject({
      status: "success",
      message: "4 articles moved to drafts",
    });
    const rows = await ctx.db.select().from(articles);
    const statusOf = new Map(rows.map((row) => [row.uid, row.status]));
    for (const article of [...matching, published]) expect(statusOf.get(article.uid)).toBe("draft");
    expect(statusOf.get(unrelated.uid)).toBe("draft");
    const kept = await createTestArticle(ctx, { title: "Unrelated live" });
    const gone = await postToMatching("bulk-delete", roasteryDrafts);
    expect(gone.data).toMatchObject({ status: "success", message: "4 articles deleted" });
    const left = new Set((await ctx.db.select().from(articles)).map((row) => row.uid));
    expect(left.has(unrelated.uid) && left.has(kept.uid)).toBe(true);
    for (const article of [...matching, published]) expect(left.has(article.uid)).toBe(false);
    const tooLong = await postToMatching("bulk-delete", {
      search: "one two three four five six seven eight nine",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({ error: { search: ["Must be at most 8 words"] } });
  });
});

describe("the staff article list", () => {
  it("opens newest first, whatever order the rows were stored in", async () => {
    const written = (title: string, daysAgo: number) =>
      createArticle(
        ctx.services,
        articleApiInputSchema.parse({ title, content: "<p>Body</p>", status: "draft" }),
        undefined,
        { createdAt: new Date(Date.now() - daysAgo * 86_400_000) },
      );
    // Stored newest first (an import, the seed): the highest id is the oldest article.
    // Dated ahead of the file's other articles, so both lead the first page.
    await written("Order check newest", -400);
    await written("Order check oldest", -300);
    const list = await callRoute(ctx, listLoader, new Request("http://localhost/admin/article"), {
      user: editor,
    });
    const rows = (list.data as { list: { data: { title: string }[] } }).list.data;
    expect(rows.slice(0, 2).map((row) => row.title)).toEqual([
      "Order check newest",
      "Order check oldest",
    ]);
  });
});
