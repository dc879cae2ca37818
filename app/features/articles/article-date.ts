const MONTHS = [
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
];

/** Jakarta time (UTC+7, no daylight saving), so server and browser render the same day. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** 'MMMM DD, YYYY' as in the spec, e.g. "November 05, 2026". */
export function formatArticleDate(value: string | Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const local = new Date(time + JAKARTA_OFFSET_MS);
  const day = String(local.getUTCDate()).padStart(2, "0");
  return `${MONTHS[local.getUTCMonth()]} ${day}, ${local.getUTCFullYear()}`;
}
