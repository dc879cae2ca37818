import { describe, expect, it } from "vitest";
import { firstTouchSchema } from "#contracts/first-touch-schema.ts";
import { attributionColumns, resolveAttribution } from "./lead-attribution.ts";

const origin = "https://projingga.test";
const sent = (fields: Record<string, unknown>) => firstTouchSchema.parse(fields);

describe("resolveAttribution", () => {
  it("keeps the browser's first touch whole, beside the page the lead was sent from", () => {
    const result = resolveAttribution(
      {
        page: "/id/contact-us",
        ...sent({
          landing_page: "/id/service/digital-ads",
          referrer: "l.instagram.com",
          utm_source: "instagram",
          fbclid: "abc",
        }),
      },
      { origin, referer: `${origin}/id/contact-us?utm_source=other&gclid=zzz` },
    );
    expect(result).toEqual({
      page: "/id/contact-us",
      firstTouch: {
        landingPage: "/id/service/digital-ads",
        referrerHost: "l.instagram.com",
        utm: { utm_source: "instagram" },
        clickIds: { fbclid: "abc" },
      },
    });
  });

  it("without a sent first touch, reads the tags and path of a Referer on this site", () => {
    const result = resolveAttribution(
      {},
      {
        origin,
        referer: `${origin}/id/service/digital-ads?utm_source=instagram&utm_campaign=ramadan&fbclid=abc&landing_page=/x&referrer=spam.example`,
      },
    );
    expect(result).toEqual({
      page: "/id/service/digital-ads",
      firstTouch: {
        landingPage: "/id/service/digital-ads",
        utm: { utm_source: "instagram", utm_campaign: "ramadan" },
        clickIds: { fbclid: "abc" },
      },
    });
  });

  it("a Referer on this site without tags is the page only; another site's is its host", () => {
    expect(resolveAttribution({}, { origin, referer: `${origin}/contact-us` })).toEqual({
      page: "/contact-us",
      firstTouch: { utm: {}, clickIds: {} },
    });
    expect(
      resolveAttribution({ page: "/" }, { origin, referer: "https://www.google.com/search?q=x" }),
    ).toEqual({ page: "/", firstTouch: { referrerHost: "google.com", utm: {}, clickIds: {} } });
  });

  it("never takes the site itself as the referrer, nor a broken Referer as anything", () => {
    expect(
      resolveAttribution(sent({ referrer: "https://www.projingga.test/team" }), {
        origin,
        referer: "not a url",
      }),
    ).toEqual({ page: null, firstTouch: { utm: {}, clickIds: {} } });
    expect(
      resolveAttribution({}, { origin, referer: `${origin}/${"a".repeat(600)}?utm_source=x` }),
    ).toEqual({ page: null, firstTouch: { utm: { utm_source: "x" }, clickIds: {} } });
  });

  it("gives the columns a lead stores, empty groups as null", () => {
    expect(
      attributionColumns({ page: "/", firstTouch: { landingPage: "/a", utm: {}, clickIds: {} } }),
    ).toEqual({ page: "/", landingPage: "/a", referrer: null, utm: null, clickIds: null });
  });
});
