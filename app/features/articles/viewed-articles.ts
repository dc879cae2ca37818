/** localStorage key of the ids this browser has already counted as viewed (spec section 4). */
export const VIEWED_ARTICLES_KEY = "viewedArticles";
const MAX_REMEMBERED = 500;

export function readViewedArticles(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_ARTICLES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export type ViewOutcome =
  | { status: "skipped" | "failed" }
  | { status: "recorded"; views: number | null };

/** The count in `{ data: { views } }`, or null when the answer has none. */
function readViewCount(body: unknown): number | null {
  const views = (body as { data?: { views?: unknown } } | null)?.data?.views;
  return typeof views === "number" && Number.isFinite(views) ? views : null;
}

/**
 * Counts a view once per article per browser: no call when the id is stored; otherwise
 * POST article/{id}/views, and the id is stored only when the answer is 200. The answer's body
 * is always read: it carries the new count, and an unread body keeps the request open.
 */
export async function recordViewOnce(
  uid: string,
  storage: Storage,
  fetcher: typeof fetch = fetch,
): Promise<ViewOutcome> {
  if (readViewedArticles(storage).includes(uid)) return { status: "skipped" };
  let views: number | null;
  try {
    const response = await fetcher(`/api/v1/article/${encodeURIComponent(uid)}/views`, {
      method: "POST",
      headers: { "cache-control": "no-cache", pragma: "no-cache" },
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status !== 200) return { status: "failed" };
    views = readViewCount(body);
  } catch {
    return { status: "failed" };
  }
  const current = readViewedArticles(storage).filter((id) => id !== uid);
  current.push(uid);
  try {
    storage.setItem(VIEWED_ARTICLES_KEY, JSON.stringify(current.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or disabled: the server's daily de-duplication still applies.
  }
  return { status: "recorded", views };
}
