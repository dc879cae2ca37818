import { describe, expect, it } from "vitest";
import { buildWhatsAppReplyUrl, normalizePhone, toE164 } from "./lead-reply.ts";

describe("normalizePhone", () => {
  it("writes an Indonesian number however it was typed as 62…", () => {
    for (const typed of [
      "0812-3456-7890",
      "0812 3456 7890",
      "+62 812 3456 7890",
      "62 812-3456-7890",
      "(0812) 3456.7890",
      "0062 812 3456 7890",
    ]) {
      expect([typed, normalizePhone(typed)]).toEqual([typed, "6281234567890"]);
    }
  });

  it("keeps another country's code", () => {
    expect(normalizePhone("+65 9123 4567")).toBe("6591234567");
  });
});

describe("buildWhatsAppReplyUrl", () => {
  it("links wa.me with the number as 62… and a greeting in the lead's language naming the staff member", () => {
    const id = buildWhatsAppReplyUrl(
      { phone: "0812-3456-7890", name: "Budi Hartono", locale: "id" },
      "Sinta Sales",
    );
    expect(id).toBe(
      `https://wa.me/6281234567890?text=${encodeURIComponent("Halo Budi, saya Sinta Sales dari Projingga. Terima kasih atas pesan Anda.")}`,
    );
    const en = new URL(
      buildWhatsAppReplyUrl({ phone: "+62 812 3456 7890", name: null, locale: "en" }, "Ayu") ?? "",
    );
    expect(en.pathname).toBe("/6281234567890");
    expect(en.searchParams.get("text")).toBe(
      "Hello, this is Ayu from Projingga. Thank you for your message.",
    );
  });

  it("gives no link without a usable number", () => {
    expect(buildWhatsAppReplyUrl({ phone: null, name: "A", locale: "en" }, "Ayu")).toBeNull();
    expect(buildWhatsAppReplyUrl({ phone: "12", name: "A", locale: "en" }, "Ayu")).toBeNull();
  });
});

describe("toE164", () => {
  it("writes one format, +62…, for every way a number is typed, and the wa.me link carries it", () => {
    for (const typed of ["081234567890", "6281234567890", "+62 812-3456-7890", "'+6281234567890"]) {
      expect([typed, toE164(typed)]).toEqual([typed, "+6281234567890"]);
      const url = buildWhatsAppReplyUrl({ phone: typed, name: null, locale: "id" }, "Ayu");
      expect(new URL(url ?? "").pathname).toBe("/6281234567890");
    }
    expect(toE164("12")).toBeNull();
  });
});
