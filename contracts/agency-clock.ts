import { INTL_LOCALE, type Locale } from "./locale.ts";

/**
 * The agency's clock: Jakarta, WIB, UTC+7 all year (Indonesia keeps no daylight saving). Every
 * date the site, staff area, mails, CSVs and reports show is read on it, so server and browser
 * agree whatever their own time zones.
 */
export const AGENCY_TIME_ZONE = "Asia/Jakarta";
const AGENCY_UTC_OFFSET = "+07:00";
const AGENCY_OFFSET_MS = 7 * 3_600_000;

const dateFormat = (locale: Locale, month: "long" | "short") =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: "numeric",
    month,
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: AGENCY_TIME_ZONE,
  });
const DATE_FORMATS = {
  en: { long: dateFormat("en", "long"), short: dateFormat("en", "short") },
  id: { long: dateFormat("id", "long"), short: dateFormat("id", "short") },
};
const NUMBER_FORMATS = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 2 }),
  id: new Intl.NumberFormat(INTL_LOCALE.id, { maximumFractionDigits: 2 }),
};

// Built from Intl's parts: its whole strings differ between ICU versions ("pukul", "Sept").
function readParts(value: string | Date, locale: Locale, month: "long" | "short") {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const parts = DATE_FORMATS[locale][month].formatToParts(time);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * A date on the agency's clock. "long", the public site's: English keeps the spec's
 * 'MMMM DD, YYYY' ("November 05, 2026"), Indonesian writes "5 November 2026". "medium", the
 * staff area's: "5 Nov 2026", "5 November 2026". "short", a chart's axis: "5 Nov". A calendar
 * day ("2026-11-05") shows as itself.
 */
export function formatDate(
  value: string | Date,
  locale: Locale,
  style: "long" | "medium" | "short" = "long",
): string {
  const shortMonth = style === "short" || (style === "medium" && locale === "en");
  const parts = readParts(value, locale, shortMonth ? "short" : "long");
  if (!parts) return "";
  if (style === "short") return `${parts.day} ${parts.month}`;
  if (style === "long" && locale === "en") {
    return `${parts.month} ${parts.day.padStart(2, "0")}, ${parts.year}`;
  }
  return `${parts.day} ${parts.month} ${parts.year}`;
}

const clockOf = (parts: Record<string, string>, locale: Locale) =>
  `${parts.hour}${locale === "id" ? "." : ":"}${parts.minute}`;

/** A day and its time for an appointment the reader plans around: "5 Dec, 09:00 WIB", "5 Des, 09.00 WIB". */
export function formatDayAndTime(value: string | Date, locale: Locale): string {
  const day = formatDate(value, locale, "short");
  return day ? `${day}, ${formatTime(value, locale)}` : "";
}

/** A time of day with its zone, as Indonesians write it: "16:05 WIB", "16.05 WIB". */
export function formatTime(value: string | Date, locale: Locale): string {
  const parts = readParts(value, locale, "short");
  return parts ? `${clockOf(parts, locale)} WIB` : "";
}

/**
 * A moment for the staff screens and mails: English "23 Nov 2026, 16:05", Indonesian
 * "23 November 2026 16.05" (how Indonesian offices write it).
 */
export function formatDateTime(value: string | Date, locale: Locale = "en"): string {
  const parts = readParts(value, locale, locale === "en" ? "short" : "long");
  if (!parts) return "";
  const day = `${parts.day} ${parts.month} ${parts.year}`;
  return `${day}${locale === "en" ? "," : ""} ${clockOf(parts, locale)}`;
}

/** A count or figure in the reader's language: "12,345.5" in English, "12.345,5" in Indonesian. */
export const formatNumber = (value: number, locale: Locale) => NUMBER_FORMATS[locale].format(value);

/**
 * A moment as the agency's wall clock reads it, sortable: "2026-11-27T14:05:09". Callers keep
 * what they need: the day (10 characters), a datetime-local value (16), a CSV cell.
 */
export function toAgencyWallClock(value: string | Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  return new Date(time + AGENCY_OFFSET_MS).toISOString().slice(0, 19);
}

/** The agency's calendar day of a moment: "2026-11-27". */
export const agencyDay = (value: string | Date) => toAgencyWallClock(value).slice(0, 10);

/** A wall-clock time on the agency's clock ("2026-11-27T14:05") as the moment it names. */
export const fromAgencyWallClock = (value: string) => new Date(`${value}${AGENCY_UTC_OFFSET}`);

/** The first moment of an agency calendar day ("2026-11-27"). */
export const startOfAgencyDay = (day: string) => fromAgencyWallClock(`${day}T00:00:00`);
