import type { Locale } from "../../contracts/locale";

export const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
};

/** Jakarta time (UTC+7, no daylight saving), so server and browser render the same day. */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/**
 * The one date format of the site, in Jakarta time: English keeps the spec's 'MMMM DD, YYYY'
 * ("November 05, 2026"), Indonesian writes the day first ("5 November 2026"). Month names are
 * spelled here rather than taken from Intl so that server and browser always agree.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const local = new Date(time + JAKARTA_OFFSET_MS);
  const month = MONTHS[locale][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  if (locale === "id") return `${local.getUTCDate()} ${month} ${year}`;
  return `${month} ${String(local.getUTCDate()).padStart(2, "0")}, ${year}`;
}
