import { expect, test } from "@playwright/test";

// One page of each public type, in both editions. On a fresh server the first page rendered in
// each language used to be sent without React Router's loader data (the root waited for that
// language's catalogue), so it never hydrated and stayed so in the public cache.
const PATHS = [
  "/",
  "/service/kol-management",
  "/service/web-development",
  "/article",
  "/team",
  "/contact-us",
];

for (const path of PATHS) {
  for (const edition of ["", "/id"]) {
    const url = edition === "" ? path : `${edition}${path === "/" ? "" : path}`;
    test(`${url} hydrates`, async ({ page }) => {
      await page.goto(url);
      const button = page.locator("header button").first();
      // React marks every element it hydrated with a __reactFiber$… key.
      await expect
        .poll(
          () =>
            button.evaluate((element) =>
              Object.keys(element).some((key) => key.startsWith("__reactFiber")),
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    });
  }
}
