import type { Locale } from "../../contracts/locale";

const MONTHS: Record<Locale, readonly string[]> = {
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
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

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

const INDONESIAN_MOMENT = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Jakarta",
});

/**
 * A moment for the staff screens (sign-ins, audit entries, leads, notes), in Jakarta time like
 * every date here, the same on the server and in the browser whatever their own time zones:
 * English "23 Nov 2026, 16:05", Indonesian "23 November 2026 16.05" (how Indonesian offices
 * write it; built from Intl's parts, as its whole string adds "pukul" in some ICU versions).
 */
export function formatDateTime(value: string | Date, locale: Locale = "en"): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  if (locale === "id") {
    const parts = Object.fromEntries(
      INDONESIAN_MOMENT.formatToParts(time).map((part) => [part.type, part.value]),
    );
    return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}.${parts.minute}`;
  }
  const local = new Date(time + JAKARTA_OFFSET_MS);
  const month = MONTHS[locale][local.getUTCMonth()].slice(0, 3);
  const clock = [local.getUTCHours(), local.getUTCMinutes()]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${clock}`;
}

/**
 * A calendar day ("2026-01-15", no time of its own) for the staff screens: English
 * "15 Jan 2026", Indonesian "15 Januari 2026".
 */
export function formatDay(day: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return "";
  const month = MONTHS[locale][Number(match[2]) - 1];
  if (!month) return "";
  return `${Number(match[3])} ${locale === "id" ? month : month.slice(0, 3)} ${match[1]}`;
}
