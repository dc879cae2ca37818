import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { XSS_CORPUS } from "#server/articles/xss-corpus.ts";
import { E2E_EDITOR, E2E_PASSWORD } from "./accounts.ts";
import { waitHydrated } from "./admin-support.ts";

// The site's service worker would answer fetches itself, out of reach of page.route.
test.use({ serviceWorkers: "block" });

async function signInAsEditor(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await waitHydrated(page);
  await page.getByLabel("Email").fill(E2E_EDITOR.email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, "\\$&")}$`));
  await waitHydrated(page);
}

async function expectNoAxeViolations(page: Page) {
  // The shared sonner Toaster (root.tsx) is checked by its owner; a toast left over from the
  // previous step must not hide this page's own result.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

async function coverPng() {
  return sharp({
    create: { width: 1400, height: 800, channels: 3, background: "#F68724" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800"><circle cx="1000" cy="400" r="260" fill="#FDD12A"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

async function fillArticle(
  page: Page,
  title: string,
  options: { html?: string; body?: string; category?: string },
) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill(`Excerpt of ${title}`);
  if (options.category) {
    const input = page.getByLabel("Categories");
    await input.fill(options.category);
    await input.press("Enter");
    await expect(page.getByRole("button", { name: `Remove ${options.category}` })).toBeVisible();
  }
  if (options.body) {
    const editor = page.getByRole("textbox", { name: "Body", exact: true });
    await editor.click();
    await page.keyboard.type(options.body);
  }
  if (options.html !== undefined) {
    await page.getByTestId("article-version-en").getByRole("button", { name: "HTML" }).click();
    await page.getByRole("textbox", { name: "Body", exact: true }).fill(options.html);
  }
  await page.getByLabel("Status").selectOption("published");
}

/** Saves the article form, which returns to the list. */
async function saveArticle(page: Page) {
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(/\/admin\/article$/);
}

/** The public address of the list's article titled `title`, from its View link. */
function viewHrefOf(page: Page, title: string) {
  return page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("link", { name: `View: ${title}` })
    .getAttribute("href");
}

test.describe.configure({ mode: "serial" });

test("anonymous visitors are sent to the login page from every blog staff screen", async ({
  page,
}) => {
  for (const path of ["/admin/article", "/admin/article/form", "/admin/categories"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
});

test("author flow: create with cover, publish, read it on /article, edit, delete", async ({
  page,
}) => {
  const title = `Playbook ${Date.now().toString(36)} for marketplace launches`;
  await signInAsEditor(page, "/admin/article/form");
  await expectNoAxeViolations(page);

  await fillArticle(page, title, {
    body: "Launch day checklist for Shopee and Tokopedia.",
    category: "E2E Launches",
  });
  await page
    .getByLabel("Cover image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await coverPng() });
  const cover = page.locator("form picture img");
  await expect(cover).toHaveAttribute("src", /^\/media\/covers\/u[\w-]+-1200\.webp$/);
  const coverSrc = (await cover.getAttribute("src")) ?? "";

  // Preview shows the public page from the server-sanitised body.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(
    page.getByTestId("article-preview").getByRole("heading", { name: title }),
  ).toBeVisible();
  await expect(page.getByTestId("article-preview")).toContainText("Launch day checklist");
  await page.getByRole("button", { name: "Edit", exact: true }).click();

  await saveArticle(page);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Article created" }),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("E2E Launches");
  await expectNoAxeViolations(page);

  // The reader sees it.
  const reader = await page.context().browser()?.newPage();
  if (!reader) throw new Error("no browser");
  const origin = new URL(page.url()).origin;
  await reader.goto(`${origin}/article?search=${encodeURIComponent(title.split(" ")[1])}`);
  const card = reader.getByRole("link", { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.locator("article picture img").first()).toHaveAttribute("src", coverSrc);
  await expect(reader.getByTestId("article-body")).toHaveText(
    "Launch day checklist for Shopee and Tokopedia.",
  );
  const publicUrl = reader.url();

  // Edit.
  await row.getByRole("link", { name: `Edit: ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/article\/form\/[\w-]+$/);
  await waitHydrated(page);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  const edited = `${title} (updated)`;
  await page.getByLabel("Title", { exact: true }).fill(edited);
  await saveArticle(page);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Article saved" }),
  ).toBeVisible();
  await reader.goto(publicUrl);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(edited);

  // Delete with the confirmation pattern.
  const editedRow = page.getByRole("row").filter({ hasText: edited });
  await editedRow.getByRole("button", { name: `Delete: ${edited}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(confirm).toContainText("You won't be able to revert this!");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
  const done = page.getByRole("alertdialog");
  await expect(done.getByRole("heading", { name: "Deleted!" })).toBeVisible();
  await done.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("row").filter({ hasText: edited })).toHaveCount(0);
  await reader.close();
  // A fresh browser: the old one may keep the page under stale-while-revalidate.
  const fresh = await page.context().browser()?.newPage();
  const gone = await fresh?.goto(publicUrl);
  expect(gone?.status()).toBe(404);
  await fresh?.close();
});

test("a stored XSS corpus saved through the staff form runs no script on the public page", async ({
  page,
  browser,
}) => {
  const title = `XSS corpus ${Date.now().toString(36)}`;
  await signInAsEditor(page, "/admin/article/form");
  await fillArticle(page, title, {
    html: `<p>Safe intro paragraph.</p>\n${XSS_CORPUS.join("\n")}`,
  });
  await saveArticle(page);
  const href = await viewHrefOf(page, title);

  const reader = await browser.newPage();
  const dialogs: string[] = [];
  reader.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await reader.goto(`${new URL(page.url()).origin}${href}`);
  await waitHydrated(reader);
  const body = reader.getByTestId("article-body");
  await expect(body).toContainText("Safe intro paragraph.");
  // Give handlers (onerror, onload, autofocus, animations) time to fire.
  await body.hover();
  await reader.mouse.move(10, 10);
  await reader.waitForTimeout(1500);
  expect(dialogs).toEqual([]);
  const dangerous = await body.evaluate((element) => {
    const found: string[] = [];
    for (const node of element.querySelectorAll("*")) {
      if (
        [
          "SCRIPT",
          "STYLE",
          "SVG",
          "MATH",
          "OBJECT",
          "EMBED",
          "FORM",
          "INPUT",
          "BASE",
          "META",
          "LINK",
        ].includes(node.tagName.toUpperCase())
      )
        found.push(node.tagName);
      for (const attribute of node.attributes) {
        if (/^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value))
          found.push(`${node.tagName}[${attribute.name}]`);
      }
    }
    return found;
  });
  expect(dangerous).toEqual([]);
  await reader.close();
});

test("categories can be renamed and deleted; the article only loses the category", async ({
  page,
  request,
}) => {
  const title = `Category host ${Date.now().toString(36)}`;
  const topic = `Topic ${Date.now().toString(36)}`;
  await signInAsEditor(page, "/admin/article/form");
  await fillArticle(page, title, { body: "Body text.", category: topic });
  await saveArticle(page);
  const viewHref = await viewHrefOf(page, title);
  const uid = viewHref?.split("/").pop();

  await page.goto("/admin/categories");
  await waitHydrated(page);
  await expect(
    page.getByText(/Deleting a category only removes it from its articles/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Rename: ${topic}` }).click();
  const renamed = `${topic} Renamed`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await page.getByRole("textbox", { name: "Indonesian name" }).fill(`Topik ${topic}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toBeVisible();
  let detail = (await (await request.get(`/api/v1/article/detail/${uid}`)).json()).data.original;
  expect(detail.categories.map((category: { name: string }) => category.name)).toEqual([renamed]);
  expect(detail.categories[0].names).toEqual({ en: renamed, id: `Topik ${topic}` });

  await page.getByRole("button", { name: `Delete: ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(confirm).toContainText(
    `“${renamed}” will be removed from 1 article. The articles stay as they are.`,
  );
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(
    page.getByRole("alertdialog").getByRole("heading", { name: "Deleted!" }),
  ).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
  const after = await request.get(`/api/v1/article/detail/${uid}`);
  expect(after.status()).toBe(200);
  detail = (await after.json()).data.original;
  expect(detail.categories).toEqual([]);
  expect(detail.title).toBe(title);
});
