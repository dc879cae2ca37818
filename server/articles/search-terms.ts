import { sql } from "drizzle-orm";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";

/** New terms one day can add; past it, only the terms already stored that day count up. */
export const SEARCH_TERMS_PER_DAY = 200;
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Trimmed, lowercased, whitespace collapsed, at most 100 characters; null when empty. */
export function normalizeSearchTerm(text: string): string | null {
  const collapsed = text.toLowerCase().replace(/\s+/g, " ").trim();
  const term = Array.from(collapsed).slice(0, SEARCH_TERM_MAX_LENGTH).join("").trim();
  return term || null;
}

/**
 * Counts a reader's search that found nothing, as one row per day and normalised term: a
 * flood of searches adds at most SEARCH_TERMS_PER_DAY rows a day, however many it sends.
 */
export async function recordZeroResultSearch(db: Database, text: string, now = new Date()) {
  const term = normalizeSearchTerm(text);
  if (!term) return;
  const day = agencyDay(now);
  // A term already stored today: one atomic increment, no lock.
  const counted = await selectRows(
    db,
    sql`
    update search_terms set times = times + 1, last_at = ${now}
    where day = ${day}::date and term = ${term} returning 1`,
  );
  if (counted.length > 0) return;
  // A new term: the day's bound is checked and the row added under one lock per day, so
  // concurrent searches on several PostgreSQL connections cannot all pass the check at once.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search_terms:${day}`}))`);
    await tx.execute(sql`
      insert into search_terms (day, term, times, last_at)
      select ${day}::date, ${term}, 1, ${now}
      where (select count(*) from search_terms where day = ${day}::date) < ${SEARCH_TERMS_PER_DAY}
        or exists (select 1 from search_terms where day = ${day}::date and term = ${term})
      on conflict (day, term)
      do update set times = search_terms.times + 1, last_at = excluded.last_at`);
  });
}
