import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { useLocale } from "#app/lib/messages.ts";
import { localizePath, stripLocale } from "#contracts/locale.ts";
import type { NAV_ITEMS } from "./nav-items.ts";

/** Smoothly scrolls to a landing-page section and keeps its anchor in the address bar. */
export function scrollToAnchor(anchor: string, home = "/") {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  window.history.replaceState(
    window.history.state,
    "",
    anchor === "home" ? home : `${home}#${anchor}`,
  );
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The props of a menu link: where it goes (an anchor on the landing page), the smooth scroll
 * there, `aria-current` when it is the active item (`current`, "page" unless said) and data-nav.
 */
export function useNavLinkProps() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const home = localizePath("/", locale);
  const isHome = stripLocale(pathname) === "/";
  return (
    item: (typeof NAV_ITEMS)[number],
    {
      active,
      current = "page",
      after,
    }: { active: boolean; current?: "page" | "location"; after?: () => void },
  ) => ({
    to: isHome
      ? item.anchor === "home"
        ? home
        : `${home}#${item.anchor}`
      : localizePath(item.route, locale),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        isHome &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey &&
        scrollToAnchor(item.anchor, home)
      ) {
        event.preventDefault();
      }
      after?.();
    },
    "aria-current": active ? current : undefined,
    "data-nav": item.key,
  });
}
