import type { Context } from "hono";
import { Hono } from "hono";
import {
  analyticsRangeSchema,
  BEACON_MAX_BYTES,
  beaconSchema,
} from "#contracts/analytics-schema.ts";
import {
  getAnalyticsCampaigns,
  getAnalyticsFunnel,
  getAnalyticsOverview,
  getAnalyticsPages,
  getAnalyticsSources,
} from "#server/analytics/analytics-reports.ts";
import { ApiError, parseInput } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getClientIp } from "#server/http/request-context.ts";
import { endpointsOf } from "./endpoint.ts";

export const analyticsRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(analyticsRoutes, { tag: "Analytics", access: "analytics:read" });

/** The origins this site's own pages are served from. */
function isOwnOrigin(c: Context<AppEnv>, origin: string) {
  const allowed = new Set<string>([new URL(c.req.url).origin]);
  const host = c.req.header("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const publicUrl = c.get("services").config.PUBLIC_URL;
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

function originOf(value: string | undefined) {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const noContent = (c: Context<AppEnv>) => c.body(null, 204);

endpoint(
  {
    method: "post",
    path: "/beacon",
    access: "public",
    summary:
      "The site's visit beacon (public/beacon.js, sent with navigator.sendBeacon): one page view or event of one of this site's own pages (same origin by Origin or Referer, a public page's path), a JSON body of at most 512 bytes sent as text/plain or application/json. Counted without a cookie or a stored id: the visitor is a hash under a salt that rotates daily, none with Sec-GPC or DNT. Bots are answered 204 and not counted",
    success: { status: 204, description: "Counted (or ignored: a bot)" },
    responses: {
      400: "Not this site's page, or not a valid event (the field is named)",
      403: "Sent from another site",
      413: "Body over 512 bytes",
      429: "Too many events from this visitor",
      503: "The buffer is full; the event was not counted",
    },
  },
  async (c, { services }) => {
    const length = Number(c.req.header("content-length") ?? "0");
    if (length > BEACON_MAX_BYTES) {
      throw new ApiError(413, "payload_too_large", `A beacon is at most ${BEACON_MAX_BYTES} bytes`);
    }
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (!origin) {
      throw new ApiError(400, "origin_required", "A beacon comes from this site's own pages", {
        fields: { origin: "Required" },
      });
    }
    if (!isOwnOrigin(c, origin)) {
      throw new ApiError(403, "foreign_origin", "Requests from other sites are not accepted");
    }
    const text = await c.req.text();
    if (Buffer.byteLength(text) > BEACON_MAX_BYTES) {
      throw new ApiError(413, "payload_too_large", `A beacon is at most ${BEACON_MAX_BYTES} bytes`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(400, "invalid_json", "The body is not valid JSON");
    }
    const beacon = parseInput(beaconSchema, json);
    let outcome: Awaited<ReturnType<typeof services.visits.record>>;
    try {
      outcome = await services.visits.record({
        beacon,
        ip: getClientIp(c),
        userAgent: c.req.header("user-agent") ?? "",
        noTrack: c.req.header("sec-gpc") === "1" || c.req.header("dnt") === "1",
      });
    } catch (error) {
      // The day's salt could not be read (the database is away): not counted, never a 500.
      services.logger.warn({ err: { message: (error as Error).message } }, "beacon not counted");
      outcome = "busy";
    }
    switch (outcome) {
      case "not_a_page":
        throw new ApiError(400, "validation_failed", "Not a page of this site", {
          fields: { p: "Must be a path of this site" },
        });
      case "rate_limited":
        throw new ApiError(429, "rate_limited", "Too many events", { retryAfterSeconds: 60 });
      case "busy":
        throw new ApiError(503, "busy", "Not counted; try later", { retryAfterSeconds: 5 });
      default:
        return noContent(c);
    }
  },
);

const RANGE = "`from` and `to` are agency days (WIB), both included, at most 731 days";

endpoint(
  {
    method: "get",
    path: "/admin/analytics/overview",
    summary: `Visitors, views, entries, events, leads and conversion rate (leads / visitors) of the range beside the previous period's; visitors and views per day; devices; editions. ${RANGE}`,
    query: analyticsRangeSchema,
  },
  async (c, { db, query, services }) =>
    c.json({ data: await getAnalyticsOverview(db, services.now(), query) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/analytics/pages",
    access: "analytics:content",
    summary: `Top pages with their entries and exits, entry and exit pages, top articles by visitors and by leads. ${RANGE}`,
    query: analyticsRangeSchema,
  },
  async (c, { db, query, services }) =>
    c.json({ data: await getAnalyticsPages(db, services.now(), query) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/analytics/sources",
    summary: `Visits and leads by source (search, social:instagram|tiktok|facebook|linkedin|youtube, whatsapp, email, referral, direct; a visitor's first touch of the day) and the top referring hosts. ${RANGE}`,
    query: analyticsRangeSchema,
  },
  async (c, { db, query, services }) =>
    c.json({ data: await getAnalyticsSources(db, services.now(), query) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/analytics/campaigns",
    summary: `Visits and leads (form, chat, qualified, won) per utm_campaign. ${RANGE}`,
    query: analyticsRangeSchema,
  },
  async (c, { db, query, services }) =>
    c.json({ data: await getAnalyticsCampaigns(db, services.now(), query) }),
);

endpoint(
  {
    method: "get",
    path: "/admin/analytics/funnel",
    summary: `The funnel per service page and per campaign: visitors, chat clicks and form leads, qualified, won. ${RANGE}`,
    query: analyticsRangeSchema,
  },
  async (c, { db, query, services }) =>
    c.json({ data: await getAnalyticsFunnel(db, services.now(), query) }),
);
