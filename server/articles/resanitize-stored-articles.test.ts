import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { articles, articleTranslations } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createTestArticle } from "#server/test/factories.ts";
import { readPublicArticle, setupTestContext } from "#server/test/test-app.ts";
import {
  resanitizeStoredArticles,
  resanitizeStoredArticlesInBackground,
} from "./resanitize-stored-articles.ts";
import { htmlToText, SANITIZER_VERSION, sanitizeArticleHtml } from "./sanitize-article-html.ts";

const ctx = setupTestContext({ PUBLIC_CACHE: "on" });

/** Kept by the sanitizer before version 1: "http:/..." is relative on an http page. */
const OLD_BODY =
  '<p>Leads waiting <img src="http:/api/v1/admin/leads/new-count" loading="lazy" /> ' +
  '<a href="HTTP:/admin/leads" rel="nofollow">x</a></p>';
const CLEAN_BODY = sanitizeArticleHtml(
  '<p>Campaigns that sell <a href="https://example.com/">read more</a></p>',
);

type StoredRow = {
  locale: string;
  content: string;
  content_text: string;
  sanitizer_version: number;
  updated_at: unknown;
  search_vector: string | null;
};

/** An article and its versions as an older server stored them, bypassing the services. */
async function insertStoredArticle(uid: string, bodies: Partial<Record<"en" | "id", string>>) {
  const [article] = await ctx.db
    .insert(articles)
    .values({ uid, status: "published", publishedAt: new Date(Date.now() - 60_000) })
    .returning({ id: articles.id });
  for (const [locale, content] of Object.entries(bodies) as ["en" | "id", string][]) {
    await ctx.db.insert(articleTranslations).values({
      articleId: article.id,
      locale,
      title: `Stored ${uid} ${locale}`,
      content,
      contentText: htmlToText(content),
      sanitizerVersion: 0,
    });
  }
  await ctx.db.execute(sql`update article_translations set search_vector =
    to_tsvector('simple', title || ' ' || content_text) where article_id = ${article.id}`);
}

async function readStored(uid: string) {
  return selectRows<StoredRow>(
    ctx.db,
    sql`select t.locale, t.content, t.content_text, t.sanitizer_version, t.updated_at::text,
        t.search_vector::text as search_vector
      from article_translations t join articles a on a.id = t.article_id
      where a.uid = ${uid} order by t.locale`,
  );
}

describe("resanitizeStoredArticles", () => {
  it("passes every body stored by an older sanitizer through the current one, once", async () => {
    await insertStoredArticle("old-body", { en: OLD_BODY, id: CLEAN_BODY });
    await insertStoredArticle("clean-body", { en: CLEAN_BODY });
    const cleanBefore = await readStored("clean-body");
    expect((await readPublicArticle(ctx, "old-body")).content).toContain("http:/api/");
    const announced: string[][] = [];
    ctx.services.events.listen(["article.resanitized"], ({ uids }) => {
      announced.push(uids);
    });

    expect(await resanitizeStoredArticles(ctx.services, { batchSize: 2 })).toEqual({
      checked: 3,
      changed: 1,
      failed: 0,
    });

    const [en, id] = await readStored("old-body");
    expect(en.content).not.toMatch(/api|admin/i);
    expect(en.content).toContain("Leads waiting");
    expect(en.content).toContain(">x</a>");
    expect(en.content_text).toBe(htmlToText(en.content));
    expect(en.sanitizer_version).toBe(SANITIZER_VERSION);
    const found = await selectRows<{ found: boolean }>(
      ctx.db,
      sql`select search_vector @@ websearch_to_tsquery('english', 'leads waiting') as found
        from article_translations t join articles a on a.id = t.article_id
        where a.uid = 'old-body' and t.locale = 'en'`,
    );
    expect(found).toEqual([{ found: true }]);
    expect(id).toMatchObject({ content: CLEAN_BODY, sanitizer_version: SANITIZER_VERSION });

    // A body the current rules keep is left as it was; only its version moves.
    expect(await readStored("clean-body")).toEqual(
      cleanBefore.map((row) => ({ ...row, sanitizer_version: SANITIZER_VERSION })),
    );

    // The public cache heard the change: readers get the new body at once.
    expect((await readPublicArticle(ctx, "old-body")).content).toBe(en.content);
    expect(announced).toEqual([["old-body"]]);

    const after = [...(await readStored("old-body")), ...(await readStored("clean-body"))];
    expect(await resanitizeStoredArticles(ctx.services)).toEqual({
      checked: 0,
      changed: 0,
      failed: 0,
    });
    expect([...(await readStored("old-body")), ...(await readStored("clean-body"))]).toEqual(after);
    expect(announced).toHaveLength(1);
  });

  it("marks nothing while the sanitizer is switched off (the security suite's CSP-alone run)", async () => {
    await insertStoredArticle("unchecked-body", { en: OLD_BODY });
    const switchedOff = { ...ctx.services, sanitizer: { enabled: false, siteHosts: [] } };
    expect(await resanitizeStoredArticles(switchedOff)).toEqual({
      checked: 0,
      changed: 0,
      failed: 0,
    });
    expect(await readStored("unchecked-body")).toMatchObject([
      { content: OLD_BODY, sanitizer_version: 0 },
    ]);
    expect(await resanitizeStoredArticles(ctx.services)).toMatchObject({ checked: 1, changed: 1 });
  });

  it("is not needed for a body saved by the services: they store the current version", async () => {
    const { uid } = await createTestArticle(ctx, { content: OLD_BODY });
    const [stored] = await readStored(uid);
    expect(stored.content).not.toMatch(/api|admin/i);
    expect(stored.sanitizer_version).toBe(SANITIZER_VERSION);
  });
});

describe("resanitizeStoredArticlesInBackground (run by startServer after listening)", () => {
  it("logs how many bodies it checked and changed", async () => {
    await insertStoredArticle("logged-body", { en: OLD_BODY, id: CLEAN_BODY });
    const logger = createLogger("silent");
    const info = vi.spyOn(logger, "info");
    await resanitizeStoredArticlesInBackground({ ...ctx.services, logger });
    expect(info).toHaveBeenCalledWith(
      { checked: 2, changed: 1, failed: 0 },
      expect.stringContaining("sanitizer"),
    );
  });

  it("logs a warning instead of throwing when the database fails", async () => {
    const logger = createLogger("silent");
    const warn = vi.spyOn(logger, "warn");
    const db = { execute: () => Promise.reject(new Error("database down")) } as unknown as Database;
    await expect(
      resanitizeStoredArticlesInBackground({ ...ctx.services, db, logger }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "database down" }) },
      expect.stringContaining("failed"),
    );
  });
});
