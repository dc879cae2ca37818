import type { Page } from "@playwright/test";
import { waitHydrated } from "./admin-support";

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
export const WIDTHS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "mobile", viewport: MOBILE },
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
