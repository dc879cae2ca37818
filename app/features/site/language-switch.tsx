import { Languages } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { LOCALE_NAMES, localizePath, otherLocale } from "#contracts/locale.ts";
import { rememberLocale } from "./locale-cookie.ts";

/**
 * The same page in the other edition. A full page load on purpose: the browser then loads only
 * the new language's catalogue (ADR 0008). The choice is remembered in a cookie.
 */
export function LanguageSwitch({ className, long }: { className?: string; long?: boolean }) {
  const locale = useLocale();
  const t = useMessages().site.language;
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(locale);
  const names = LOCALE_NAMES[other];
  // Marks the switch as working (the cookie is written on click once hydrated).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <a
      href={`${localizePath(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      data-testid="language-switch"
      data-ready={ready ? "" : undefined}
      title={t.switchTitle}
      onClick={() => rememberLocale(other)}
      className={cx(
        "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-white ring-1 ring-white/30 hover:bg-white/10 hover:ring-white",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {long ? (
        names.name
      ) : (
        <>
          <span aria-hidden="true">{names.short}</span>
          <span className="sr-only">{names.name}</span>
        </>
      )}
    </a>
  );
}
