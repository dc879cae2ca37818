import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { VIEWS_PER_IP_PER_DAY } from "#server/articles/article-writes.ts";
import { createTestArticle, hoursAgo, setupTestArticles } from "#server/test/factories.ts";
import { readPublicArticle, setupTestContext } from "#server/test/test-app.ts";

const ctx = setupTestContext();

const uids = setupTestArticles(ctx, {
  tiktok: {
    title: "TikTok Shop live selling playbook",
    content: "<p>How brands sell on live streams every night.</p>",
    categories: ["Live Commerce", "Social Media"],
    publishedAt: hoursAgo(5),
  },
  category: {
    title: "Budget planning for ramadan",
    content: "<p>Spend smart in the fasting month.</p>",
    categories: ["TikTok"],
    publishedAt: hoursAgo(4),
  },
  body: {
    title: "Website speed matters",
    content: "<p>Our tiktok campaign landing page loads in one second.</p>",
    categories: ["Web & Apps"],
    publishedAt: hoursAgo(3),
  },
  draft: { title: "Secret draft about tiktok", status: "draft" },
  future: { title: "Scheduled tiktok news", publishedAt: hoursAgo(-24) },
});

beforeAll(async () => {
  for (let index = 0; index < 12; index += 1) {
    await createTestArticle(ctx, {
      title: `Filler story ${index}`,
      categories: ["Strategy"],
      publishedAt: hoursAgo(10 + index),
    });
  }
});

const getJson = async (path: string) => {
  const response = await ctx.app.request(path);
  return { status: response.status, body: await response.json(), response };
};

describe("GET /api/v1/article", () => {
  it("lists published articles with the pagination shape and default page size 10", async () => {
    const { status, body } = await getJson("/api/v1/article");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(body.meta.pagination).toMatchObject({
      currentPage: 1,
      perPage: 10,
      total: 15,
      lastPage: 2,
      nextPage: 2,
      prevPage: null,
    });
    const titles = body.data.map((item: { title: string }) => item.title);
    expect(titles).not.toContain("Secret draft about tiktok");
    expect(titles).not.toContain("Scheduled tiktok news");
    expect(body.data[0]).toMatchObject({
      uid: expect.any(String),
      title: expect.any(String),
      created_at: expect.any(String),
      views: expect.any(Number),
      categories: expect.any(Array),
    });
  });

  it("defaults to id descending and honours sortBy/sortOrder", async () => {
    const desc = (await getJson("/api/v1/article?limit=100")).body.data;
    expect(desc[0].title).toBe("Filler story 11");
    const asc = (await getJson("/api/v1/article?limit=100&sortBy=title&sortOrder=asc")).body.data;
    const titles = asc.map((item: { title: string }) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it("pages through results", async () => {
    const { body } = await getJson("/api/v1/article?page=2&limit=10");
    expect(body.data).toHaveLength(5);
    expect(body.meta.pagination).toMatchObject({ currentPage: 2, nextPage: null, prevPage: 1 });
  });

  it("ranks title matches above category matches above body matches", async () => {
    const { body } = await getJson("/api/v1/article?search=tiktok");
    const found = body.data.map((item: { uid: string }) => item.uid);
    expect(found).toEqual([uids.tiktok, uids.category, uids.body]);
    expect(body.meta.pagination.total).toBe(3);
    expect(body.data[2].snippet).toContain("<mark>tiktok</mark>");
  });

  it("finds a misspelt title word", async () => {
    const { body } = await getJson("/api/v1/article?search=webite%20sped");
    expect(body.data.map((item: { uid: string }) => item.uid)).toContain(uids.body);
  });

  it("filters by tag (category slug)", async () => {
    const { body } = await getJson("/api/v1/article?tag=live-commerce");
    expect(body.data.map((item: { uid: string }) => item.uid)).toEqual([uids.tiktok]);
  });

  it("escapes snippet text so stored text cannot inject HTML", async () => {
    await createTestArticle(ctx, {
      title: "Escaping check zebra",
      content: "<p>zebra &lt;img src=x onerror=alert(1)&gt; text</p>",
    });
    const { body } = await getJson("/api/v1/article?search=zebra");
    expect(body.data[0].snippet).not.toContain("<img");
    expect(body.data[0].snippet).toContain("&lt;img");
  });

  /** The error of a query parameter that fails validation: the field is named with its reason. */
  const invalidField = (field: string) => ({
    code: "validation_failed",
    fields: { [field]: expect.any(String) },
  });

  it.each([
    ["limit=0", invalidField("limit")],
    ["limit=101", invalidField("limit")],
    ["page=0", invalidField("page")],
    ["page=abc", invalidField("page")],
    ["sortBy=password", invalidField("sortBy")],
    ["sortOrder=sideways", invalidField("sortOrder")],
    ["search=%00", { code: "invalid_characters" }],
    ["search=%E0%A4%A", { code: "invalid_query" }],
    ["search=%ED%A0%80", { code: "invalid_query" }],
  ])("rejects %s with a 400 saying why", async (query, error) => {
    const { status, body } = await getJson(`/api/v1/article?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject(error);
  });
});

describe("GET /api/v1/article?search: bounded", () => {
  const phrase = (words: number) =>
    `"${Array.from({ length: words }, (_, index) => (index % 2 ? "brand" : "marketing")).join(" ")}"`;

  it("refuses a search of more than 8 words or 100 characters with a 400 naming search", async () => {
    for (const search of [phrase(18), phrase(9), "supercalifragilistic ".repeat(6)]) {
      const { status, body } = await getJson(
        `/api/v1/article?search=${encodeURIComponent(search)}`,
      );
      expect(status, search).toBe(400);
      expect(body.error).toMatchObject({
        code: "validation_failed",
        fields: { search: expect.stringMatching(/at most (8 words|100 characters)/) },
      });
    }
    const eight = await getJson(`/api/v1/article?search=${encodeURIComponent(phrase(8))}`);
    expect(eight.status).toBe(200);
  });

  it("refuses a page of more than 20 while searching, and keeps 100 for plain lists", async () => {
    const refused = await getJson("/api/v1/article?search=tiktok&limit=100&page=2");
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ limit: "Must be at most 20 when searching" });
    expect((await getJson("/api/v1/article?search=tiktok&limit=20")).status).toBe(200);
    expect((await getJson("/api/v1/article?limit=100")).status).toBe(200);
  });

  it("builds the snippet from the first 2,000 characters: a match further in finds the article, not the headline", async () => {
    const filler = "Campaign notes on reach and frequency for regional brands. ".repeat(90);
    expect(filler.length).toBeGreaterThan(5000);
    const { uid } = await createTestArticle(ctx, {
      title: "Long read on media planning",
      excerpt: "Opening thoughts",
      content: `<p>${filler}</p><p>The wombat appears only here.</p>`,
    });
    const { status, body } = await getJson("/api/v1/article?search=wombat");
    expect(status).toBe(200);
    expect(body.data.map((item: { uid: string }) => item.uid)).toEqual([uid]);
    expect(body.data[0].snippet).toMatch(/^Opening thoughts Campaign notes/);
    expect(body.data[0].snippet).not.toContain("<mark>");
    const near = await getJson("/api/v1/article?search=frequency");
    const item = near.body.data.find((found: { uid: string }) => found.uid === uid);
    expect(item.snippet).toContain("<mark>frequency</mark>");
  });

  it("finds a quoted phrase and marks its words in the snippet", async () => {
    const { body } = await getJson(
      `/api/v1/article?search=${encodeURIComponent('"sell on live"')}`,
    );
    expect(body.data.map((item: { uid: string }) => item.uid)).toEqual([uids.tiktok]);
    expect(body.data[0].snippet).toContain("<mark>sell</mark> on <mark>live</mark>");
  });

  // PGlite takes the statement_timeout setting but never cancels a statement (WebAssembly has
  // no timer signal): there the bounds above are the protection. A lock held by another
  // connection makes the search wait for certain, so the timeout fires without any timing guess.
  it.skipIf(!process.env.DATABASE_URL)(
    "answers 503 with a reason and Retry-After, not a 500, when a search outlasts its time limit",
    async () => {
      const pending = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`lock table article_translations in access exclusive mode`);
        const request = Promise.resolve(ctx.app.request("/api/v1/article?search=tiktok"));
        // Without a time limit the search would wait for this lock forever: let it go after 10 s.
        await Promise.race([request, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        return { request };
      });
      const response = await pending.request;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      const body = await response.json();
      expect(body).toEqual({
        error: {
          code: "search_timeout",
          message: expect.stringContaining("took too long"),
          retryAfterSeconds: expect.any(Number),
        },
      });
      expect((await getJson("/api/v1/article?search=tiktok")).status).toBe(200);
    },
  );
});

describe("GET /api/v1/article/detail/{id}", () => {
  it("returns data.original with the detail fields", async () => {
    const article = await readPublicArticle(ctx, uids.tiktok);
    expect(article).toMatchObject({
      uid: uids.tiktok,
      title: "TikTok Shop live selling playbook",
      created_at: expect.any(String),
      views: 0,
      content: "<p>How brands sell on live streams every night.</p>",
      categories: expect.arrayContaining([
        expect.objectContaining({ uid: expect.any(String), name: "Live Commerce" }),
      ]),
    });
    expect(article).toHaveProperty("image");
  });

  it("answers 404 for drafts, scheduled and unknown uids", async () => {
    for (const uid of [uids.draft, uids.future, "nope"]) {
      const { status, body } = await getJson(`/api/v1/article/detail/${uid}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe("not_found");
    }
  });

  it("answers 400 for a malformed uid", async () => {
    const { status } = await getJson("/api/v1/article/detail/%3Cscript%3E");
    expect(status).toBe(400);
  });
});

describe("feeds", () => {
  it("newsfeed lists the latest published first", async () => {
    const { body } = await getJson("/api/v1/article/newsfeed");
    expect(body.data.original.length).toBeGreaterThan(0);
    const dates = body.data.original.map((item: { published_at: string }) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("best-articles ranks by views of the last 30 days", async () => {
    await ctx.app.request(`/api/v1/article/${uids.body}/views`, {
      method: "POST",
      headers: {
        "x-forwarded-for": "1.1.1.1",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36",
      },
    });
    const { body } = await getJson("/api/v1/article/best-articles");
    expect(body.data.original[0].uid).toBe(uids.body);
  });

  it("recommendations share categories with the given article", async () => {
    const { body } = await getJson(`/api/v1/article/recommendations?article=${uids.tiktok}`);
    const list = body.data.original as { uid: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((item) => item.uid)).not.toContain(uids.tiktok);
    const plain = await getJson("/api/v1/article/recommendations");
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body.data.original)).toBe(true);
  });
});

describe("POST /api/v1/article/{id}/views", () => {
  const view = (uid: string, ip: string, userAgent = "Mozilla/5.0 Chrome/120") =>
    ctx.app.request(`/api/v1/article/${uid}/views`, {
      method: "POST",
      headers: { "x-forwarded-for": ip, "user-agent": userAgent },
    });

  it("counts a visitor once per day and each visitor separately", async () => {
    const first = await view(uids.category, "2.2.2.2");
    expect(first.status).toBe(200);
    expect((await first.json()).data.views).toBe(1);
    expect((await (await view(uids.category, "2.2.2.2")).json()).data.views).toBe(1);
    expect((await (await view(uids.category, "3.3.3.3")).json()).data.views).toBe(2);
  });

  it("counts again the next day", async () => {
    ctx.advanceClock(86_400_000);
    expect((await (await view(uids.category, "2.2.2.2")).json()).data.views).toBe(3);
  });

  it("does not count known bots", async () => {
    const response = await view(
      uids.category,
      "4.4.4.4",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.views).toBe(3);
  });

  it("adds exactly one for many concurrent posts from one visitor", async () => {
    const { uid } = await createTestArticle(ctx, { title: "Concurrency check" });
    const responses = await Promise.all(Array.from({ length: 30 }, () => view(uid, "5.5.5.5")));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await readPublicArticle(ctx, uid)).views).toBe(1);
  });

  it("caps what one IP adds to one article per day, whatever its user agent, under 300 posts in flight", async () => {
    const { uid } = await createTestArticle(ctx, { title: "Rotating user agents" });
    const flood = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        view(uid, "7.7.7.7", `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + index}.0`),
      ),
    );
    expect(flood.every((response) => response.status === 200)).toBe(true);
    const added = (await readPublicArticle(ctx, uid)).views;
    console.log(`300 views with 300 user agents from one IP, all in flight: +${added}`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(VIEWS_PER_IP_PER_DAY);
    for (let index = 0; index < VIEWS_PER_IP_PER_DAY + 2; index += 1) {
      await view(uid, "7.7.7.7", `Mozilla/5.0 Firefox/${index}`);
    }
    const capped = (await readPublicArticle(ctx, uid)).views;
    expect(capped).toBe(VIEWS_PER_IP_PER_DAY);
    expect((await (await view(uid, "7.7.7.8")).json()).data.views).toBe(capped + 1);
    ctx.advanceClock(86_400_000);
    expect((await (await view(uid, "7.7.7.7")).json()).data.views).toBe(capped + 2);
  });

  it("answers 404 for an unknown article", async () => {
    expect((await view("unknown-uid", "6.6.6.6")).status).toBe(404);
  });

  it("counts a view at 23:30 UTC on the next day, the agency's (06:30 WIB)", async () => {
    const { id, uid } = await createTestArticle(ctx, { title: "Read at breakfast" });
    ctx.advanceClockToUtc(23.5);
    expect((await view(uid, "8.8.8.8")).status).toBe(200);
    const utcDay = ctx.services.now().toISOString().slice(0, 10);
    const [stored] = (
      (await ctx.db.execute(
        sql`select day::text as day from article_views where article_id = ${id}`,
      )) as unknown as { rows: { day: string }[] }
    ).rows;
    expect(stored.day).toBe(agencyDay(ctx.services.now()));
    expect(stored.day > utcDay).toBe(true);
  });
});
