import { stripLocale } from "#contracts/locale.ts";

export type NavKey = "home" | "clients" | "team" | "service" | "article" | "contact-us";

type NavLabel = "home" | "clients" | "team" | "service" | "article" | "contact";

/**
 * The menu of spec section 2: item, its text's key in the catalogue (site.nav), anchor on the
 * landing page, and route elsewhere (English path; localizePath gives the edition's).
 */
export const NAV_ITEMS: readonly { key: NavKey; label: NavLabel; anchor: NavKey; route: string }[] =
  [
    { key: "home", label: "home", anchor: "home", route: "/" },
    { key: "clients", label: "clients", anchor: "clients", route: "/clients" },
    { key: "team", label: "team", anchor: "team", route: "/team" },
    { key: "service", label: "service", anchor: "service", route: "/service" },
    { key: "article", label: "article", anchor: "article", route: "/article" },
    { key: "contact-us", label: "contact", anchor: "contact-us", route: "/contact-us" },
  ];

/** The active item a route implies; on the landing page the scroll position decides (null). */
export function activeNavForPath(pathname: string): NavKey | null {
  const path = stripLocale(pathname.replace(/\/+$/, "") || "/");
  if (path === "/") return null;
  const first = path.split("/")[1];
  if (first === "service") return "service";
  if (first === "article") return "article";
  if (first === "team") return "team";
  if (first === "clients") return "clients";
  if (first === "contact-us") return "contact-us";
  return null;
}

/** On the landing page: the last section whose top has passed under the header. */
export function activeNavForScroll(
  sectionTops: readonly { key: NavKey; top: number }[],
  offset: number,
): NavKey {
  let active: NavKey = "home";
  for (const section of sectionTops) {
    if (section.top - offset <= 0) active = section.key;
  }
  return active;
}
