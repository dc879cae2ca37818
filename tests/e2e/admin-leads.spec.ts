import { expect, type Page, test } from "@playwright/test";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { E2E_ADMIN, E2E_THROTTLED } from "./accounts.ts";
import { expectNoAxeViolations, gotoAdmin, signInAs } from "./admin-support.ts";

/** A contact lead from the public API, from its own IP so the form's throttle never refuses it. */
async function submitLead(page: Page, name: string) {
  const response = await page.request.post("/api/v1/leads/contact", {
    headers: { "x-forwarded-for": `10.66.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` },
    data: { ...CONTACT_LEAD, name },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test("staff assign a lead, add a note and set a follow-up; the inbox filters as it changes", async ({
  page,
}) => {
  const name = `Pipeline ${Date.now()}`;
  const id = await submitLead(page, name);
  await signInAs(page);
  await gotoAdmin(page, "/admin/leads");

  // The sidebar counts the new leads.
  const inbox = page.getByRole("navigation", { name: "Staff area" }).getByRole("link", {
    name: "Inbox",
    exact: true,
  });
  await expect(inbox).toHaveAccessibleDescription(/^\d+ new leads?$/);

  // A filter applies as soon as it changes: no Filters button.
  await expect(page.getByRole("button", { name: "Filters" })).toHaveCount(0);
  await page.getByLabel("Status").selectOption("won");
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await page.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/status=new/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByLabel("Owner").selectOption({ label: E2E_THROTTLED.name });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Owner updated")).toBeVisible();

  await page.getByLabel("Add a note").fill("Called Rina: send the ads proposal on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes.getByText("Called Rina: send the ads proposal on Friday.")).toBeVisible();
  await expect(notes.getByText(new RegExp(`^${E2E_ADMIN.name} · `))).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  await page.getByLabel("Next follow-up").fill("2020-01-15");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Follow-up saved")).toBeVisible();
  await expect(page.getByText("Overdue since 15 Jan 2020")).toBeVisible();
  await expectNoAxeViolations(page);

  // All of it is stored: after a reload, and first in the inbox as an overdue follow-up.
  await page.reload();
  await expect(page.getByLabel("Owner")).toHaveValue(/\d+/);
  await expect(page.getByText(`Owner: ${E2E_THROTTLED.name}`)).toBeVisible();
  await expect(page.getByLabel("Next follow-up")).toHaveValue("2020-01-15");
  await gotoAdmin(page, "/admin/leads");
  await expect(page.locator("tbody tr").first()).toContainText(name);
  await expect(page.locator("tbody tr").first()).toContainText("Overdue since 15 Jan 2020");

  const audit = await (await page.request.get(`/api/v1/admin/audit?limit=20`)).json();
  const actions = (audit.data as { action: string; entityId: string }[])
    .filter((row) => row.entityId === String(id))
    .map((row) => row.action);
  expect(actions).toEqual(expect.arrayContaining(["lead.assign", "lead.note", "lead.follow_up"]));
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the inbox is a list of cards whose Open button is in reach", async ({ page }) => {
    const name = `Phone ${Date.now()}`;
    await submitLead(page, name);
    await signInAs(page);
    await gotoAdmin(page, "/admin/leads?status=new");
    await expect(page.locator("table")).toBeHidden();
    const open = page.getByRole("link", { name: `Open lead from ${name}` });
    await expect(open).toBeVisible();
    const box = await open.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
