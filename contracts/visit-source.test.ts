import { describe, expect, it } from "vitest";
import { classifyVisitSource, toReferrerHost } from "./visit-source.ts";

describe("classifyVisitSource", () => {
  it.each([
    [{}, "direct"],
    [{ referrerHost: "www.google.co.id" }, "search"],
    [{ referrerHost: "google.com" }, "search"],
    [{ referrerHost: "duckduckgo.com" }, "search"],
    [{ referrerHost: "l.instagram.com" }, "social:instagram"],
    [{ referrerHost: "m.facebook.com" }, "social:facebook"],
    [{ referrerHost: "www.tiktok.com" }, "social:tiktok"],
    [{ referrerHost: "lnkd.in" }, "social:linkedin"],
    [{ referrerHost: "youtu.be" }, "social:youtube"],
    [{ referrerHost: "web.whatsapp.com" }, "whatsapp"],
    [{ referrerHost: "mail.google.com" }, "email"],
    [{ referrerHost: "kompas.com" }, "referral"],
    [{ utmSource: "instagram", utmMedium: "paid" }, "social:instagram"],
    [{ utmSource: "IG" }, "social:instagram"],
    [{ utmSource: "google", utmMedium: "cpc", referrerHost: "kompas.com" }, "search"],
    [{ utmSource: "newsletter" }, "email"],
    [{ utmSource: "mailchimp", utmMedium: "email" }, "email"],
    [{ utmSource: "wa" }, "whatsapp"],
    [{ utmSource: "partner-blog" }, "referral"],
  ])("%o is %s", (input, expected) => {
    expect(classifyVisitSource(input)).toBe(expected);
  });

  it("lets a tag win over the referrer", () => {
    expect(classifyVisitSource({ referrerHost: "google.com", utmSource: "tiktok" })).toBe(
      "social:tiktok",
    );
  });
});

describe("toReferrerHost", () => {
  it("keeps the host only, never a path or query", () => {
    expect(toReferrerHost("https://www.Example.com/buy?cheap=pills")).toBe("example.com");
    expect(toReferrerHost("kompas.com")).toBe("kompas.com");
  });
  it("refuses what is not a host", () => {
    expect(toReferrerHost("<script>")).toBeNull();
    expect(toReferrerHost("localhost")).toBeNull();
    expect(toReferrerHost("")).toBeNull();
    expect(toReferrerHost(`${"a".repeat(120)}.com`)).toBeNull();
  });
});
