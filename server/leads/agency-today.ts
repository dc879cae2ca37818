/** Today's date in the agency's time zone (Asia/Jakarta, UTC+7, no daylight saving). */
export const agencyToday = (now: Date) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
