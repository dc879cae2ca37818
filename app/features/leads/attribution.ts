import { readUtm, UTM_KEYS } from "#contracts/contact-fields.ts";

const KEY = "projingga:attribution";

export type Attribution = {
  referrer: string;
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>;
};

/**
 * First touch of this visit: the external referrer and UTM parameters of the landing URL,
 * kept for the session so a lead sent three pages later still says where it came from.
 */
export function captureAttribution() {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const referrer =
      document.referrer && new URL(document.referrer).origin !== window.location.origin
        ? document.referrer.slice(0, 1000)
        : "";
    const value: Attribution = {
      referrer,
      utm: readUtm(new URLSearchParams(window.location.search)),
    };
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage can be disabled; attribution is best effort.
  }
}

export function readAttribution(): Attribution | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Attribution;
    const utm: Attribution["utm"] = {};
    for (const key of UTM_KEYS) {
      const value = parsed.utm?.[key];
      if (typeof value === "string" && value) utm[key] = value.slice(0, 200);
    }
    return { referrer: typeof parsed.referrer === "string" ? parsed.referrer : "", utm };
  } catch {
    return null;
  }
}
