import { data, type RouterContextProvider, redirect } from "react-router";
import { SECURITY_PATH } from "#contracts/auth-schema.ts";
import { errorText } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import { can, type Permission } from "#contracts/permissions.ts";
import { hasUnstorableCharacters } from "#contracts/text-guards.ts";
import type { SessionUser } from "#server/app-services.ts";
import { requestContext } from "#server/router-context.ts";
import { requestLocale } from "./request-locale.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

const DUMMY_ORIGIN = "http://x.invalid";

/**
 * A staff page (/admin or below) on this site to return to after sign-in; anything else gives
 * the fallback. The address of a React Router data request (`/admin/x.data?_routes=…`,
 * `/admin/_.data`, `?index`) names the page it was for: a browser sent there would get the data
 * or a 404 instead. The check runs on the normalised result too: dot segments ("/.//",
 * "/%2e%2e//") collapse into a path starting with "//", which a browser reads as another host.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/admin/dashboard") {
  if (!value || typeof value !== "string") return fallback;
  if (!isPlainPath(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== DUMMY_ORIGIN) return fallback;
  // Encoded slashes, backslashes and control characters in a path only serve to fool a later
  // decoder (a stripped tab turns "/%09/host" into "//host").
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(parsed.pathname)) return fallback;
  const target = pageAddress(parsed);
  return isPlainPath(target) && isStaffPath(target) ? target : fallback;
}

/** The page a React Router data request was made for: without `.data`, `_routes` and `?index`. */
function pageAddress(url: URL) {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  let search = url.search;
  const params = new URLSearchParams(search);
  // An empty `index` picks the index route's action; a valued one is the page's own.
  if (params.has("_routes") || params.getAll("index").includes("")) {
    const kept = params.getAll("index").filter(Boolean);
    params.delete("_routes");
    params.delete("index");
    for (const value of kept) params.append("index", value);
    const query = params.toString();
    search = query ? `?${query}` : "";
  }
  return `${pathname}${search}${url.hash}`;
}

const isStaffPath = (target: string) => /^\/admin(?:[/?#]|$)/.test(target);

function isPlainPath(value: string) {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  return !value.includes("\\") && !hasUnstorableCharacters(value) && !/\s/.test(value);
}

/** The login page, with the staff page the request was for (never its data address) to return to. */
export function loginUrlFor(request: Request) {
  const url = new URL(request.url);
  const target = safeRedirectPath(`${url.pathname}${url.search}`);
  return `/login?redirectTo=${encodeURIComponent(target)}`;
}

/**
 * The server-side rule for every admin loader and action: without a session the visitor goes
 * to the login page (and comes back afterwards); a signed-in member whose role lacks the
 * permission (contracts/permissions.ts) gets a 403. The sidebar only mirrors this rule.
 */
export function requireStaff(
  context: ContextReader,
  request: Request,
  permission?: Permission,
): SessionUser {
  const { user } = context.get(requestContext);
  if (!user) throw redirect(loginUrlFor(request));
  // Past the grace without a required second factor: setting one up is all the session may do.
  if (user.factorSetupOnly && !new URL(request.url).pathname.startsWith(SECURITY_PATH)) {
    throw redirect(SECURITY_PATH);
  }
  if (request.method !== "GET" && request.method !== "HEAD") assertSameSite(request);
  if (!can(user.role, permission)) {
    throw data({ message: errorText(msg("roleCannotOpen"), requestLocale()) }, { status: 403 });
  }
  return user;
}

const foreignPost = () =>
  data({ message: errorText(msg("otherSite"), requestLocale()) }, { status: 403 });

/**
 * Refuses a form post sent from another site (the API router has the same rule). "null" is
 * foreign too: a sandboxed frame or a data: page on another site sends it.
 */
export function assertSameSite(request: Request) {
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw foreignPost();
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) {
    const host = request.headers.get("host");
    if (!host || (origin !== `http://${host}` && origin !== `https://${host}`)) {
      throw foreignPost();
    }
  }
}
