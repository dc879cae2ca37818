import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, gotoHydrated, MOBILE, WIDTHS } from "./site-helpers.ts";

const MENU = [
  ["HOME", "home", "/"],
  ["PRO CLIENTS", "clients", "/clients"],
  ["PRO TEAMS", "team", "/team"],
  ["PRO SERVICES", "service", "/service"],
  ["ARTICLES", "article", "/article"],
  ["CONTACT US", "contact-us", "/contact-us"],
] as const;

/** The landing page's section `anchor` has scrolled up to just below the header. */
async function expectScrolledTo(page: Page, anchor: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? 9999),
        anchor,
      ),
    )
    .toBeLessThan(120);
}

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("on the landing page each item scrolls to its anchor and becomes active", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, anchor] of [...MENU.slice(1), MENU[0]]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expectScrolledTo(page, anchor);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
    }
  });

  test("elsewhere each item navigates to its route and route families mark their item", async ({
    page,
  }) => {
    await gotoHydrated(page, "/team");
    for (const [label, , route] of MENU) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(route === "/" ? /\/$/ : new RegExp(`${route}$`));
      if (route === "/") break;
    }
    for (const [path, label] of [
      ["/service/kol-management", "PRO SERVICES"],
      ["/service", "PRO SERVICES"],
      ["/team", "PRO TEAMS"],
      ["/clients/detail?client=kopi-senja", "PRO CLIENTS"],
      ["/contact-us", "CONTACT US"],
      ["/article", "ARTICLES"],
    ] as const) {
      await page.goto(path);
      await expect(
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: label, exact: true }),
      ).toHaveAttribute("aria-current", "page");
    }
  });

  test("the header switches to scrolled at 51 px and not at 50 px", async ({ page }) => {
    await gotoHydrated(page, "/service");
    const header = page.locator("header.site-header");
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(150);
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test("About Us tabs work by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist", { name: "About Projingga" });
    await tabs.getByRole("tab", { name: "Our Value" }).focus();
    await expect(page.getByRole("tabpanel")).toContainText("Results you can count");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Our Vision" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Our Vision" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toContainText("Every Indonesian brand");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel")).toContainText("Turn attention into sales");
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Our Value" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("toggles, traps focus, and closes on Escape, a link and an outside click", async ({
    page,
  }) => {
    await gotoHydrated(page, "/service");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(dialog).toBeVisible();
    // Radix starts listening for outside clicks once the opening has settled.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();

    await toggle.click();
    await dialog.getByRole("link", { name: "PRO TEAMS" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/team$/);
  });

  test("each item reaches its anchor on the landing page", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const [label, anchor] of MENU.slice(1)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("dialog", { name: "Menu" })
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
      await expectScrolledTo(page, anchor);
    }
  });
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`contact overlay (${name})`, () => {
    test.use({ viewport });

    test("opens from anywhere and closes on Escape and the close button", async ({ page }) => {
      await gotoHydrated(page, "/clients");
      await page.locator("footer").getByRole("link", { name: "Contact us" }).click();
      const dialog = page.getByRole("dialog", { name: "Tell us about your business" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your name")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.locator("footer").getByRole("link", { name: "Contact us" }).click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/clients$/);
    });
  });

  test.describe(`not found (${name})`, () => {
    test.use({ viewport });
    test("unknown paths answer 404 with the designed page", async ({ page }) => {
      for (const path of ["/no/such/page", "/service/painting", "/clients/detail?client=nobody"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "We couldn't find that page",
        );
      }
      // Described for link previews, kept out of the index.
      await page.goto("/no/such/page");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "The link may be old or mistyped. Let's get you back to something useful.",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  });
}
