import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_PASSWORD } from "./accounts.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

// Issue 26's "done when": revisions, preview links, the language warning, Indonesian figures.

async function createArticle(page: Page, overrides: Record<string, unknown> = {}) {
  const response = await page.request.post("/api/v1/admin/articles", {
    data: {
      title: `Workflow one ${randomUUID().slice(0, 8)}`,
      excerpt: "The first excerpt.",
      content: "<p>The first body of the article.</p>",
      status: "published",
      categories: ["Strategy"],
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.uid as string;
}

async function saveTitle(page: Page, uid: string, title: string) {
  await gotoAdmin(page, `/admin/article/form/${uid}`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();
}

test.describe("signed in as an editor", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor");
  });

  test("save three times, see the diff, restore the first version and find it on the public page", async ({
    page,
  }) => {
    const first = `Workflow first ${randomUUID().slice(0, 8)}`;
    const uid = await createArticle(page, { title: first });
    await saveTitle(page, uid, `${first} second`);
    await saveTitle(page, uid, `${first} third`);

    await gotoAdmin(page, `/admin/article/form/${uid}`);
    await page.getByRole("link", { name: "Revisions and preview links" }).click();
    await expect(page).toHaveURL(`/admin/article/history/${uid}`);
    const revisions = page.getByTestId("revision");
    await expect(revisions).toHaveCount(3);
    await expect(revisions.first()).toContainText("current");
    await revisions.last().getByRole("link", { name: "Compare with current" }).click();
    const diff = page.getByTestId("revision-diff");
    await expect(diff.locator("ins")).toContainText(["third"]);
    await expectNoAxeViolations(page);
    await diff.getByRole("button", { name: "Restore this revision" }).click();
    await expect(page.getByText("Revision restored")).toBeVisible();
    await expect(revisions).toHaveCount(4);
    await expect(revisions.first()).toContainText(first);

    await page.goto(`/article/${uid}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  });

  test("a preview link opens the draft signed out in both languages, and answers 404 once revoked", async ({
    page,
    browser,
  }) => {
    const title = `Preview draft ${randomUUID().slice(0, 8)}`;
    const uid = await createArticle(page, {
      title,
      status: "draft",
      id: {
        title: `Draf pratinjau ${randomUUID().slice(0, 8)}`,
        content: "<p>Isi draf yang belum terbit.</p>",
      },
    });
    expect((await page.request.get(`/article/${uid}`)).status()).toBe(404);
    await gotoAdmin(page, `/admin/article/history/${uid}`);
    const urls: string[] = [];
    for (const language of ["English", "Bahasa Indonesia"]) {
      await page.getByLabel("Language", { exact: true }).selectOption({ label: language });
      await page.getByRole("button", { name: "Create link" }).click();
      const field = page.getByTestId("preview-link-url");
      await expect(field).toHaveValue(
        new RegExp(language === "English" ? "/preview/" : "/id/preview/"),
      );
      urls.push(await field.inputValue());
    }
    await expect(page.getByTestId("preview-links").getByRole("listitem")).toHaveCount(2);

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const english = await reader.goto(urls[0]);
    expect(english?.status()).toBe(200);
    expect(english?.headers()["cache-control"]).toBe("private, no-store");
    await expect(reader.getByTestId("preview-band")).toBeVisible();
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const indonesian = await reader.goto(urls[1]);
    expect(indonesian?.status()).toBe(200);
    await expect(reader.getByTestId("preview-band")).toContainText("Pratinjau");
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(/^Draf pratinjau/);

    await page.getByTestId("preview-links").getByRole("button", { name: "Revoke" }).first().click();
    await expect(page.getByText("Preview link revoked")).toBeVisible();
    await expect(page.getByTestId("preview-links").getByRole("listitem")).toHaveCount(1);
    const revoked = await reader.goto(urls[1]);
    expect(revoked?.status()).toBe(404);
    await visitor.close();
  });

  test("an Indonesian meta description set in the editor is in /id/article/{id}'s head and JSON-LD", async ({
    page,
  }) => {
    const uid = await createArticle(page, {
      id: {
        title: `Artikel SEO ${randomUUID().slice(0, 8)}`,
        content: "<p>Isi artikel untuk pembaca Indonesia.</p>",
      },
    });
    await gotoAdmin(page, `/admin/article/form/${uid}`);
    const seo = page.getByTestId("article-seo-id");
    const description =
      "Cara menyusun iklan digital yang balik modal, ditulis untuk pemilik brand.";
    await seo.getByLabel("Meta description").fill(description);
    await expect(seo).toContainText(`${description.length} of about 160 characters`);
    await expect(seo.getByTestId("seo-search-card")).toContainText(description);
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page.getByText("Article saved")).toBeVisible();

    await page.goto(`/id/article/${uid}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      description,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({ description, inLanguage: "id" });
  });

  test("typing Indonesian into the English version shows the warning before saving", async ({
    page,
  }) => {
    await gotoAdmin(page, "/admin/article/form");
    await expect(page.getByTestId("language-warning")).toBeEmpty();
    await page.getByLabel("Title", { exact: true }).fill("Strategi konten untuk UMKM");
    await page
      .getByLabel("Excerpt", { exact: true })
      .fill(
        "Panduan yang bisa dipakai pemilik usaha kecil untuk mulai jualan dari ponsel yang ada di tangan, tanpa tim kreatif dan tanpa anggaran besar.",
      );
    await expect(page.getByTestId("language-warning")).toContainText(
      "The English version reads like Bahasa Indonesia",
    );

    // The in-editor preview shows either language, at a phone's or a desk's width.
    await page.getByLabel("Title (Bahasa Indonesia)").fill("Judul versi Indonesia");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByTestId("article-preview");
    await expect(preview.getByRole("heading")).toHaveText("Strategi konten untuk UMKM");
    const main = page.locator("#admin-main");
    await main.getByRole("button", { name: "Bahasa Indonesia", exact: true }).click();
    await expect(preview.getByRole("heading")).toHaveText("Judul versi Indonesia");
    await expect(preview).toHaveAttribute("lang", "id");
    const desk = (await preview.boundingBox())?.width ?? 0;
    await main.getByRole("button", { name: "Phone", exact: true }).click();
    await expect.poll(async () => (await preview.boundingBox())?.width ?? 0).toBeLessThan(desk);
  });
});

test("the Indonesian home writes its figures in juta and miliar", async ({ page }) => {
  await page.goto("/id");
  await waitHydrated(page);
  const hero = page.locator("dl").first();
  await expect(hero).toContainText("1,25 miliar");
  await expect(hero).toContainText("4,8 juta");
  await page.goto("/");
  await expect(page.locator("dl").first()).toContainText("1,25B");
});

/**
 * An expired link: a second server of the same build, whose clock the test moves through
 * TEST_CLOCK_FILE (NODE_ENV=test only); the wall clock is untouched.
 */
test.describe("with a server whose clock the test moves", () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const dataDir = `${process.env.E2E_DATA_DIR ?? ".cache/e2e-data"}-clock`;
  const clockFile = `${dataDir}.clock`;
  const base = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(clockFile, "0");
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      STAFF_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SEED_DEMO: "false",
      TEST_CLOCK_FILE: clockFile,
      PORT: String(port),
    };
    execFileSync(
      process.execPath,
      [
        "scripts/staff-create.ts",
        "--email",
        E2E_ADMIN.email,
        "--name",
        E2E_ADMIN.name,
        "--role",
        "admin",
        "--locale",
        "en",
      ],
      { env, stdio: "ignore" },
    );
    server = spawn(process.execPath, ["build/server/index.js"], { env, stdio: "ignore" });
    // Waits as long as the server is starting (a busy machine boots slowly); only the hook's
    // timeout, the web server's own, bounds a server that never answers.
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the clock server exited with ${server.exitCode}`);
      const ready = await fetch(`${base}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(clockFile, { force: true });
  });

  test("an expired link answers 404", async ({ playwright }) => {
    const staff = await playwright.request.newContext({ baseURL: base });
    expect(
      (
        await staff.post("/api/v1/auth/login", {
          data: { email: E2E_ADMIN.email, password: E2E_PASSWORD },
        })
      ).status(),
    ).toBe(200);
    const created = await staff.post("/api/v1/admin/articles", {
      data: { title: "Expiring draft", content: "<p>Soon gone.</p>", status: "draft" },
    });
    const { uid } = (await created.json()).data;
    const link = await staff.post(`/api/v1/admin/articles/${uid}/preview-links`, {
      data: { language: "en", hours: 1 },
    });
    const { path } = (await link.json()).data;
    const visitor = await playwright.request.newContext({ baseURL: base });
    expect((await visitor.get(path)).status()).toBe(200);
    writeFileSync(clockFile, String(59 * 60_000));
    expect((await visitor.get(path)).status()).toBe(200);
    writeFileSync(clockFile, String(61 * 60_000));
    expect((await visitor.get(path)).status()).toBe(404);
    await staff.dispose();
    await visitor.dispose();
  });
});
