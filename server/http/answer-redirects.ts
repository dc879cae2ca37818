import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

/** Paths the site answers by itself whatever the rules: the API, files and the staff area. */
const OWN_PATHS = /^\/(api|media|assets|admin|healthz)(\/|$)/;

const hostOf = (referer: string | undefined) => {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
};

/**
 * Answers a path a redirect rule names (from memory: no query per request), and counts the
 * requests that end in a 404, for the log staff turn into redirects. Before the public cache,
 * so a rule is answered even where a not-found page was stored.
 */
export const answerRedirects = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || OWN_PATHS.test(c.req.path)) return next();
  const { redirects, notFoundLog } = c.get("services");
  await redirects.ready();
  const url = new URL(c.req.url);
  const answer = redirects.match(url.pathname, url.search);
  if (answer) {
    c.header("Cache-Control", answer.status === 301 ? "public, max-age=3600" : "no-store");
    return c.redirect(answer.location, answer.status as 301 | 302);
  }
  await next();
  if (c.res.status === 404) {
    const referrer = hostOf(c.req.header("referer"));
    notFoundLog.record(url.pathname, referrer, c.req.header("user-agent") ?? "");
  }
});
