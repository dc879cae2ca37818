import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactInputSchema } from "./contact-schema.ts";
import { firstTouchSchema, referrerHost, toFirstTouch } from "./first-touch-schema.ts";

describe("referrerHost", () => {
  it("keeps the host of an address or a host, lower case and without www.", () => {
    expect(referrerHost("https://www.Google.com/search?q=agency")).toBe("google.com");
    expect(referrerHost("http://user:pw@l.instagram.com:8080/x")).toBe("l.instagram.com");
    expect(referrerHost("WWW.LinkedIn.com")).toBe("linkedin.com");
    expect(referrerHost("localhost")).toBe("localhost");
  });

  it("takes nothing that is not a web address or a host name", () => {
    for (const junk of [
      "",
      "javascript:alert(1)",
      "ftp://files.example/x",
      "buy cheap pills at spam.example",
      "spam.example/path",
      "<script>.example",
      `${"a".repeat(250)}.example`,
      "https://",
    ]) {
      expect(referrerHost(junk), junk).toBeNull();
    }
  });
});

describe("the first-touch schema (form, API and chat link)", () => {
  it("reads every field and turns them into what a lead keeps", () => {
    const parsed = firstTouchSchema.parse({
      landing_page: "/id/service/digital-ads?utm_source=instagram#top",
      referrer: "https://www.instagram.com/p/xyz",
      utm_source: " instagram ",
      utm_medium: "paid_social",
      utm_campaign: "ramadan",
      utm_term: "jasa iklan",
      utm_content: "reel-1",
      gclid: "Cj0KCQ_abc-123",
      fbclid: "IwAR1.x~y",
      ttclid: "E.C.P.abc",
    });
    expect(toFirstTouch(parsed)).toEqual({
      landingPage: "/id/service/digital-ads",
      referrerHost: "instagram.com",
      utm: {
        utm_source: "instagram",
        utm_medium: "paid_social",
        utm_campaign: "ramadan",
        utm_term: "jasa iklan",
        utm_content: "reel-1",
      },
      clickIds: { gclid: "Cj0KCQ_abc-123", fbclid: "IwAR1.x~y", ttclid: "E.C.P.abc" },
    });
  });

  it("drops junk field by field, never refusing the rest and never storing it cut", () => {
    const parsed = firstTouchSchema.parse({
      landing_page: "https://evil.example/",
      referrer: "not a referrer",
      utm_source: "x".repeat(201),
      utm_medium: 42,
      utm_campaign: "ok\u0000",
      utm_term: ["a", "b"],
      utm_content: "fine",
      gclid: "g".repeat(5000),
      fbclid: "<script>",
      ttclid: { nested: true },
    });
    expect(toFirstTouch(parsed)).toEqual({ utm: { utm_content: "fine" }, clickIds: {} });
  });

  it("still reads the older nested utm object; the flat keys win", () => {
    const parsed = firstTouchSchema.parse({
      utm: { utm_source: "google", utm_campaign: "launch", utm_medium: "y".repeat(300) },
      utm_campaign: "spring",
    });
    expect(toFirstTouch(parsed).utm).toEqual({ utm_source: "google", utm_campaign: "spring" });
    expect(toFirstTouch(firstTouchSchema.parse({ utm: "junk" })).utm).toEqual({});
  });

  it("is part of the contact form's schema: junk attribution never refuses a lead", () => {
    const result = contactInputSchema.safeParse({
      name: "Rina Wijaya",
      email: "rina@kopisenja.id",
      whatsapp: "+62 812 3456 7890",
      service: "digital-ads",
      message: "Kami ingin menaikkan penjualan online.",
      landing_page: "//evil.example",
      gclid: "g".repeat(10_000),
      utm_source: "ig",
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ utm_source: "ig" });
    expect(result.data?.gclid).toBeUndefined();
    expect(result.data?.landing_page).toBeUndefined();
  });

  it("documents every field as optional text in the OpenAPI document", () => {
    const json = z.toJSONSchema(firstTouchSchema, { io: "input", unrepresentable: "any" });
    expect(json.required ?? []).toEqual([]);
    expect(Object.keys(json.properties ?? {})).toEqual(
      expect.arrayContaining([
        "landing_page",
        "referrer",
        "utm_source",
        "gclid",
        "fbclid",
        "ttclid",
      ]),
    );
  });
});
