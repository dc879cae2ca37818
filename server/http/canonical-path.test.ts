import { describe, expect, it } from "vitest";
import { findCanonicalPath } from "./canonical-path.ts";

describe("canonical page paths", () => {
  it("lowercases the edition, the section and what follows it", () => {
    expect(findCanonicalPath("/ARTICLE")).toBe("/article");
    expect(findCanonicalPath("/TEAM")).toBe("/team");
    expect(findCanonicalPath("/ID/team")).toBe("/id/team");
    expect(findCanonicalPath("/ID")).toBe("/id");
    expect(findCanonicalPath("/Service/Digital-Ads")).toBe("/service/digital-ads");
    expect(findCanonicalPath("/Clients/Detail")).toBe("/clients/detail");
    expect(findCanonicalPath("/ARTICLE.data")).toBe("/article.data");
    expect(findCanonicalPath("/Article/ALL")).toBe("/article/all");
  });

  it("keeps an article's uid as it is, and paths already canonical", () => {
    expect(findCanonicalPath("/Article/AbC_12")).toBe("/article/AbC_12");
    expect(findCanonicalPath("/article/AbC_12")).toBeNull();
    expect(findCanonicalPath("/id/article/XyZ")).toBeNull();
    expect(findCanonicalPath("/team")).toBeNull();
    expect(findCanonicalPath("/Admin/employee/form/AbC")).toBe("/admin/employee/form/AbC");
    expect(findCanonicalPath("/admin/leads/Xy9")).toBeNull();
    expect(findCanonicalPath("/No-Such-Page")).toBeNull();
  });
});
