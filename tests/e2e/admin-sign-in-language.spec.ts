import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./admin-support.ts";

test("the sign-in page: English by default, Indonesian from its switch (kept in the site's lang cookie), wrong passwords explained in Indonesian, axe 0", async ({
  page,
  context,
}) => {
  await page.goto("/login?redirectTo=%2Fadmin%2Femployee");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to the studio" }),
  ).toBeVisible();

  await page.getByTestId("sign-in-language-switch").click();
  // The same page (and where it leads after signing in), now in Indonesian, remembered.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Femployee$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Masuk ke studio" })).toBeVisible();
  await expect(page).toHaveTitle("Masuk · Projingga Studio");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("id");
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Kata sandi").fill("not the password");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Email atau kata sandi salah").first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");

  await page.getByTestId("sign-in-language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to the studio" }),
  ).toBeVisible();
});
