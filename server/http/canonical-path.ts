import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

/** The site's own words in paths (spec section 2); whatever follows `article/` is a uid. */
const SECTIONS = new Set([
  "admin",
  "article",
  "clients",
  "contact-us",
  "login",
  "logout",
  "overview",
  "robots.txt",
  "rss.xml",
  "service",
  "setup",
  "sitemap.xml",
  "team",
]);

/**
 * The one spelling of a path: the edition, the section and what follows it in lowercase, but
 * an article's uid (`/article/<uid>`), whose case is its own. Null when it is already that.
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
  if (!SECTIONS.has(section)) {
    // `/ID` alone is the Indonesian home page.
    const canonical = `${segments.join("/")}${data}`;
    return canonical === path ? null : canonical;
  }
  segments[at] = section;
  for (let next = at + 1; next < segments.length; next += 1) {
    if (section === "article" && !(next === at + 1 && segments[next].toLowerCase() === "all")) {
      break;
    }
    segments[next] = segments[next].toLowerCase();
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
