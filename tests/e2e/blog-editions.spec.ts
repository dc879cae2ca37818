import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

type ApiArticle = { uid: string; title: string; language: "en" | "id"; languages: string[] };

test.use({ serviceWorkers: "block" });

/** Newest first, as /article/all lists them. */
async function articlesIn(request: APIRequestContext, lang: "en" | "id") {
  const response = await request.get(`/api/v1/article?lang=${lang}&limit=12&sortBy=published_at`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiArticle[] }).data;
}

/** The newest article the edition lists written in `language` (its own, or English as a fallback). */
async function newestArticle(
  request: APIRequestContext,
  edition: "en" | "id",
  language: "en" | "id",
) {
  const found = (await articlesIn(request, edition)).find((item) => item.language === language);
  expect(found, `an article in ${language} on the ${edition} edition`).toBeDefined();
  return found as ApiArticle;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

test("Indonesian search finds 'pemasaran' in an Indonesian article, shown in Indonesian", async ({
  page,
}) => {
  await page.goto("/id/article?search=pemasaran");
  const card = page.locator('article[lang="id"]', {
    has: page.getByRole("link", { name: /Strategi Iklan Digital Ramadan/ }),
  });
  await expect(card).toBeVisible();
  // Stemmed: 'pasar' words are marked too; the searched word itself is among them.
  await expect(card.locator("mark", { hasText: /^pemasaran$/i }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expectNoAxeViolations(page);
});

test("a translated article reads in each edition's language, without a note", async ({
  page,
  request,
}) => {
  const indonesian = await newestArticle(request, "id", "id");
  const uid = indonesian.uid;
  await page.goto(`/id/article/${uid}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(indonesian.title);
  await expect(page.locator('main > article[lang="id"]')).toHaveCount(1);
  await expect(page.getByTestId("article-language-note")).toHaveCount(0);

  const english = (await articlesIn(request, "en")).find((item) => item.uid === uid);
  await page.goto(`/article/${uid}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english?.title ?? "");
  await expect(page.locator('main > article[lang="en"]')).toHaveCount(1);
  await expect(page.getByTestId("article-language-note")).toHaveCount(0);
});

test("an untranslated article falls back to English on the Indonesian edition with a note", async ({
  page,
  request,
}) => {
  const untranslated = await newestArticle(request, "id", "en");
  await page.goto(`/id/article/${untranslated.uid}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(untranslated.title);
  // The article's own text says it is English; the note is in the page's language.
  await expect(page.locator('main > article[lang="en"]')).toHaveCount(1);
  const note = page.getByTestId("article-language-note");
  await expect(note).toHaveText(/belum tersedia dalam Bahasa Indonesia/);
  await expect(note).toHaveAttribute("lang", "id");
  await expectNoAxeViolations(page);

  // The list marks it too, in the page's language.
  await page.goto("/id/article/all");
  const card = page.locator('article[lang="en"]', {
    has: page.getByRole("link", { name: untranslated.title }),
  });
  await expect(card.getByTestId("article-card-language")).toHaveText(/Berbahasa Inggris/);
});
