import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestArticles } from "#server/test/factories.ts";
import { callRoute } from "#server/test/route-call.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { loader } from "./article-list.tsx";

const ctx = setupTestContext();
const uids = setupTestArticles(ctx, {
  live: {
    title: "Live selling on TikTok Shop",
    content: "<p>Going live on TikTok every night.</p>",
  },
});

type ListPage = {
  searchMode: boolean;
  searchRefused: boolean;
  query: { search: string };
  list: { data: { uid: string; snippet?: string }[]; pagination: { total: number } };
};

const open = async (search: string) => {
  const result = await callRoute(
    ctx,
    loader,
    new Request(`http://localhost/article?search=${encodeURIComponent(search)}`),
  );
  return { ...result, page: result.data as ListPage };
};

describe("blog list page: search", () => {
  it("finds articles for a normal search, with its snippet", async () => {
    const { status, page } = await open("tiktok live");
    expect(status).toBe(200);
    expect(page).toMatchObject({ searchMode: true, searchRefused: false });
    expect(page.list.data.map((item) => item.uid)).toEqual([uids.live]);
    expect(page.list.data[0].snippet).toContain("<mark>");
  });

  it("shows a search past its bounds as refused, keeping what was typed, instead of cutting it", async () => {
    const typed = "tiktok live selling shop night eight brand growth plan";
    const { status, page } = await open(typed);
    expect(status).toBe(200);
    expect(page).toMatchObject({ searchMode: true, searchRefused: true, query: { search: typed } });
    expect(page.list.data).toEqual([]);
    expect((await open("x".repeat(101))).page.searchRefused).toBe(true);
  });

  // See the API test: PGlite never cancels a statement, so this runs on PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    "answers 503 with Retry-After, not a 500, when the search outlasts its time limit",
    async () => {
      const pending = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`lock table article_translations in access exclusive mode`);
        const request = open("tiktok");
        await Promise.race([request, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        return { request };
      });
      const { status, headers, data } = await pending.request;
      expect(status).toBe(503);
      expect(headers.get("retry-after")).toMatch(/^\d+$/);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(data).toMatchObject({ message: expect.stringContaining("took too long") });
    },
  );
});
