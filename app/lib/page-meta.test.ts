import { describe, expect, it } from "vitest";
import { metaFromLoader } from "./page-meta.ts";

describe("metaFromLoader", () => {
  const meta = [{ title: "Our Team · Projingga" }];

  it("uses the meta the page's loader built", () => {
    expect(metaFromLoader({ loaderData: { team: [], meta } })).toBe(meta);
  });

  it("uses the meta a 404 answer carries", () => {
    const notFound = [{ title: "404 · Projingga" }, { name: "robots", content: "noindex" }];
    // What React Router hands to meta when a loader threw data({ meta }, { status: 404 }).
    const error = {
      status: 404,
      statusText: "Not Found",
      internal: false,
      data: { meta: notFound },
    };
    expect(metaFromLoader({ error })).toEqual(notFound);
  });

  it("falls back to the site's name when the data request failed", () => {
    expect(metaFromLoader({ loaderData: { failed: true } })).toEqual([{ title: "Projingga" }]);
    expect(metaFromLoader({ error: new Error("boom") })).toEqual([{ title: "Projingga" }]);
  });
});
