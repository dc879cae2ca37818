import { describe, expect, it } from "vitest";
import { site } from "../../../contracts/messages/site";
import { activeNavForPath, activeNavForScroll, NAV_ITEMS } from "./nav-items";

describe("menu", () => {
  it("has the six items of the spec with their anchors", () => {
    expect(NAV_ITEMS.map((item) => [site.nav[item.label], item.anchor])).toEqual([
      ["HOME", "home"],
      ["PRO CLIENTS", "clients"],
      ["PRO TEAMS", "team"],
      ["PRO SERVICES", "service"],
      ["ARTICLES", "article"],
      ["CONTACT US", "contact-us"],
    ]);
  });

  it("derives the active item from the route", () => {
    expect(activeNavForPath("/")).toBeNull();
    expect(activeNavForPath("/service")).toBe("service");
    expect(activeNavForPath("/service/kol-management")).toBe("service");
    expect(activeNavForPath("/article/abc")).toBe("article");
    expect(activeNavForPath("/article/all")).toBe("article");
    expect(activeNavForPath("/team")).toBe("team");
    expect(activeNavForPath("/clients/detail")).toBe("clients");
    expect(activeNavForPath("/contact-us/")).toBe("contact-us");
    expect(activeNavForPath("/nope")).toBeNull();
    expect(activeNavForPath("/id")).toBeNull();
    expect(activeNavForPath("/id/service/kol-management")).toBe("service");
  });

  it("follows the scroll on the landing page", () => {
    const tops = [
      { key: "home" as const, top: 0 },
      { key: "clients" as const, top: 300 },
      { key: "team" as const, top: 900 },
    ];
    expect(activeNavForScroll(tops, 80)).toBe("home");
    expect(
      activeNavForScroll(
        tops.map((t) => ({ ...t, top: t.top - 250 })),
        80,
      ),
    ).toBe("clients");
    expect(
      activeNavForScroll(
        tops.map((t) => ({ ...t, top: t.top - 2000 })),
        80,
      ),
    ).toBe("team");
  });
});
