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
