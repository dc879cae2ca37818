import type { ReactNode } from "react";
import { messages } from "#app/lib/staff-messages.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { buttonStyles, cx } from "./admin-ui.tsx";

const shared = messages.website.shared;

/** A language's name in the staff member's language: "English", "Bahasa Indonesia". */
export const languageName = (locale: Locale) =>
  locale === "en" ? shared.english : shared.indonesian;

/**
 * Which language's texts a form shows (the other's stay in the form, hidden): one pressed
 * button per language, each controlling its panel (`${panelIdPrefix}-${locale}`), marked with
 * what `errorText` says of the count of its fields to fix.
 */
export function TextsLanguageSwitch({
  legend,
  current,
  panelIdPrefix,
  errorCount,
  errorText,
  onChange,
}: {
  legend: string;
  current: Locale;
  panelIdPrefix: string;
  errorCount: (locale: Locale) => number;
  errorText: (count: number) => ReactNode;
  onChange: (locale: Locale) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {LOCALES.map((locale) => {
        const count = errorCount(locale);
        return (
          <button
            key={locale}
            type="button"
            aria-pressed={current === locale}
            aria-controls={`${panelIdPrefix}-${locale}`}
            onClick={() => onChange(locale)}
            className={cx(
              current === locale ? buttonStyles.primary : buttonStyles.secondary,
              "flex-1 flex-wrap sm:flex-none",
            )}
          >
            {languageName(locale)}
            {count > 0 ? (
              <span className="rounded-full bg-(--admin-danger-bg) px-2 text-xs font-bold text-(--admin-danger) ring-1 ring-(--admin-danger)">
                {errorText(count)}
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
