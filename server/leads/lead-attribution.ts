import type { FirstTouch } from "#contracts/first-touch.ts";
import {
  type FirstTouchInput,
  firstTouchSchema,
  referrerHost,
  sitePath,
  toFirstTouch,
} from "#contracts/first-touch-schema.ts";

/** What a lead or chat click sent about where it came from (all parsed by the one schema). */
export type SentAttribution = { page?: string } & Partial<FirstTouchInput>;

/** What the request itself shows: the site's origin and its Referer header. */
export type RequestAttribution = { origin: string; referer?: string | null };

export type LeadAttribution = {
  /** Where the lead was sent or the chat opened (the last touch). */
  page: string | null;
  firstTouch: FirstTouch;
};

const hasFirstTouch = (touch: FirstTouch) =>
  Boolean(
    touch.landingPage ||
      touch.referrerHost ||
      Object.keys(touch.utm).length ||
      Object.keys(touch.clickIds).length,
  );

function parseUrl(value: string | null | undefined) {
  if (!value || value.length > 4000 || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * A lead's attribution. The first touch the browser kept for the session (sent by the site's
 * capture script) wins whole. Without it (no JavaScript, an API client) the request tells what
 * it can: a Referer from another site is the referrer; a Referer on this site is the page the
 * lead was sent from, and when its address carries UTM tags or click ids, those and its path
 * are the first touch. The site's own host is never a referrer.
 */
export function resolveAttribution(
  sent: SentAttribution,
  request: RequestAttribution,
): LeadAttribution {
  const ownHost = referrerHost(request.origin);
  const referer = parseUrl(request.referer);
  const sameSite = referer !== null && referer.origin === request.origin;
  const refererHost = referer && !sameSite ? referrerHost(referer.hostname) : null;

  let firstTouch = toFirstTouch(sent);
  if (firstTouch.referrerHost === ownHost) delete firstTouch.referrerHost;
  if (!hasFirstTouch(firstTouch) && sameSite) {
    const tags = firstTouchSchema.parse(Object.fromEntries(referer.searchParams));
    const fromAddress = toFirstTouch({ ...tags, landing_page: undefined, referrer: undefined });
    if (hasFirstTouch(fromAddress)) {
      const landing = sitePath.safeParse(referer.pathname);
      firstTouch = { ...fromAddress, ...(landing.success ? { landingPage: landing.data } : {}) };
    }
  }
  if (!firstTouch.referrerHost && refererHost && refererHost !== ownHost) {
    firstTouch = { ...firstTouch, referrerHost: refererHost };
  }

  const refererPage = sameSite ? sitePath.safeParse(referer.pathname) : null;
  const page = sent.page ?? (refererPage?.success ? refererPage.data : null);
  return { page, firstTouch };
}

/** The lead columns of an attribution. */
export function attributionColumns({ page, firstTouch }: LeadAttribution) {
  const some = (values: Record<string, string>) => (Object.keys(values).length ? values : null);
  return {
    page,
    landingPage: firstTouch.landingPage ?? null,
    referrer: firstTouch.referrerHost ?? null,
    utm: some(firstTouch.utm),
    clickIds: some(firstTouch.clickIds),
  };
}
