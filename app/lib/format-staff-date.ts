import type { Locale } from "../../contracts/locale";
import { JAKARTA_OFFSET_MS, MONTHS } from "./format-date";

// The staff screens' formats, apart from formatDate so that the public pages never load them.

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
