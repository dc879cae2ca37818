import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type FormReply, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import { site } from "#contracts/messages/site.ts";
import { leads } from "#server/db/schema.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { action } from "./contact.tsx";

const ctx = setupTestContext();

const filled = {
  name: "Rina Wijaya",
  email: "rina@kopisenja.id",
  whatsapp: "+62 812 3456 7890",
  service: "digital-ads",
  message: "Kami ingin menaikkan penjualan online biji kopi kami.",
};

const send = (fields: Record<string, string>, ip: string, path = "/contact-us") =>
  callRoute(ctx, action, formPost(path, fields), { ip });

const storedAt = async (page: string) =>
  (await ctx.db.select().from(leads).where(eq(leads.page, page)))[0];

describe("the contact form's action (with or without JavaScript)", () => {
  it("stores the Indonesian edition's locale with the lead", async () => {
    const result = await send({ ...filled, page: "/id/contact-us", locale: "id" }, "10.9.0.1");
    expect(result.status).toBe(200);
    expect((result.data as FormReply).status).toBe("success");
    expect((await storedAt("/id/contact-us"))?.locale).toBe("id");
  });

  it("stores en when the form names no edition or an unknown one", async () => {
    for (const [page, locale] of [
      ["/contact-us", ""],
      ["/contact-us?x", "fr"],
    ] as const) {
      const result = await send({ ...filled, page, locale }, "10.9.0.2");
      expect(result.status).toBe(200);
      expect((await storedAt(page))?.locale).toBe("en");
    }
  });

  it("stores the campaign and an external referrer, never the site's own address", async () => {
    const campaign = {
      ...filled,
      page: "/contact-us?campaign",
      "utm.utm_source": "newsletter",
      "utm.utm_campaign": "spring",
      referrer: "https://www.google.com/search?q=agency",
    };
    expect((await send(campaign, "10.9.0.3")).status).toBe(200);
    expect(await storedAt("/contact-us?campaign")).toMatchObject({
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
      referrer: "google.com",
    });
    const own = { ...filled, page: "/contact-us?own", referrer: "http://localhost/service" };
    expect((await send(own, "10.9.0.3")).status).toBe(200);
    expect((await storedAt("/contact-us?own"))?.referrer).toBeNull();
  });

  it("with the first-touch fields the page's script adds, stores them beside the page sent from", async () => {
    const fields = {
      ...filled,
      page: "/id/contact-us?first-touch",
      landing_page: "/id/service/digital-ads",
      referrer: "l.instagram.com",
      utm_source: "instagram",
      utm_campaign: "ramadan",
      fbclid: "abc",
    };
    expect((await send(fields, "10.9.1.6")).status).toBe(200);
    expect(await storedAt("/id/contact-us?first-touch")).toMatchObject({
      landingPage: "/id/service/digital-ads",
      referrer: "l.instagram.com",
      utm: { utm_source: "instagram", utm_campaign: "ramadan" },
      clickIds: { fbclid: "abc" },
    });
  });

  it("without JavaScript, records what the Referer shows: its page, its tags and click ids", async () => {
    const request = formPost("/contact-us", { ...filled, name: "Tanpa Skrip" });
    request.headers.set(
      "referer",
      "http://localhost/contact-us?service=digital-ads&utm_source=google&utm_campaign=brand&gclid=g-1",
    );
    expect((await callRoute(ctx, action, request, { ip: "10.9.1.7" })).status).toBe(200);
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.name, "Tanpa Skrip"));
    expect(lead).toMatchObject({
      page: "/contact-us",
      landingPage: "/contact-us",
      referrer: null,
      utm: { utm_source: "google", utm_campaign: "brand" },
      clickIds: { gclid: "g-1" },
    });
  });

  it("answers bad input with 400, a reason per field and what was typed, storing nothing", async () => {
    const result = await send(
      { name: "R", email: "not-an-email", page: "/contact-us?bad" },
      "10.9.0.4",
    );
    expect(result.status).toBe(400);
    const reply = result.data as FormReply;
    expect(readFieldErrors(reply)).toMatchObject({
      name: "Enter at least 2 characters",
      email: "Enter an email address like name@company.com",
      whatsapp: "Enter your WhatsApp number",
      service: "Choose the service you are interested in",
      message: "Tell us briefly what you need",
    });
    expect(reply.initialValue).toMatchObject({ name: "R", email: "not-an-email" });
    expect(await storedAt("/contact-us?bad")).toBeUndefined();
  });

  it("refuses a filled honeypot with its own reason", async () => {
    const result = await send(
      { ...filled, homepage: "http://spam.example", page: "/contact-us?bot" },
      "10.9.0.5",
    );
    expect(result.status).toBe(400);
    expect(readFormError(result.data as FormReply)).toBe(site.contactForm.rejected);
    expect(await storedAt("/contact-us?bot")).toBeUndefined();
  });

  it("over the throttle, answers 429 with the seconds until the oldest message leaves the window", async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await send({ ...filled, page: `/contact-us?flood=${sent}` }, "10.9.0.6")).status,
      ).toBe(200);
    }
    // The first of the five was sent 100 s ago: the ten-minute window frees a slot in 500 s.
    ctx.advanceClock(100_000);
    const result = await send({ ...filled, page: "/contact-us?flood=6" }, "10.9.0.6");
    expect(result.status).toBe(429);
    expect(result.headers.get("Retry-After")).toBe("500");
    expect(readFormError(result.data as FormReply)).toBe(site.contactForm.throttled);
    expect(await storedAt("/contact-us?flood=6")).toBeUndefined();
  });
});
