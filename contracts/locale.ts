/** The site's editions: English at the spec's paths, Indonesian under /id. */
export const LOCALES = ["en", "id"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers a visitor's chosen edition (set by the language switch). */
export const LOCALE_COOKIE = "lang";

export const OG_LOCALE: Record<Locale, string> = { en: "en_US", id: "id_ID" };
/** BCP 47 tags for Intl (dates, plurals). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", id: "id-ID" };

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "id";

/** The edition a path belongs to: /id and /id/... are Indonesian, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/id" || pathname.startsWith("/id/") ? "id" : "en";
}

/** The path without its edition prefix: /id/service/x -> /service/x, /id -> /. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** A site path in an edition: ("/team", "id") -> "/id/team", ("/", "id") -> "/id". */
export function localizePath(path: string, locale: Locale): string {
  const base = stripLocale(path);
  if (locale === "en") return base;
  if (base === "/") return "/id";
  if (base.startsWith("/?") || base.startsWith("/#")) return `/id${base.slice(1)}`;
  return `/id${base}`;
}

/** Each language's own name, shown by the language switch in that language. */
export const LOCALE_NAMES: Record<Locale, { name: string; short: string }> = {
  en: { name: "English", short: "EN" },
  id: { name: "Bahasa Indonesia", short: "ID" },
};

export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "id" : "en");
