import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "../db/schema.ts";
import { setupTestContext } from "../test/test-app.ts";
import { submitContactForm } from "./contact-form-action.ts";

const ctx = setupTestContext();

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });

const filled = {
  name: "Rina Wijaya",
  email: "rina@kopisenja.id",
  whatsapp: "+62 812 3456 7890",
  service: "digital-ads",
  message: "Kami ingin menaikkan penjualan online biji kopi kami.",
};

describe("the contact form records its edition", () => {
  it("stores the Indonesian edition's locale with the lead", async () => {
    const { status } = await submitContactForm(
      ctx.services,
      formPost("/id/contact-us", { ...filled, page: "/id/contact-us", locale: "id" }),
      "10.9.0.1",
    );
    expect(status).toBe(200);
    const [row] = await ctx.db.select().from(leads).where(eq(leads.page, "/id/contact-us"));
    expect(row?.locale).toBe("id");
  });

  it("stores en when the form names no edition or an unknown one", async () => {
    for (const [page, locale] of [
      ["/contact-us", ""],
      ["/contact-us?x", "fr"],
    ] as const) {
      const { status } = await submitContactForm(
        ctx.services,
        formPost("/contact-us", { ...filled, page, locale }),
        "10.9.0.2",
      );
      expect(status).toBe(200);
      const [row] = await ctx.db.select().from(leads).where(eq(leads.page, page));
      expect(row?.locale).toBe("en");
    }
  });
});
