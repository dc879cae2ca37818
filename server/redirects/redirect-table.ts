import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { redirects } from "#server/db/schema.ts";

type LoadedRule = { id: number; to: string; status: number };
export type RedirectAnswer = { id: number; location: string; status: number };

const EDITION = "/id";

/**
 * The redirect rules in memory, so a request costs a map lookup or two and never a query:
 * loaded on first use and again after `invalidate()` (a rule changed here, or on another
 * instance: the public cache's invalidation reaches it). Hits are counted in memory and added
 * to the rows in one statement per flush.
 */
export function createRedirectTable(db: Database, now: () => Date) {
  let exact = new Map<string, LoadedRule>();
  let prefixes = new Map<string, LoadedRule>();
  let loading: Promise<void> | null = null;
  let stale = true;
  const hits = new Map<number, number>();

  const load = async () => {
    stale = false;
    const rows = await db.select().from(redirects);
    const nextExact = new Map<string, LoadedRule>();
    const nextPrefixes = new Map<string, LoadedRule>();
    for (const row of rows) {
      (row.match === "prefix" ? nextPrefixes : nextExact).set(row.from, row);
    }
    exact = nextExact;
    prefixes = nextPrefixes;
  };

  /** The rule for a path (and its query), the longest prefix winning. */
  const find = (path: string, search: string): [LoadedRule, string] | undefined => {
    const withQuery = search ? exact.get(`${path}${search}`) : undefined;
    if (withQuery) return [withQuery, ""];
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const whole = exact.get(trimmed);
    if (whole) return [whole, search];
    if (prefixes.size === 0) return undefined;
    for (let end = trimmed.length; end > 0; end = trimmed.lastIndexOf("/", end - 1)) {
      const rule = prefixes.get(trimmed.slice(0, end) || "/");
      if (rule) return [{ ...rule, to: `${rule.to}${trimmed.slice(end)}` }, search];
    }
    return undefined;
  };

  return {
    /** Loads the rules when they changed since the last load; most calls return at once. */
    ready(): Promise<void> | undefined {
      if (!stale) return loading ?? undefined;
      loading = load().finally(() => {
        loading = null;
      });
      return loading;
    },

    invalidate() {
      stale = true;
    },

    /**
     * Where a request for `path` (with `search`, "?…" or "") goes, or undefined. A rule for an
     * English path serves the Indonesian edition's path too, into the same edition.
     */
    match(path: string, search: string): RedirectAnswer | undefined {
      if (exact.size === 0 && prefixes.size === 0) return undefined;
      let found = find(path, search);
      if (!found && path.startsWith(`${EDITION}/`)) {
        const english = find(path.slice(EDITION.length), search);
        if (english?.[0].to.startsWith("/")) {
          found = [{ ...english[0], to: `${EDITION}${english[0].to}` }, english[1]];
        }
      }
      if (!found) return undefined;
      const [rule, keptQuery] = found;
      hits.set(rule.id, (hits.get(rule.id) ?? 0) + 1);
      const location = keptQuery && !rule.to.includes("?") ? `${rule.to}${keptQuery}` : rule.to;
      return { id: rule.id, location, status: rule.status };
    },

    /** Adds the hits counted since the last flush to the rules' rows. */
    async flushHits() {
      if (hits.size === 0) return;
      const counted = [...hits];
      hits.clear();
      const at = now();
      for (const [id, count] of counted) {
        await db
          .update(redirects)
          .set({ hits: sql`${redirects.hits} + ${count}`, lastHitAt: at })
          .where(eq(redirects.id, id));
      }
    },
  };
}

export type RedirectTable = ReturnType<typeof createRedirectTable>;
