import { UTM_KEYS } from "./contact-fields.ts";

/**
 * A visit's first touch: where the session started (landing page, the other site it came from)
 * and the ad tags of that first address. Kept in the browser for the session, sent with every
 * lead and chat click under these names (form fields, query parameters and JSON keys alike).
 * No zod here: the site's inline capture script and the chat links read these names.
 */
export const CLICK_ID_KEYS = ["gclid", "fbclid", "ttclid"] as const;
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];
export type UtmKey = (typeof UTM_KEYS)[number];

/** The tags read from the landing address's query string. */
export const FIRST_TOUCH_TAGS = [...UTM_KEYS, ...CLICK_ID_KEYS] as const;
export type FirstTouchTag = (typeof FIRST_TOUCH_TAGS)[number];

export const FIRST_TOUCH_FIELDS = ["landing_page", "referrer", ...FIRST_TOUCH_TAGS] as const;
export type FirstTouchField = (typeof FIRST_TOUCH_FIELDS)[number];

/** The longest value kept: a longer one is junk and dropped, never cut and stored. */
export const FIRST_TOUCH_LIMITS = { landing_page: 500, referrer: 253, tag: 200 } as const;

/** sessionStorage key: the browser tab's session, never a cookie. */
export const FIRST_TOUCH_STORAGE_KEY = "projingga:first-touch";

/** A form with this attribute gets the first touch as hidden fields when it is sent. */
export const FIRST_TOUCH_FORM_ATTRIBUTE = "data-first-touch";

/** What a lead keeps of a first touch (every part optional: a no-JS lead may know none). */
export type FirstTouch = {
  landingPage?: string;
  referrerHost?: string;
  utm: Partial<Record<UtmKey, string>>;
  clickIds: Partial<Record<ClickIdKey, string>>;
};

export const emptyFirstTouch = (): FirstTouch => ({ utm: {}, clickIds: {} });

export const hasFirstTouch = (touch: FirstTouch) =>
  Boolean(
    touch.landingPage ||
      touch.referrerHost ||
      Object.keys(touch.utm).length ||
      Object.keys(touch.clickIds).length,
  );

/**
 * A referrer as the host alone, lower case and without `www.`: spam cannot plant a URL in a
 * report, and www.google.com and google.com are one source. Null for anything that is not a
 * web address or a plain host name.
 */
export function referrerHost(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 1000) return null;
  let host: string;
  if (/^https?:\/\//i.test(text)) {
    try {
      host = new URL(text).hostname;
    } catch {
      return null;
    }
  } else host = text;
  host = host.toLowerCase().replace(/^www\./, "");
  return host.length <= FIRST_TOUCH_LIMITS.referrer &&
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)
    ? host
    : null;
}
