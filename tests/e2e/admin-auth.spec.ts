import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_PASSWORD, E2E_THROTTLED } from "./accounts.ts";
import { gotoAdmin, signInAs, waitHydrated } from "./admin-support.ts";
import { enterSecondStep } from "./second-factor-code.ts";

test("an anonymous visitor is sent to the login page and comes back after signing in", async ({
  page,
}) => {
  await page.goto("/admin/employee?sortBy=name&sortOrder=asc");
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent("/admin/employee?sortBy=name&sortOrder=asc")}`,
  );
  await waitHydrated(page);
  await expect(page.getByRole("link", { name: /Back to the website/ })).toHaveAttribute(
    "href",
    "/",
  );
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterSecondStep(page, E2E_ADMIN);
  await expect(page).toHaveURL("/admin/employee?sortBy=name&sortOrder=asc");
  await expect(page.getByRole("heading", { name: "Employees" })).toBeVisible();
});

test("the login page refuses to send anyone to another site", async ({ page }) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent("https://evil.example/")}`);
  await waitHydrated(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterSecondStep(page, E2E_ADMIN);
  await expect(page).toHaveURL("/admin/dashboard");
});

test("field errors, wrong password, then 429 with the retry time after five failures", async ({
  page,
}) => {
  await page.goto("/login");
  await waitHydrated(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel("Email").fill(E2E_THROTTLED.email);
    await page.getByLabel("Password").fill(`wrong-password-${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email or password is incorrect")).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel("Email")).toHaveValue(E2E_THROTTLED.email);
  }
  const locked = page.waitForResponse(
    (response) => response.url().includes("/login") && response.status() === 429,
  );
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await locked;
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Too many failed sign-in attempts. Try again in 15 minutes.");
  await expect(alert).toContainText(/You can try again at \d{2}:\d{2} WIB\./);
  await expect(page).toHaveURL(/\/login/);
});

test("an editor cannot reach employees, leads or staff: the server answers 403", async ({
  page,
}) => {
  await signInAs(page, "editor");
  for (const path of [
    "/admin/employee",
    "/admin/employee/form",
    "/admin/staff",
    "/admin/leads",
    "/admin/audit",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(
      page.getByRole("heading", { name: "You don't have access to this page" }),
    ).toBeVisible();
  }
  expect((await page.request.get("/api/v1/employees")).status()).toBe(403);
  expect((await page.request.get("/api/v1/admin/staff")).status()).toBe(403);
  const dashboard = await gotoAdmin(page, "/admin/dashboard");
  expect(dashboard?.status()).toBe(200);
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "All articles" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Employee" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await expect(page.getByText("Leads, last 30 days")).toHaveCount(0);
});

test("/overview takes staff to the dashboard and everyone else home; sign out ends the session", async ({
  page,
}) => {
  await page.goto("/overview");
  await expect(page).toHaveURL("/");
  await signInAs(page, "admin");
  await gotoAdmin(page, "/overview");
  await expect(page).toHaveURL("/admin/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  const response = await page.goto("/admin/dashboard");
  expect(response?.url()).toContain("/login?redirectTo=%2Fadmin%2Fdashboard");
  expect((await page.request.get("/api/v1/auth/me")).status()).toBe(401);
});
