import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { postLogin } from "./second-factor-code.ts";
import { gotoHydrated, sendContactForm, WIDTHS } from "./site-helpers.ts";

for (const [index, { name, viewport }] of WIDTHS.entries()) {
  test.describe(`contact form (${name})`, () => {
    // A visitor of its own per width: the contact throttle counts 5 leads per address.
    test.use({ viewport, extraHTTPHeaders: { "x-forwarded-for": `10.88.0.${index + 1}` } });

    test("rejects bad input with messages and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, "/contact-us");
      const form = page.getByTestId("contact-form");
      await form.getByLabel("Your name").fill("R");
      await form.getByLabel("Work email").fill("not-an-email");
      await form.getByLabel("How can we help?").fill("short");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText("Enter at least 2 characters")).toBeVisible();
      await expect(form.getByText("Enter an email address like name@company.com")).toBeVisible();
      await expect(form.getByText("Enter your WhatsApp number")).toBeVisible();
      await expect(form.getByText("Choose the service you are interested in")).toBeVisible();
      await expect(form.getByText("Write at least 10 characters")).toBeVisible();
      await expect(form.getByLabel("Your name")).toBeFocused();
      await expect(form.getByLabel("Work email")).toHaveValue("not-an-email");
      await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    });

    test("stores a lead with page, service and UTM and shows a clear success state", async ({
      page,
      request,
    }) => {
      const unique = `E2E ${name} ${Date.now()}`;
      await gotoHydrated(page, "/contact-us?utm_source=e2e&utm_campaign=site-test");
      const form = page.getByTestId("contact-form");
      await sendContactForm(form, {
        name: unique,
        company: "Kopi Test",
        email: "buyer@example.com",
        whatsapp: "+62 812 3456 7890",
        service: "livestreaming",
        message: "We want to start live selling on TikTok Shop.",
      });
      await expect(page.getByTestId("contact-success")).toContainText(
        "Thank you, your message is in!",
      );

      const login = await postLogin(request, E2E_ADMIN);
      expect(login.ok()).toBe(true);
      const list = await request.get("/api/v1/admin/leads?source=contact&limit=50");
      expect(list.ok()).toBe(true);
      const body = await list.json();
      const lead = body.data.find((item: { name: string }) => item.name === unique);
      expect(lead).toMatchObject({
        source: "contact",
        service: "livestreaming",
        page: "/contact-us",
        email: "buyer@example.com",
        utm: { utm_source: "e2e", utm_campaign: "site-test" },
      });
    });
  });
}

test("the honeypot is rejected and nothing is stored", async ({ request }) => {
  const response = await request.post("/api/v1/leads/contact", {
    data: {
      name: "Bot",
      email: "bot@example.com",
      whatsapp: "+6281234567890",
      service: "digital-ads",
      message: "Buy cheap followers now!!!",
      homepage: "http://spam.example",
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe("rejected");
});

test("bad API input gets 400 with a reason per field", async ({ request }) => {
  const response = await request.post("/api/v1/leads/contact", {
    data: { name: "", email: "x", service: "nope" },
  });
  expect(response.status()).toBe(400);
  const { error } = await response.json();
  expect(Object.keys(error.fields)).toEqual(
    expect.arrayContaining(["name", "email", "whatsapp", "service", "message"]),
  );
});
