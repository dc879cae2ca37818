import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

/**
 * The site's own words in paths (spec section 2) and whether what follows them is words too:
 * after `article/` comes a uid, after `admin/` a screen and perhaps a record's id, whose case is
 * their own.
 */
const SECTIONS = new Map<string, "words" | "keep">([
  ["admin", "keep"],
  ["article", "keep"],
  ["clients", "words"],
  ["contact-us", "words"],
  ["login", "words"],
  ["logout", "words"],
  ["overview", "words"],
  ["robots.txt", "words"],
  ["rss.xml", "words"],
  ["service", "words"],
  ["setup", "words"],
  ["sitemap.xml", "words"],
  ["team", "words"],
]);

/**
 * The one spelling of a path: the edition, the section and the words after it in lowercase;
 * ids and uids (`/article/<uid>`, `/admin/...`) as they are. Null when it is already that.
 */
export function findCanonicalPath(path: string): string | null {
  if (!/[A-Z]/.test(path)) return null;
  const data = /\.data$/i.test(path) ? ".data" : "";
  const segments = path.slice(0, path.length - data.length).split("/");
  let at = 1;
  if (segments[at]?.toLowerCase() === "id") {
    segments[at] = "id";
    at += 1;
  }
  const section = segments[at]?.toLowerCase() ?? "";
  const after = SECTIONS.get(section);
  if (after) {
    segments[at] = section;
    for (let next = at + 1; next < segments.length; next += 1) {
      if (after === "words") segments[next] = segments[next].toLowerCase();
      else if (section === "article" && next === at + 1 && segments[next].toLowerCase() === "all") {
        segments[next] = "all";
      }
    }
  }
  const canonical = `${segments.join("/")}${data}`;
  return canonical === path ? null : canonical;
}

/**
 * Page paths are answered under one spelling: `/TEAM` is redirected to `/team` (React Router
 * would render it, and the cache would render every spelling anew).
 */
export const redirectToCanonicalPath = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || c.req.path.startsWith("/api/")) return next();
  // The path as sent, still percent-encoded: nothing decoded reaches the Location header.
  const url = new URL(c.req.url);
  const canonical = findCanonicalPath(url.pathname);
  if (!canonical) return next();
  c.header("Cache-Control", "public, max-age=3600");
  return c.redirect(`${canonical}${url.search}`, 301);
});
