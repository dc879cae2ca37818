import { beforeAll, describe, expect, it } from "vitest";
import { setupTestArticles } from "#server/test/factories.ts";
import {
  jsonRequest,
  readPublicArticle,
  setupTestContext,
  signedInAs,
} from "#server/test/test-app.ts";

const ctx = setupTestContext();

const uids = setupTestArticles(ctx, {
  both: {
    title: "Marketing plans for sellers",
    coverAlt: "A seller at work",
    id: {
      title: "Rencana pemasaran untuk penjual",
      excerpt: "Strategi pemasaran yang rapi",
      content: "<p>Strategi pemasaran dimulai dari produk andalan.</p>",
      coverAlt: "Penjual sedang bekerja",
    },
    categories: ["Marketplace"],
  },
  englishOnly: { title: "Live stream budgets", categories: ["Marketplace"] },
});

const getJson = async (path: string, init?: RequestInit) => {
  const response = await ctx.app.request(path, init);
  return { status: response.status, body: await response.json() };
};

describe("GET /api/v1/article... with lang", () => {
  it("answers in English by default, as the spec's calls expect, naming the language", async () => {
    expect(await readPublicArticle(ctx, uids.both)).toMatchObject({
      uid: uids.both,
      title: "Marketing plans for sellers",
      language: "en",
      languages: ["en", "id"],
      image_alt: "A seller at work",
    });
  });

  it("answers in Indonesian with lang=id, and falls back to English where there is no version", async () => {
    const indonesian = await readPublicArticle(ctx, uids.both, "?lang=id");
    expect(indonesian).toMatchObject({
      title: "Rencana pemasaran untuk penjual",
      language: "id",
      image_alt: "Penjual sedang bekerja",
    });
    expect(indonesian.content).toContain("Strategi pemasaran");
    const fallback = await readPublicArticle(ctx, uids.englishOnly, "?lang=id");
    expect(fallback).toMatchObject({
      title: "Live stream budgets",
      language: "en",
      languages: ["en"],
    });
  });

  it("searches the Indonesian edition in Indonesian: 'pemasaran' finds the Indonesian article", async () => {
    const { status, body } = await getJson("/api/v1/article?lang=id&search=pemasaran");
    expect(status).toBe(200);
    expect(body.data.map((item: { uid: string }) => item.uid)).toEqual([uids.both]);
    expect(body.data[0].language).toBe("id");
    expect(body.data[0].snippet).toContain("<mark>pemasaran</mark>");
    const english = await getJson("/api/v1/article?search=pemasaran");
    expect(english.body.data).toEqual([]);
  });

  it.each([
    "/api/v1/article/newsfeed?lang=id",
    "/api/v1/article/best-articles?lang=id",
    "/api/v1/article/recommendations?lang=id&article=",
  ])("%s reads each article in Indonesian where it has it", async (path) => {
    const resolved = path.endsWith("=") ? `${path}${uids.englishOnly}` : path;
    const { status, body } = await getJson(resolved);
    expect(status).toBe(200);
    const item = body.data.original.find((entry: { uid: string }) => entry.uid === uids.both);
    expect(item).toMatchObject({ language: "id", title: "Rencana pemasaran untuk penjual" });
  });

  it.each([
    "/api/v1/article?lang=fr",
    "/api/v1/article/detail/abc?lang=ID",
    "/api/v1/article/newsfeed?lang=",
    "/api/v1/article/best-articles?lang=english",
    "/api/v1/article/recommendations?lang=xx",
  ])("rejects a bad lang on %s with a 400 naming the field", async (path) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(400);
    expect(body.error.fields.lang).toBe("Must be en or id");
  });
});

describe("staff article API with versions", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInAs(ctx, "editor")).cookie;
  });
  const send = (method: string, path: string, body: unknown) =>
    getJson(path, jsonRequest(method, body, cookie));

  it("creates an Indonesian-only article and reads both versions back", async () => {
    const created = await send("POST", "/api/v1/admin/articles", {
      en: null,
      id: { title: "Panduan iklan digital", content: "<p>Isi panduan</p>" },
      status: "published",
    });
    expect(created.status).toBe(201);
    const { body } = await getJson(`/api/v1/admin/articles/${created.body.data.uid}`, {
      headers: { cookie },
    });
    expect(body.data).toMatchObject({
      language: "id",
      languages: ["id"],
      versions: { en: null, id: { title: "Panduan iklan digital", content: "<p>Isi panduan</p>" } },
    });
    const added = await send("PUT", `/api/v1/admin/articles/${created.body.data.uid}`, {
      title: "Digital ads guide",
      status: "published",
    });
    expect(added.status).toBe(200);
    const after = await getJson(`/api/v1/admin/articles/${created.body.data.uid}`, {
      headers: { cookie },
    });
    expect(after.body.data.languages).toEqual(["en", "id"]);
    expect(after.body.data.versions.id.title).toBe("Panduan iklan digital");
  });

  it("refuses a body without any version, and a version without its title, naming the field", async () => {
    const none = await send("POST", "/api/v1/admin/articles", { en: null, id: null });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.title).toBe("Write the article in English or Indonesian");
    const untitled = await send("POST", "/api/v1/admin/articles", {
      title: "Fine",
      id: { title: "", content: "<p>Isi</p>" },
    });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.fields["id.title"]).toBe("Judul wajib diisi");
  });
});
