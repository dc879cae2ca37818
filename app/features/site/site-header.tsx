import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { localizePath, stripLocale } from "#contracts/locale.ts";
import { ContactTrigger } from "./contact-overlay.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { activeNavForPath, activeNavForScroll, NAV_ITEMS, type NavKey } from "./nav-items.ts";
import { useNavLinkProps } from "./nav-links.ts";

const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

export const SCROLLED_THRESHOLD_PX = 50;
const HEADER_OFFSET = 140;

/** On the landing page: the section under the header; elsewhere: the route's item. */
function useActiveNav(isHome: boolean, pathname: string): NavKey | null {
  const [scrollActive, setScrollActive] = useState<NavKey>("home");
  useEffect(() => {
    if (!isHome) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = NAV_ITEMS.flatMap((item) => {
        const element = document.getElementById(item.anchor);
        return element ? [{ key: item.key, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      setScrollActive(
        atBottom ? (tops[tops.length - 1]?.key ?? "home") : activeNavForScroll(tops, HEADER_OFFSET),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [isHome]);
  return isHome ? scrollActive : activeNavForPath(pathname);
}

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const isHome = stripLocale(pathname) === "/";
  const locale = useLocale();
  const active = useActiveNav(isHome, pathname);
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code is fetched on the first tap and kept mounted afterwards.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const linkProps = useNavLinkProps();
  const t = useMessages().site;
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cx(
        "site-header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,height] duration-300",
        scrolled
          ? "is-scrolled h-16 bg-ink/95 shadow-[0_10px_30px_-12px_rgba(0,0,0,0.6)] backdrop-blur"
          : "h-[76px] bg-ink",
      )}
    >
      <div className="container-page flex h-full items-center justify-between gap-6">
        <Link to={localizePath("/", locale)} aria-label={t.nav.homeLabel} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t.nav.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => {
              const isActive = active === item.key;
              return (
                <li key={item.key}>
                  <Link
                    {...linkProps(item, {
                      active: isActive,
                      current: isHome ? "location" : "page",
                    })}
                    className={cx(
                      "relative rounded-full px-3 py-2 text-[0.8rem] font-extrabold tracking-[0.08em] transition-colors lg:px-4",
                      isActive ? "text-brand-yellow" : "text-white/80 hover:text-white",
                    )}
                  >
                    {t.nav[item.label]}
                    <span
                      aria-hidden="true"
                      className={cx(
                        "absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-brand-yellow transition-transform duration-300 lg:inset-x-4",
                        isActive ? "scale-x-100" : "scale-x-0",
                      )}
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* On phones the switch is in the menu: the header has no room for it. */}
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <ContactTrigger
            className={buttonClass({ size: "sm", className: "hidden sm:inline-flex" })}
          >
            {t.cta.talk}
          </ContactTrigger>
          <button
            ref={toggle}
            type="button"
            className="grid size-11 place-items-center rounded-full text-white hover:bg-white/10 md:hidden"
            aria-label={t.nav.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? "mobile-menu" : undefined}
            data-testid="menu-toggle"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </button>
          {menuUsed ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                active={active}
                toggle={toggle}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
