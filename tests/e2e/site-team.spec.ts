import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, gotoHydrated, MOBILE } from "./site-helpers.ts";

const ROLES: Record<string, number> = {
  BOD: 3,
  "Digital Specialist": 3,
  "Account Executive": 3,
  "Business Development": 2,
  "KOL & KOC Specialist": 3,
  "Live Streamer": 3,
  "Social Media Specialist": 3,
  "Design Graphic": 3,
  "Content Creator": 3,
  "Front End Developer": 2,
  "Back End Developer": 2,
  "UI UX Designer": 2,
  "Marketplace Specialist": 2,
};

async function visibleRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-marquee-row]")]
      .filter((row) => row.offsetParent !== null)
      .map((row) =>
        [...row.querySelectorAll<HTMLElement>("[data-member]")].map(
          (item) => item.dataset.member ?? "",
        ),
      ),
  );
}

test("desktop: All shows 34 distinct members in rows of 12/11/11; each role shows exactly its members", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("OUR TEAM");
  await expect(
    page.getByTestId("team-filter-buttons").getByRole("button", { name: "All" }),
  ).toHaveAttribute("aria-pressed", "true");
  const rows = await visibleRows(page);
  expect(rows.map((row) => row.length)).toEqual([12, 11, 11]);
  expect(new Set(rows.flat()).size).toBe(34);
  const duplicates = page.locator('[data-marquee-row] [data-duplicate="true"]');
  expect(await duplicates.count()).toBeGreaterThan(0);
  await expect(duplicates.first()).toHaveAttribute("aria-hidden", "true");

  for (const [role, count] of Object.entries(ROLES)) {
    await page
      .getByTestId("team-filter-buttons")
      .getByRole("button", { name: role, exact: true })
      .click();
    const cards = page.getByTestId("team-grid").locator("[data-member]");
    await expect(cards).toHaveCount(count);
    for (const value of await cards.evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset.role),
    )) {
      expect(value).toBe(role);
    }
  }
  await page.getByTestId("team-filter-buttons").getByRole("button", { name: "All" }).click();
  expect((await visibleRows(page)).map((row) => row.length)).toEqual([12, 11, 11]);
});

test("mobile: rows of 9/8/9/8, a dropdown filter and a two-column grid", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await gotoHydrated(page, "/team");
  await expect(page.getByTestId("team-filter-buttons")).toBeHidden();
  const select = page.getByLabel("Filter by role");
  await expect(select).toHaveValue("All");
  const rows = await visibleRows(page);
  expect(rows.map((row) => row.length)).toEqual([9, 8, 9, 8]);
  expect(new Set(rows.flat()).size).toBe(34);
  await select.selectOption("Live Streamer");
  const cards = page.getByTestId("team-grid").locator("[data-member]");
  await expect(cards).toHaveCount(3);
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBeGreaterThan(tops[0]);
});

test("marquee rows move left at 1 px and right at 0.5 px per frame, and pause on hover", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/team");
  const offsets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-marquee-row] > ul")]
        .filter((row) => row.offsetParent !== null)
        .map((row) => new DOMMatrix(getComputedStyle(row).transform).m41),
    );
  const before = await offsets();
  await page.waitForTimeout(500);
  const after = await offsets();
  expect(after[0]).toBeLessThan(before[0]);
  expect(after[1]).toBeGreaterThan(before[1]);
  const leftMoved = before[0] - after[0];
  const rightMoved = after[1] - before[1];
  expect(leftMoved / rightMoved).toBeGreaterThan(1.5);
  expect(leftMoved / rightMoved).toBeLessThan(2.5);
  await page.locator("[data-marquee-row]").first().hover();
  await page.waitForTimeout(100);
  const paused = await offsets();
  await page.waitForTimeout(300);
  expect((await offsets())[0]).toBe(paused[0]);
});
