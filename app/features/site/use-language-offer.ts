import { useEffect, useState } from "react";
import { isLocale, type Locale } from "#contracts/locale.ts";
import { readRememberedLocale } from "./locale-cookie.ts";

/** The edition the browser's languages prefer, if it is one of ours. */
function preferredByBrowser(): Locale | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * Whether to offer the other edition: decided in the browser after hydration (cached pages are
 * shared, so the server cannot), never by redirecting. A visitor who already chose an edition,
 * by the switch or by dismissing the offer, is asked only if they chose the other one.
 */
export function useLanguageOffer(locale: Locale): boolean {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    const wanted = readRememberedLocale() ?? preferredByBrowser();
    setOffer(wanted !== undefined && wanted !== locale);
  }, [locale]);
  return offer;
}
