/** The list's address keys the editor carries along, so Save and Cancel return to the same view. */
const ARTICLE_LIST_KEYS = ["page", "limit", "search", "status", "sortBy", "sortOrder"];

/** The article list's address (its page, filter and sort) a form at `url` came from. */
export function articleListHref(url: URL) {
  const back = new URLSearchParams();
  for (const key of ARTICLE_LIST_KEYS) {
    const value = url.searchParams.get(key);
    if (value) back.set(key, value.slice(0, 200));
  }
  const query = back.toString();
  return query ? `/admin/article?${query}` : "/admin/article";
}

/** The list's address with ?saved=<kind>, for its toast. */
export function savedListHref(back: string, saved: "created" | "updated") {
  const url = new URL(back, "http://x.invalid");
  url.searchParams.set("saved", saved);
  return `${url.pathname}${url.search}`;
}
