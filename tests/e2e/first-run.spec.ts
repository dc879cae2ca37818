import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { E2E_PASSWORD } from "./accounts.ts";
import { expectNoAxeViolations, waitHydrated } from "./admin-support.ts";
import { DESKTOP, MOBILE } from "./site-helpers.ts";

// The shared e2e server already has staff, so /setup is closed there: this file starts its
// own server, on the next port, over an empty data directory.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? ".cache/e2e-data"}-first-run`;
const BASE = `http://localhost:${PORT}`;
const FIRST_ADMIN = { name: "Sari Setup", email: "setup@projingga.test" };

let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const taken = await fetch(`${BASE}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${PORT} is taken: the first-run server needs it`);
  server = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; tries < 200; tries++) {
    // Exited (the port is taken, say): another server's health must not pass for this one's.
    if (server.exitCode !== null) throw new Error("The first-run server stopped");
    const up = await fetch(`${BASE}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The first-run server did not start");
});

test.afterAll(() => {
  server?.kill();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

async function signIn(page: Page) {
  const response = await page.request.post(`${BASE}/api/v1/auth/login`, {
    data: { email: FIRST_ADMIN.email, password: E2E_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

test("a first admin set up in English lands in the English staff area, with the getting-started checklist", async ({
  page,
}) => {
  await page.goto(`${BASE}/setup`);
  await waitHydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create the first admin");
  await page.getByLabel("Full name").fill(FIRST_ADMIN.name);
  await page.getByLabel("Email").fill(FIRST_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create admin and sign in" }).click();

  await expect(page).toHaveURL(`${BASE}/admin/dashboard`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const checklist = page.getByTestId("setup-checklist");
  await expect(checklist.getByRole("heading", { name: "Getting started" })).toBeVisible();
  for (const step of ["Invite your team", "Check mail settings", "Replace the demo content"]) {
    await expect(checklist.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(checklist.getByRole("link", { name: "Open staff accounts" })).toHaveAttribute(
    "href",
    "/admin/staff",
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE);
  await expect(page.getByTestId("admin-screen-name")).toHaveText("Dashboard");
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
});

test("the dismissed checklist stays dismissed: after a reload and in another browser", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto(`${BASE}/admin/dashboard`);
  await waitHydrated(page);
  const checklist = page.getByTestId("setup-checklist");
  await expect(checklist).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/admin/dashboard"),
  );
  await checklist.getByRole("button", { name: "Dismiss the checklist" }).click();
  await expect(checklist).toHaveCount(0);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await waitHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("setup-checklist")).toHaveCount(0);

  // Kept on the account, not in this browser's storage.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage);
  await otherPage.goto(`${BASE}/admin/dashboard`);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(otherPage.getByTestId("setup-checklist")).toHaveCount(0);
  await other.close();
});
