/** One article's readers on one day of the demo month. */
export type DailyViews = { index: number; daysAgo: number; views: number };

type ArticleShape = { daysAgo: number; views: number };

/** A small seeded generator (mulberry32): the same demo month on every fresh database. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Weekday share of traffic for an Indonesian B2B audience (0 = Sunday): busiest Tuesday to
 * Thursday, quiet at the weekend.
 */
const WEEKDAY = [0.55, 1.05, 1.2, 1.2, 1.1, 0.9, 0.6];

/**
 * Thirty days of reading that look like an agency blog's real month: each article's level
 * follows its all-time popularity, a new article spikes in its first days and settles, the week
 * has its rhythm, a campaign day or a share lifts a few articles, and nothing is read before
 * it was published. `weekdayOfToday` is today's day of the week (0 = Sunday).
 */
export function buildViewHistory(
  articles: readonly ArticleShape[],
  options: { days?: number; seed?: number; weekdayOfToday: number },
): DailyViews[] {
  const days = options.days ?? 30;
  const random = seededRandom(options.seed ?? 20_251_125);
  const total = articles.reduce((sum, article) => sum + article.views, 0) || 1;
  // Three articles get a one-day lift (a newsletter, a partner's repost, a viral clip).
  const boosted = new Map<number, number>();
  for (let i = 0; i < 3 && articles.length > 0; i += 1) {
    boosted.set(Math.floor(random() * articles.length), 2 + Math.floor(random() * (days - 4)));
  }
  const out: DailyViews[] = [];
  articles.forEach((article, index) => {
    // About 1.6 % of an evergreen article's all-time readers come in a month, spread over days.
    const base = (article.views / total) * 2400;
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      if (daysAgo > article.daysAgo) continue;
      const age = article.daysAgo - daysAgo;
      const launch = age < 10 ? 1 + 5 * Math.exp(-age / 2.5) : 1;
      const weekday = (((options.weekdayOfToday - daysAgo) % 7) + 7) % 7;
      const noise = 0.7 + random() * 0.6;
      const lift = boosted.get(index) === daysAgo ? 3 + random() * 3 : 1;
      const views = Math.round((base / days) * launch * WEEKDAY[weekday] * noise * lift);
      if (views > 0) out.push({ index, daysAgo, views });
    }
  });
  return out;
}
