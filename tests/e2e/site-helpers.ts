import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { waitHydrated } from "./admin-support.ts";

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
export const WIDTHS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "mobile", viewport: MOBILE },
] as const;

/** The public routes without a parameter, each listed in the sitemap. */
export const PUBLIC_ROUTES = [
  "/",
  "/service",
  "/team",
  "/clients",
  "/clients/detail",
  "/contact-us",
  "/article",
  "/article/all",
] as const;

/** The default WHATSAPP_NUMBER of server/config.ts (the e2e server does not override it). */
export const WHATSAPP_NUMBER = "6281100002026";

export const SERVICES = [
  ["Digital Ads", "digital-ads"],
  ["Affiliator Management", "affiliator-management"],
  ["Content Creation", "content-creation"],
  ["Live Streaming", "livestreaming"],
  ["KOL & KOC Management", "kol-management"],
  ["Brand Activation", "brand-activation"],
  ["TVC & Photo Production", "tvc-photo-production"],
  ["Apps Development", "apps-development"],
  ["Website Development", "web-development"],
  ["E-Commerce Enabler", "ecommerce-enabler"],
] as const;

/** Waits until React has hydrated, so clicks reach the handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitHydrated(page);
  await page.waitForLoadState("networkidle");
  return response;
}

/** Opens a public page once it has hydrated and runs axe on the whole of it: no violations. */
export async function expectNoAxeViolationsAt(page: Page, path: string) {
  await gotoHydrated(page, path);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The contact form's labels as a visitor reads them on each edition. */
const CONTACT_LABELS = {
  name: { en: "Your name", id: "Nama Anda" },
  company: { en: "Company", id: "Perusahaan" },
  email: { en: "Work email", id: "Email kantor" },
  whatsapp: { en: "WhatsApp number", id: "Nomor WhatsApp" },
  service: { en: "Service of interest", id: "Layanan yang diminati" },
  message: { en: "How can we help?", id: "Apa yang bisa kami bantu?" },
  submit: { en: "Send message", id: "Kirim pesan" },
} as const;

type ContactLead = {
  name: string;
  company?: string;
  email: string;
  whatsapp: string;
  /** The service's slug, the option's value. */
  service: string;
  message: string;
};

/** Fills the contact form field by field, as a visitor would, and sends it. */
export async function sendContactForm(
  form: Locator,
  lead: ContactLead,
  locale: "en" | "id" = "en",
) {
  const label = (field: keyof typeof CONTACT_LABELS) => CONTACT_LABELS[field][locale];
  await form.getByLabel(label("name")).fill(lead.name);
  if (lead.company !== undefined) await form.getByLabel(label("company")).fill(lead.company);
  await form.getByLabel(label("email")).fill(lead.email);
  await form.getByLabel(label("whatsapp")).fill(lead.whatsapp);
  await form.getByLabel(label("service")).selectOption(lead.service);
  await form.getByLabel(label("message")).fill(lead.message);
  await form.getByRole("button", { name: label("submit") }).click();
}
