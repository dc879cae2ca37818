import { beforeAll, describe, expect, it } from "vitest";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { buildWxr } from "#server/test/wxr-file.ts";
import { settleWordPressImports } from "#server/wordpress/import-wordpress.ts";

const ctx = setupTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await signedInAs(ctx, "admin", { locale: "en" })).cookie;
});

const EXPORT = buildWxr({
  items: [
    {
      id: 11,
      title: "Moving in",
      slug: "moving-in",
      content: 'Hello\n\n[caption]<img src="http://127.0.0.1/a.jpg" alt="A"> Cap[/caption]',
    },
    { id: 12, title: "Kept private", status: "private" },
    { id: 13, title: "About", type: "page" },
  ],
});

function upload(text: string, fields: Record<string, string> = {}, cookie = admin) {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/xml" }), "export.xml");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return ctx.app.request("/api/v1/admin/imports/wordpress", {
    method: "POST",
    body: form,
    headers: { cookie, origin: "http://localhost" },
  });
}

const readJob = async (id: number) =>
  (
    await (
      await ctx.app.request(`/api/v1/admin/imports/${id}`, { headers: { cookie: admin } })
    ).json()
  ).data;

describe("POST /api/v1/admin/imports/wordpress", () => {
  it("previews with dryRun, then imports in the background; a second import updates", async () => {
    const preview = await upload(EXPORT, { dryRun: "true" });
    expect(preview.status).toBe(202);
    const previewJob = await readJob((await preview.json()).data.id);
    expect(previewJob).toMatchObject({ status: "finished", dryRun: true, total: 3 });
    expect(previewJob.report.counts).toEqual({ create: 2, update: 0, skip: 0 });
    expect((await ctx.app.request("/moving-in")).status).toBe(404);

    const started = await upload(EXPORT);
    expect(started.status).toBe(202);
    await settleWordPressImports();
    const job = await readJob((await started.json()).data.id);
    expect(job).toMatchObject({ status: "finished", done: 3, total: 3 });
    expect(job.report.skipped.page).toBe(1);
    expect((await ctx.app.request("/moving-in")).status).toBe(301);

    const again = await upload(EXPORT);
    await settleWordPressImports();
    expect((await readJob((await again.json()).data.id)).report.counts).toEqual({
      create: 0,
      update: 2,
      skip: 0,
    });
  });

  it("refuses bad files with a clear reason naming the field, writing nothing", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>&b;</title><wp:post_id>99</wp:post_id></item></channel></rss>`;
    const cases: [string, RegExp][] = [
      ["<html><body>not an export</body></html>", /not a WordPress export/],
      [EXPORT.slice(0, EXPORT.length - 40), /cut off/],
      [bomb, /ENTITY/],
    ];
    for (const [file, reason] of cases) {
      const answer = await upload(file);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.fields.file).toMatch(reason);
    }
    const noFile = await ctx.app.request("/api/v1/admin/imports/wordpress", {
      method: "POST",
      body: new FormData(),
      headers: { cookie: admin, origin: "http://localhost" },
    });
    expect(noFile.status).toBe(400);
  });

  it("is for staff who manage articles only", async () => {
    const sales = (await signedInAs(ctx, "sales", { locale: "en" })).cookie;
    expect((await upload(EXPORT, {}, sales)).status).toBe(403);
  });
});
