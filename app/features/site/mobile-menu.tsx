import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import "#app/components/ui/motion.css";
import { useMessages } from "#app/lib/messages.ts";
import { ContactTrigger } from "./contact-overlay.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NAV_ITEMS, type NavKey } from "./nav-items.ts";
import { useNavLinkProps } from "./nav-links.ts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: NavKey | null;
  /** The header's toggle button: focus returns to it on close. */
  toggle: RefObject<HTMLButtonElement | null>;
};

/**
 * The sidebar of small screens: focus stays inside; Escape, a link or a click outside closes it.
 * Loaded on the first tap of the toggle (see SiteHeader), not with the page.
 */
export default function MobileMenu({ open, onOpenChange, active, toggle }: Props) {
  const linkProps = useNavLinkProps();
  const close = () => onOpenChange(false);
  const t = useMessages().site;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] motion-safe:animate-[fade-in_200ms_ease-out]"
          data-testid="menu-overlay"
        />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!toggle.current?.isConnected) return;
            event.preventDefault();
            toggle.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(86vw,22rem)] flex-col bg-ink text-white shadow-2xl outline-none motion-safe:animate-[sheet-in-right_220ms_ease-out]"
        >
          <div className="flex items-center justify-between p-5">
            <Logo />
            <Dialog.Close
              className="grid size-11 place-items-center rounded-full text-white hover:bg-white/10"
              aria-label={t.nav.closeMenu}
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t.nav.menuTitle}</Dialog.Title>
          <nav aria-label={t.nav.label} className="flex-1 px-3">
            <ul className="flex flex-col">
              {NAV_ITEMS.map((item) => {
                const isActive = active === item.key;
                return (
                  <li key={item.key}>
                    <Link
                      {...linkProps(item, { active: isActive, after: close })}
                      className={cx(
                        "flex items-center justify-between rounded-xl px-4 py-4 text-base font-extrabold tracking-[0.08em]",
                        isActive
                          ? "bg-white/10 text-brand-yellow"
                          : "text-white/85 hover:bg-white/5",
                      )}
                    >
                      {t.nav[item.label]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-white/10 p-5">
            <LanguageSwitch long className="h-11 w-full justify-center" />
            <ContactTrigger onBeforeOpen={close} className={buttonClass({ className: "w-full" })}>
              {t.cta.talk}
            </ContactTrigger>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
