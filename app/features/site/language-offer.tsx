import { X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { localizePath, otherLocale } from "#contracts/locale.ts";
import { rememberLocale } from "./locale-cookie.ts";

/**
 * The one-time line offering the other edition: fixed to the bottom, shown after hydration, so
 * it moves nothing on the page (CLS stays 0). Either answer is remembered in the cookie.
 * Its texts are in the other language: they are written for a reader who prefers it.
 */
export default function LanguageOffer() {
  const locale = useLocale();
  const t = useMessages().site.language;
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const other = otherLocale(locale);
  return (
    <aside
      lang={other}
      aria-label={t.offerLabel}
      data-testid="language-offer"
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-[0_12px_40px_-12px_rgba(0,0,0,0.7)] ring-1 ring-white/15"
    >
      <p className="min-w-0 flex-1 basis-52">{t.offerText}</p>
      <a
        href={`${localizePath(pathname, other)}${search}${hash}`}
        hrefLang={other}
        onClick={() => rememberLocale(other)}
        className={buttonClass({ size: "sm" })}
      >
        {t.offerAction}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale(locale);
          setOpen(false);
        }}
        className="grid size-9 place-items-center rounded-full hover:bg-white/10"
        aria-label={t.offerDismiss}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
