import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { XSS_CORPUS } from "#server/articles/xss-corpus.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

const call = (path: string, init: RequestInit = {}, cookie = cookies.editor) =>
  requestWithCookie(ctx, path, init, cookie);
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  call(path, jsonRequest(method, body), cookie);

const input = (overrides: Record<string, unknown> = {}) => ({
  title: "A staff article",
  excerpt: "Short",
  content: "<p>Hello</p>",
  status: "published",
  categories: ["Strategy"],
  ...overrides,
});

async function auditActions() {
  const result = await ctx.db.execute("select action, entity_id from audit_events order by id");
  return (result as unknown as { rows: { action: string; entity_id: string }[] }).rows;
}

describe("permissions", () => {
  it("answers 401 without a session on every staff article endpoint", async () => {
    const { uid } = await createTestArticle(ctx);
    const attempts: [string, RequestInit][] = [
      ["/api/v1/admin/articles", {}],
      [`/api/v1/admin/articles/${uid}`, {}],
      ["/api/v1/admin/articles", jsonRequest("POST", input())],
      [`/api/v1/admin/articles/${uid}`, jsonRequest("PUT", input())],
      [`/api/v1/admin/articles/${uid}`, { method: "DELETE" }],
      ["/api/v1/admin/categories", {}],
      ["/api/v1/admin/categories/abc", jsonRequest("PUT", { name: "X" })],
      ["/api/v1/admin/categories/abc", { method: "DELETE" }],
      ["/api/v1/media", { method: "POST" }],
    ];
    for (const [path, init] of attempts) {
      const response = await call(path, init, "");
      expect(response.status, `${init.method ?? "GET"} ${path}`).toBe(401);
    }
    // Nothing was deleted or changed by the refused calls.
    expect((await call(`/api/v1/admin/articles/${uid}`)).status).toBe(200);
  });

  it("lets editors and admins manage articles, while editors stay out of admin-only areas", async () => {
    for (const cookie of [cookies.editor, cookies.admin]) {
      const created = await send("POST", "/api/v1/admin/articles", input(), cookie);
      expect(created.status).toBe(201);
      const { uid } = (await created.json()).data;
      const updated = await send(
        "PUT",
        `/api/v1/admin/articles/${uid}`,
        input({ title: "Changed" }),
        cookie,
      );
      expect(updated.status).toBe(200);
      const deleted = await call(`/api/v1/admin/articles/${uid}`, { method: "DELETE" }, cookie);
      expect(deleted.status).toBe(200);
    }
    expect((await call("/api/v1/employees", {}, cookies.editor)).status).toBe(403);
    expect((await call("/api/v1/employees", {}, cookies.admin)).status).toBe(200);
  });
});

describe("staff article CRUD", () => {
  it("creates a draft that only the staff list shows, then publishes it", async () => {
    const created = await send(
      "POST",
      "/api/v1/admin/articles",
      input({ title: "Zebra draft piece", status: "draft", categories: ["Brand New Topic"] }),
    );
    expect(created.status).toBe(201);
    const { uid } = (await created.json()).data;

    const staffList = await (await call("/api/v1/admin/articles?search=zebra")).json();
    expect(staffList.data.map((a: { uid: string }) => a.uid)).toContain(uid);
    const drafts = await (await call("/api/v1/admin/articles?status=draft&limit=100")).json();
    expect(drafts.data.every((a: { status: string }) => a.status === "draft")).toBe(true);
    expect((await ctx.app.request(`/api/v1/article/detail/${uid}`)).status).toBe(404);

    const detail = await (await call(`/api/v1/admin/articles/${uid}`)).json();
    expect(detail.data).toMatchObject({
      title: "Zebra draft piece",
      status: "draft",
      published_at: null,
    });
    expect(detail.data.categories.map((c: { name: string }) => c.name)).toEqual([
      "Brand New Topic",
    ]);

    const published = await send(
      "PUT",
      `/api/v1/admin/articles/${uid}`,
      input({ title: "Zebra draft piece", status: "published" }),
    );
    expect(published.status).toBe(200);
    const publicDetail = await ctx.app.request(`/api/v1/article/detail/${uid}`);
    expect(publicDetail.status).toBe(200);

    const actions = (await auditActions())
      .filter((row) => row.entity_id === uid)
      .map((row) => row.action);
    expect(actions).toEqual(["article.create", "article.update"]);
  });

  it("rejects bad input with field errors and unknown uids with 404", async () => {
    const bad = await send("POST", "/api/v1/admin/articles", {
      title: "",
      status: "live",
      coverImage: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()).error;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["title", "status", "coverImage"]));
    expect((await send("PUT", "/api/v1/admin/articles/nope123", input())).status).toBe(404);
    expect((await call("/api/v1/admin/articles/nope123", { method: "DELETE" })).status).toBe(404);
  });

  it("stores the XSS corpus sanitised, and the public API serves the clean HTML", async () => {
    const created = await send(
      "POST",
      "/api/v1/admin/articles",
      input({ title: "Corpus", content: XSS_CORPUS.join("\n") }),
    );
    const { uid } = (await created.json()).data;
    const body = await (await ctx.app.request(`/api/v1/article/detail/${uid}`)).json();
    const html: string = body.data.original.content;
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:|<svg|<iframe[^>]+evil/i);
    expect(html).toContain("Heading");
  });

  it("keeps the site's own API out of stored article HTML, on create, update and preview", async () => {
    const body =
      '<p><img src="http://localhost:8080/api/v1/chat?service=digital-ads" alt="c">' +
      '<img src="/api/v1/employees/export" alt="e"><a href="../api/v1/chat">chat</a>' +
      '<img src="/media/covers/a-800.webp" alt="m"><a href="/article/abc">read</a></p>';
    const created = await send(
      "POST",
      "http://localhost:8080/api/v1/admin/articles",
      input({ title: "Own API", content: body }),
    );
    expect(created.status).toBe(201);
    const { uid } = (await created.json()).data;
    const stored = async () =>
      (await (await call(`/api/v1/admin/articles/${uid}`)).json()).data.content as string;
    const check = (html: string) => {
      expect(html).not.toMatch(/api\/v1/);
      expect(html).toContain('src="/media/covers/a-800.webp"');
      expect(html).toContain('href="/article/abc"');
    };
    check(await stored());
    const updated = await send(
      "PUT",
      `http://localhost:8080/api/v1/admin/articles/${uid}`,
      input({ title: "Own API", content: body }),
    );
    expect(updated.status).toBe(200);
    check(await stored());
    const preview = await send("POST", "http://localhost:8080/api/v1/admin/articles/preview", {
      content: body,
    });
    check((await preview.json()).data.html);
  });

  it("refuses a cover image that is not an uploaded image or an https address, naming coverImage", async () => {
    const refused = [
      "/api/v1/admin/leads/export?status=won",
      "/API/v1/admin/leads/export",
      "/%61pi/v1/admin/leads/export",
      "/./api/v1/admin/leads/export",
      "/media/../api/v1/admin/leads/export",
      "/media/%2e%2e/api/v1/admin/leads/export",
      "/media/..%2fapi/v1/admin/leads/export",
      "/admin/leads",
      "/logout",
      "//evil.example/x.webp",
      "/\\evil.example/x.webp",
      "\\api\\v1\\admin",
      "http:/api/v1/admin/leads/export",
      "https:/api/v1/admin/leads/export",
      "http:api/v1/admin/leads/export",
      "HTTP:/api/v1/admin/leads/export",
      "ht\ttp:/api/v1/admin/leads/export",
      "http://images.example/a.webp",
      "https://localhost:8080/api/v1/admin/leads/export",
      "https://localhost:8080/logout",
      "https://cdn.example/admin/x.webp",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "media/covers/a.webp",
    ];
    for (const coverImage of refused) {
      const response = await send(
        "POST",
        "http://localhost:8080/api/v1/admin/articles",
        input({ coverImage }),
      );
      expect(response.status, coverImage).toBe(400);
      expect((await response.json()).error.fields, coverImage).toEqual({
        coverImage: expect.stringContaining("https://"),
      });
    }
    for (const coverImage of [
      "/media/covers/a-1200.webp",
      "/images/og/default.png",
      "https://images.example/photo-1.webp?w=1200",
    ]) {
      const response = await send("POST", "/api/v1/admin/articles", input({ coverImage }));
      expect(response.status, coverImage).toBe(201);
      const { uid } = (await response.json()).data;
      expect((await (await call(`/api/v1/admin/articles/${uid}`)).json()).data.image).toBe(
        coverImage,
      );
    }
  });

  it.each([
    "/api/v1/admin/leads/export?status=won",
    // A page of the site's own configured host (localhost without PUBLIC_URL), not an image.
    "https://localhost/blog",
  ])(
    "does not serve a cover image stored before the check (%s) as a page's image",
    async (cover) => {
      const { uid } = await createTestArticle(ctx, { title: "Old cover" });
      await ctx.db.execute(sql`update articles set cover_image = ${cover} where uid = ${uid}`);
      const detail = await (await ctx.app.request(`/api/v1/article/detail/${uid}`)).json();
      expect(detail.data.original.image).toBeNull();
      const list = await (await ctx.app.request("/api/v1/article?limit=100")).json();
      const item = list.data.find((found: { uid: string }) => found.uid === uid);
      expect(item.image).toBeNull();
    },
  );

  it("does not record staff searches as reader searches", async () => {
    await call("/api/v1/admin/articles?search=qwertyuiopzz");
    const result = await ctx.db.execute(
      "select count(*)::int as n from search_terms where term = 'qwertyuiopzz'",
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});

describe("categories", () => {
  it("renames a category: articles follow and the old slug no longer filters", async () => {
    const { uid } = await createTestArticle(ctx, {
      title: "Rename target",
      categories: ["Old Name"],
    });
    const list = await (await call("/api/v1/admin/categories")).json();
    const category = list.data.find((c: { name: string }) => c.name === "Old Name");
    expect(category).toMatchObject({ slug: "old-name", count: 1 });
    const renamed = await send("PUT", `/api/v1/admin/categories/${category.uid}`, {
      name: "New Name",
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data).toMatchObject({ name: "New Name", slug: "new-name" });
    const detail = await (await ctx.app.request(`/api/v1/article/detail/${uid}`)).json();
    expect(detail.data.original.categories.map((c: { name: string }) => c.name)).toEqual([
      "New Name",
    ]);
    const byTag = await (await ctx.app.request("/api/v1/article?tag=new-name")).json();
    expect(byTag.data.map((a: { uid: string }) => a.uid)).toEqual([uid]);
    const search = await (await ctx.app.request("/api/v1/article?search=new%20name")).json();
    expect(search.data.map((a: { uid: string }) => a.uid)).toContain(uid);
  });

  it("refuses a rename onto another category's name", async () => {
    await createTestArticle(ctx, { categories: ["Alpha Topic", "Beta Topic"] });
    const list = await (await call("/api/v1/admin/categories")).json();
    const alpha = list.data.find((c: { name: string }) => c.name === "Alpha Topic");
    const clash = await send("PUT", `/api/v1/admin/categories/${alpha.uid}`, {
      name: "beta topic",
    });
    expect(clash.status).toBe(409);
    const empty = await send("PUT", `/api/v1/admin/categories/${alpha.uid}`, { name: " " });
    expect(empty.status).toBe(400);
  });

  it("deletes a category: its articles lose it and stay published", async () => {
    const { uid } = await createTestArticle(ctx, {
      title: "Keeps living",
      categories: ["Doomed", "Survivor"],
    });
    const list = await (await call("/api/v1/admin/categories")).json();
    const doomed = list.data.find((c: { name: string }) => c.name === "Doomed");
    const deleted = await call(
      `/api/v1/admin/categories/${doomed.uid}`,
      { method: "DELETE" },
      cookies.admin,
    );
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).data).toMatchObject({ deleted: true, articles: 1 });
    const detail = await ctx.app.request(`/api/v1/article/detail/${uid}`);
    expect(detail.status).toBe(200);
    const article = (await detail.json()).data.original;
    expect(article.categories.map((c: { name: string }) => c.name)).toEqual(["Survivor"]);
    expect(article.status).toBe("published");
    expect(
      (await auditActions()).some(
        (row) => row.action === "category.delete" && row.entity_id === doomed.uid,
      ),
    ).toBe(true);
    expect(
      (await call(`/api/v1/admin/categories/${doomed.uid}`, { method: "DELETE" })).status,
    ).toBe(404);
  });
});
