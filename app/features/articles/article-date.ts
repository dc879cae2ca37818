import { formatDate } from "../../lib/format-date";

/**
 * 'MMMM DD, YYYY' as in the spec, e.g. "November 05, 2026", in Jakarta time: the English form of
 * the site's one date formatter (app/lib/format-date.ts), for the staff screens' English dates.
 */
export function formatArticleDate(value: string | Date): string {
  return formatDate(value, "en");
}
