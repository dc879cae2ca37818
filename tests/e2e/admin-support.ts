import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_EDITOR, E2E_SALES } from "./accounts.ts";
import { postLogin } from "./second-factor-code.ts";

export async function waitHydrated(page: Page) {
  // Set by the root layout's effect: every handler of the first render is attached.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

const SESSION_COOKIE = "sid";
type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const signedInSessions = new Map<string, SessionCookies>();

/**
 * Signs in through the API (the login page has its own tests); the cookie lands in the page's
 * context. The session of an earlier test is reused while it is valid: the admin signs in with
 * an authenticator code, and each code works once.
 */
export async function signInAs(page: Page, role: "admin" | "editor" | "sales" = "admin") {
  const account = { admin: E2E_ADMIN, editor: E2E_EDITOR, sales: E2E_SALES }[role];
  const context = page.context();
  const saved = signedInSessions.get(account.email);
  if (saved) {
    await context.addCookies(saved);
    if ((await page.request.get("/api/v1/auth/me")).status() === 200) return;
    await context.clearCookies({ name: SESSION_COOKIE });
  }
  const response = await postLogin(page.request, account);
  expect(response.status()).toBe(200);
  const cookies = await context.cookies();
  signedInSessions.set(
    account.email,
    cookies.filter((cookie) => cookie.name === SESSION_COOKIE),
  );
}

export async function gotoAdmin(page: Page, path: string) {
  const response = await page.goto(path);
  await waitHydrated(page);
  return response;
}

export async function expectNoAxeViolations(page: Page) {
  // The shared sonner Toaster (root.tsx) belongs to the foundation; a toast left over from a
  // previous step must not hide this page's own result.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`,
    ),
  ).toEqual([]);
}

type ScreenPath = string | ((page: Page) => Promise<string>);

/**
 * One test per staff screen and width: the screen is opened signed in as an admin, its images
 * on screen are loaded, and axe finds nothing. With `shots`, each is also photographed there.
 * A test per screen keeps one slow screen from using up the others' time.
 */
export function testScreensHaveNoAxeViolations(
  screens: Record<string, ScreenPath>,
  options: { shots?: string; setUp?: (page: Page) => Promise<void> } = {},
) {
  for (const width of [1440, 375]) {
    for (const [name, path] of Object.entries(screens)) {
      test(`${name} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        await signInAs(page);
        await options.setUp?.(page);
        const url = typeof path === "string" ? path : await path(page);
        await gotoAdmin(page, url);
        await waitForImagesOnScreen(page);
        await expectNoAxeViolations(page);
        if (options.shots) {
          await page.screenshot({
            path: `${options.shots}/${url.replace(/\W+/g, "-")}-${width}.png`,
          });
        }
      });
    }
  }
}

/** Every image in the viewport has loaded (or failed): what axe and a screenshot look at. */
export async function waitForImagesOnScreen(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0;
      return !onScreen || image.complete;
    }),
  );
}

/** Presses Tab until the locator has focus: proves it is reachable by keyboard alone. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error("The element was not reached with Tab");
}

export const employeeRequest = (url: string) => new URL(url).pathname === "/api/v1/employees";

export const HEADER = "nama,nomor,jabatan,departmen,tanggal_masuk,foto,status";
