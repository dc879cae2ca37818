import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import type { StaffLocale } from "#contracts/auth-schema.ts";
import { LOCALE_NAMES, otherLocale } from "#contracts/locale.ts";

/**
 * The sign-in page in the other language: the login loader remembers it in the `lang` cookie
 * (the site's switch sets the same one). A full page load, so <html lang> and the catalogue follow.
 */
export function SignInLanguageSwitch({ locale }: { locale: StaffLocale }) {
  const { pathname, search } = useLocation();
  const other = otherLocale(locale);
  const params = new URLSearchParams(search);
  params.set("lang", other);
  return (
    <p className="mb-6 flex justify-end">
      <a
        href={`${pathname}?${params}`}
        hrefLang={other}
        lang={other}
        data-testid="sign-in-language-switch"
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold text-(--admin-muted) ring-1 ring-(--admin-border) hover:text-(--admin-text)"
      >
        <Languages aria-hidden="true" className="size-4" />
        {LOCALE_NAMES[other].name}
      </a>
    </p>
  );
}
