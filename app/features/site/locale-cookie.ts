import { isLocale, LOCALE_COOKIE, type Locale } from "#contracts/locale.ts";

const ONE_YEAR_S = 365 * 24 * 3600;

/** Remembers the visitor's edition (the switch, or dismissing the offer of the other one). */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, no library needed
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function readRememberedLocale(): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return isLocale(match?.[1]) ? match[1] : undefined;
}
