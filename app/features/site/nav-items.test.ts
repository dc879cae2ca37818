import { describe, expect, it } from "vitest";
import { site } from "#contracts/messages/site.ts";
import { activeNavForPath, activeNavForScroll, NAV_ITEMS } from "./nav-items.ts";

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

  it.each([
    ["/", null],
    ["/service", "service"],
    ["/service/kol-management", "service"],
    ["/article/abc", "article"],
    ["/article/all", "article"],
    ["/team", "team"],
    ["/clients/detail", "clients"],
    ["/contact-us/", "contact-us"],
    ["/nope", null],
    ["/id", null],
    ["/id/service/kol-management", "service"],
  ])("derives the active item from the route: %s -> %s", (path, active) => {
    expect(activeNavForPath(path)).toBe(active);
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
