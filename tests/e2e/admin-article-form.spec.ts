import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";

test.beforeEach(async ({ page }) => {
  await signInAs(page, "editor");
});

test("a field's error clears as it is fixed; leaving with a typed draft asks first", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/article/form");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await page.getByLabel("Title", { exact: true }).fill("Ramadan ads calendar");
  await expect(page.getByText("Title is required")).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByRole("link", { name: "Articles" }).first().click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Ramadan ads calendar");
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave page" }).click();
  await expect(page).toHaveURL("/admin/article");
});

test("a typed draft is kept in the browser and comes back; saving returns to the list view", async ({
  page,
  context,
}) => {
  const title = `Draft kept ${Date.now()}`;
  await gotoAdmin(page, "/admin/article/form?status=draft&sortBy=title&sortOrder=asc");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill("A short excerpt for the autosave test.");
  await expect(page.getByText(/^Draft kept on this device at \d\d:\d\d WIB$/)).toBeVisible();

  // Another tab (as after a crash or a closed window) finds the draft.
  const again = await context.newPage();
  await again.goto("/admin/article/form");
  await waitHydrated(again);
  await expect(
    again.getByText(/Your unsaved draft from \d\d:\d\d WIB was restored\./),
  ).toBeVisible();
  await expect(again.getByLabel("Title", { exact: true })).toHaveValue(title);
  await again.getByRole("button", { name: "Save article" }).click();
  await expect(again.getByText("Article created")).toBeVisible();
  await expect(again).toHaveURL("/admin/article");
  await again.close();

  // Saved: the draft is gone, and a new form starts empty.
  await page.evaluate(() => window.removeEventListener("beforeunload", () => undefined));
  const fresh = await context.newPage();
  await fresh.goto("/admin/article/form");
  await waitHydrated(fresh);
  await expect(fresh.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(fresh.getByText(/was restored/)).toHaveCount(0);
  await fresh.close();
});

test("editing keeps the list's search and sort on Save and Cancel", async ({ page }) => {
  await gotoAdmin(page, "/admin/article?sortBy=views&sortOrder=desc&search=TikTok");
  const first = page.locator("tbody tr").first().getByRole("link").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(
    /\/admin\/article\/form\/[\w-]+\?search=TikTok&sortBy=views&sortOrder=desc$/,
  );
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();
  await expect(page).toHaveURL("/admin/article?search=TikTok&sortBy=views&sortOrder=desc");
  await expect(page.locator("tbody tr").first()).toContainText(title);
});

test("an image goes into the body through upload, with its alt text, not a typed URL", async ({
  page,
}) => {
  const png = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: "#f68724" },
  })
    .png()
    .toBuffer();
  await gotoAdmin(page, "/admin/article/form");
  let prompted = false;
  page.on("dialog", (dialog) => {
    prompted = true;
    void dialog.dismiss();
  });
  await page
    .getByTestId("article-version-en")
    .getByRole("button", { name: "Image", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add an image" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "host.png",
    mimeType: "image/png",
    buffer: png,
  });
  await dialog.getByLabel("Describe the image (alt text)").fill("Our host on the live set");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  const image = page.locator('[role="textbox"] img').first();
  await expect(image).toHaveAttribute("alt", "Our host on the live set");
  await expect(image).toHaveAttribute("src", /^\/media\/inline\/[\w-]+\.webp$/);
  expect(prompted).toBe(false);

  // Pasting an image file opens the same dialog with the file chosen.
  await page.locator('[role="textbox"]').first().click();
  await page.evaluate(
    async (bytes) => {
      const file = new File([new Uint8Array(bytes)], "pasted.png", { type: "image/png" });
      const data = new DataTransfer();
      data.items.add(file);
      const target = document.querySelector('[role="textbox"]');
      target?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...png.subarray(0, png.length)],
  );
  await expect(page.getByRole("dialog", { name: "Add an image" })).toBeVisible();
  await expect(page.getByText("pasted.png")).toBeVisible();
});

test("a link is added, refused when not an address, changed and removed in a dialog, not a prompt", async ({
  page,
}) => {
  await gotoAdmin(page, "/admin/article/form");
  let prompted = false;
  page.on("dialog", (dialog) => {
    prompted = true;
    void dialog.dismiss();
  });
  const body = page.locator('[role="textbox"]').first();
  await body.click();
  await page.keyboard.type("Read our case study");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Link", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  const address = dialog.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("case study");
  await address.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Enter an address starting with https://, mailto: or tel:",
  );
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await address.fill("https://projingga.example/clients");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog).toBeHidden();
  const link = body.locator("a");
  await expect(link).toHaveAttribute("href", "https://projingga.example/clients");

  await link.click();
  await page.getByRole("button", { name: "Link", exact: true }).first().click();
  await expect(address).toHaveValue("https://projingga.example/clients");
  await dialog.getByRole("button", { name: "Remove link" }).click();
  await expect(body.locator("a")).toHaveCount(0);
  await page.getByRole("button", { name: "Link", exact: true }).first().click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(prompted).toBe(false);
});
