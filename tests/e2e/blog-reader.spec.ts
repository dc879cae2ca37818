import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatShortNumber } from "#app/lib/format-number.ts";
import { formatDate } from "#contracts/agency-clock.ts";
import { E2E_EDITOR, E2E_PASSWORD } from "./accounts.ts";
import { waitHydrated } from "./admin-support.ts";

type ApiArticle = {
  uid: string;
  title: string;
  created_at: string;
  views: number;
  image: string | null;
  categories: { uid: string; name: string; slug: string }[];
};

// The site's service worker would answer fetches itself, out of reach of page.route.
test.use({ serviceWorkers: "block" });

async function hydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitHydrated(page);
  return response;
}

async function apiList(request: APIRequestContext, query = "") {
  const response = await request.get(`/api/v1/article${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    data: ApiArticle[];
    meta: { pagination: { total: number; lastPage: number } };
  };
}

async function expectNoAxeViolations(page: Page) {
  // The shared sonner Toaster (root.tsx) is checked by its owner; a toast left over from the
  // previous step must not hide this page's own result.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

test.describe("article list", () => {
  test("list mode: best articles, newsfeed, recommendations and a paginated list in the first HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/article")).text();
    const first = await apiList(request, "?page=1");
    // Server-rendered: the list's titles are in the HTML response itself.
    for (const article of first.data) expect(html).toContain(`href="/article/${article.uid}"`);

    await hydrated(page, "/article");
    for (const heading of ["Best articles", "Newsfeed", "Recommended for you", "Every article"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const list = page.locator('section[aria-labelledby="all-articles"] > ul > li');
    await expect(list).toHaveCount(10);
    await expect(list.first().getByRole("heading")).toHaveText(first.data[0].title);

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/article\?page=2#all-articles$/);
    const second = await apiList(request, "?page=2");
    await expect(list.first().getByRole("heading")).toHaveText(second.data[0].title);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The page number is used as given: a direct link to page 2 shows the same first article.
    await hydrated(page, "/article?page=2");
    await expect(list.first().getByRole("heading")).toHaveText(second.data[0].title);
  });

  test("search mode: results with a count and highlighted words; the URL holds the state and Back works", async ({
    page,
    request,
  }) => {
    await hydrated(page, "/article");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("tiktok");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/article\?search=tiktok$/);
    const expected = await apiList(request, "?search=tiktok");
    expect(expected.meta.pagination.total).toBeGreaterThan(0);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: new RegExp(`^${expected.meta.pagination.total} articles? for “tiktok”`),
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best articles" })).toHaveCount(0);
    await expect(page.locator("mark").first()).toBeVisible();
    await expect(page.locator("mark").first()).toHaveText(/tiktok/i);

    await page.goBack();
    await expect(page).toHaveURL(/\/article$/);
    await expect(page.getByRole("heading", { name: "Best articles" })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/search=tiktok/);
    await expect(searchValue(page)).resolves.toBe("tiktok");
  });

  test("tag filter: a chip filters the list and its URL can be shared", async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get("/api/v1/article/categories")).json()).data as {
      name: string;
      slug: string;
      count: number;
    }[];
    const category = categories.find((item) => item.count > 1) ?? categories[0];
    await hydrated(page, "/article");
    await page
      .getByRole("navigation", { name: "Filter by topic" })
      .getByRole("link", { name: new RegExp(`^${escapeRegex(category.name)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/article\\?tag=${category.slug}$`));
    const expected = await apiList(request, `?tag=${category.slug}&limit=100`);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: `${category.count} ${category.count === 1 ? "article" : "articles"} in ${category.name}`,
      }),
    ).toBeVisible();
    const cards = page.locator('section[aria-labelledby="results-title"] > ul > li');
    await expect(cards).toHaveCount(Math.min(10, expected.data.length));
    await expect(cards.first().getByRole("heading")).toHaveText(expected.data[0].title);
    await expect(
      page.getByRole("link", { name: new RegExp(`^${escapeRegex(category.name)}`) }).first(),
    ).toHaveAttribute("aria-current", "true");
  });

  test("empty search suggests other topics and is recorded", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const term = `zzq${Date.now().toString(36)}`;
    await hydrated(page, `/article?search=${term}`);
    await expect(
      page.getByRole("heading", { level: 2, name: `0 articles for “${term}”` }),
    ).toBeVisible();
    // The dashboard (staff API) lists searches that found nothing.
    const staff = await playwright.request.newContext({ baseURL });
    const login = await staff.post("/api/v1/auth/login", {
      data: { email: E2E_EDITOR.email, password: E2E_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const dashboard = await (await staff.get("/api/v1/admin/dashboard")).json();
    expect(
      dashboard.data.articles.zeroResultSearches.map((row: { query: string }) => row.query),
    ).toContain(term);
    await staff.dispose();
    await hydrated(page, "/article?search=zzqxwvnothing");
    await expect(page.getByRole("heading", { name: "Nothing matches that yet" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: /^0 articles for “zzqxwvnothing”/ }),
    ).toBeVisible();
    const suggestion = page
      .getByRole("navigation", { name: "Suggested topics" })
      .getByRole("link")
      .nth(1);
    await expect(suggestion).toHaveAttribute("href", /\/article\?tag=/);
  });

  test("a failed fetch shows the toast 'Failed to fetch Article' with a retry", async ({
    page,
  }) => {
    await hydrated(page, "/article");
    await page.locator("form[role=search][data-hydrated]").waitFor();
    await page.route("**/article.data**", (route) => route.abort());
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("ramadan");
    await search.press("Enter");
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Failed to fetch Article" });
    await expect(toast).toBeVisible();
    await page.unroute("**/article.data**");
    await toast.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /for “ramadan”/ })).toBeVisible();
    await expect(toast).toHaveCount(0);
  });

  test("/article/all lists every published article with pages", async ({ page, request }) => {
    await hydrated(page, "/article/all");
    const { meta } = await apiList(request);
    await expect(page.getByRole("heading", { level: 1, name: "All articles" })).toBeVisible();
    await expect(page.getByText(`${meta.pagination.total} articles.`)).toBeVisible();
    await expect(page.locator("ul > li > article")).toHaveCount(
      Math.min(12, meta.pagination.total),
    );
    if (meta.pagination.total > 12) {
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/article\/all\?page=2$/);
    }
  });

  test("the list pages have no axe violations", async ({ page }) => {
    for (const path of [
      "/article",
      "/article?search=tiktok",
      "/article/all",
      "/article?search=zzqxwvnothing",
    ]) {
      await hydrated(page, path);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/article", "/article?search=tiktok"]) {
      await hydrated(page, path);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("article detail", () => {
  test("reads the view call's answer: the new count is shown and the page reaches network idle", async ({
    page,
    request,
  }) => {
    const { data } = await apiList(request, "?limit=20");
    const uid = data[data.length - 1].uid;
    const viewCall = page.waitForResponse((response) =>
      response.url().endsWith(`/article/${uid}/views`),
    );
    await page.goto(`/article/${uid}`);
    const answer = (await (await viewCall).json()) as { data: { views: number } };
    await expect(page.getByTestId("article-views")).toHaveText(
      `${formatShortNumber(answer.data.views)} views`,
    );
    // An unread answer body kept the call open, so the page never went idle.
    await page.waitForLoadState("networkidle", { timeout: 10_000 });
  });

  test("shows chips, title, date 'MMMM DD, YYYY', shortened views, cover, body; SEO tags", async ({
    page,
    request,
  }) => {
    const { data } = await apiList(request, "?limit=20");
    const withCover = data.find((item) => item.image?.startsWith("/media/covers/")) ?? data[0];
    const detail = (await (await request.get(`/api/v1/article/detail/${withCover.uid}`)).json())
      .data.original as ApiArticle & { content: string };
    await hydrated(page, `/article/${detail.uid}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.title);
    await expect(page.getByTestId("article-date")).toHaveText(formatDate(detail.created_at, "en"));
    expect(formatDate(detail.created_at, "en")).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    const views = await page.getByTestId("article-views").innerText();
    expect([
      `${formatShortNumber(detail.views)} views`,
      `${formatShortNumber(detail.views + 1)} views`,
    ]).toContain(views.trim());
    const chips = page.locator("article header ul li");
    await expect(chips).toHaveText(detail.categories.map((category) => category.name));
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(page.getByTestId("article-body").locator("p").first()).toBeVisible();

    const picture = page.getByTestId("article-cover").locator("picture");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /-480\.avif 480w, .*-800\.avif 800w, .*-1200\.avif 1200w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /-1200\.webp 1200w/,
    );
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "630");
    expect((await img.boundingBox())?.height).toBe(427);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await img.boundingBox())?.height).toBe(232);

    const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    const types = ld.map((text) => JSON.parse(text)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    const article = ld.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Article");
    expect(article.headline).toBe(detail.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/article/${detail.uid}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http.*\/media\/covers\/.+\.webp$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expectNoAxeViolations(page);
  });

  test("share copies host + /article/{uid} and shows 'Share Link Copied'", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { data } = await apiList(request, "?limit=1&page=2");
    await hydrated(page, `/article/${data[0].uid}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Share Link Copied" }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/article/${data[0].uid}`);
  });

  test("a view is posted once per browser and never again", async ({ page, request }) => {
    const { data } = await apiList(request, "?limit=3");
    const uid = data[1].uid;
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && /\/api\/v1\/article\/[^/]+\/views$/.test(req.url()))
        posts.push(req.url());
    });
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/article/${uid}/views`),
    );
    await hydrated(page, `/article/${uid}`);
    expect((await answered).status()).toBe(200);
    expect(posts).toEqual([expect.stringContaining(`/api/v1/article/${uid}/views`)]);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("viewedArticles")))
      .toContain(uid);

    await page.reload();
    await waitHydrated(page);
    await hydrated(page, "/article");
    await page.locator(`a[href="/article/${uid}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/article/${uid}$`));
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
  });

  test("a failed view POST does not add the id, and the next visit tries again", async ({
    page,
    request,
  }) => {
    const { data } = await apiList(request, "?limit=3");
    const uid = data[2].uid;
    await page.route("**/api/v1/article/*/views", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    const failed = page.waitForRequest(
      (req) => req.method() === "POST" && req.url().endsWith(`/article/${uid}/views`),
    );
    await hydrated(page, `/article/${uid}`);
    await failed;
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => localStorage.getItem("viewedArticles") ?? "[]")).not.toContain(
      uid,
    );

    await page.unroute("**/api/v1/article/*/views");
    const retried = page.waitForResponse((response) =>
      response.url().endsWith(`/article/${uid}/views`),
    );
    await hydrated(page, `/article/${uid}`);
    expect((await retried).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("viewedArticles")))
      .toContain(uid);
  });

  test("Back goes back one step, or to /article when there is no history", async ({
    page,
    request,
  }) => {
    const { data } = await apiList(request, "?limit=1&sortBy=published_at");
    await hydrated(page, `/article/${data[0].uid}`);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/article$/);

    await hydrated(page, "/article/all");
    await page.locator(`a[href="/article/${data[0].uid}"]`).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data[0].title);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/article\/all$/);
  });

  test("a spinner shows while the article loads", async ({ page, request }) => {
    const { data } = await apiList(request, "?limit=1");
    await hydrated(page, "/article");
    await page.locator("form[role=search][data-hydrated]").waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/article/*.data**", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`a[href="/article/${data[0].uid}"]`).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading article…" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data[0].title);
    await expect(page.getByRole("status").filter({ hasText: "Loading article…" })).toHaveCount(0);
  });

  test("an unknown uid answers 404 with a not-found state", async ({ page }) => {
    const response = await page.goto("/article/no-such-article-here");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "We couldn't find that article" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse articles" })).toHaveAttribute(
      "href",
      "/article",
    );
  });
});

test("RSS: /rss.xml is RSS 2.0 that parses as XML and lists the latest articles", async ({
  page,
  request,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  const newsfeed = (await (await request.get("/api/v1/article/newsfeed")).json()).data
    .original as ApiArticle[];
  await page.goto("/robots.txt");
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    return {
      errors: document.getElementsByTagName("parsererror").length,
      root: document.documentElement.nodeName,
      version: document.documentElement.getAttribute("version"),
      titles: [...document.querySelectorAll("item > title")].map((node) => node.textContent),
      links: [...document.querySelectorAll("item > link")].map((node) => node.textContent),
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.root).toBe("rss");
  expect(parsed.version).toBe("2.0");
  expect(parsed.titles.slice(0, newsfeed.length)).toEqual(newsfeed.map((article) => article.title));
  expect(parsed.links[0]).toMatch(new RegExp(`/article/${newsfeed[0].uid}$`));
});

function escapeRegex(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function searchValue(page: Page) {
  return page.getByRole("searchbox", { name: "Search articles" }).inputValue();
}
