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

/**
 * Counts a view once per article per browser: no call when the id is stored; otherwise
 * POST article/{id}/views, and the id is stored only when the answer is 200.
 */
export async function recordViewOnce(
  uid: string,
  storage: Storage,
  fetcher: typeof fetch = fetch,
): Promise<"skipped" | "recorded" | "failed"> {
  if (readViewedArticles(storage).includes(uid)) return "skipped";
  try {
    const response = await fetcher(`/api/v1/article/${encodeURIComponent(uid)}/views`, {
      method: "POST",
      headers: { "cache-control": "no-cache", pragma: "no-cache" },
    });
    if (response.status !== 200) return "failed";
  } catch {
    return "failed";
  }
  const current = readViewedArticles(storage).filter((id) => id !== uid);
  current.push(uid);
  try {
    storage.setItem(VIEWED_ARTICLES_KEY, JSON.stringify(current.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or disabled: the server's daily de-duplication still applies.
  }
  return "recorded";
}
