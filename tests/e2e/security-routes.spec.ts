import { type APIRequestContext, expect, request, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { E2E_ADMIN, E2E_EDITOR } from "./accounts.ts";
import { postLogin } from "./second-factor-code.ts";
import { PUBLIC_ROUTES } from "./site-helpers.ts";

const BASE = "http://localhost:3100";

function flatten(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...(entry.children ? flatten(entry.children, path) : [])];
  });
}

const STAFF_PATHS = flatten(routes).filter((path) => path.startsWith("/admin"));
const concrete = (path: string) =>
  path
    .replace(":id", /employee|leads|clients/.test(path) ? "1" : "unknown-uid")
    .replace(":employeeId", "1")
    .replace(":slug", "digital-ads");

/** Who may open each admin screen. A new admin route without a line here fails the test. */
const EDITOR_ALLOWED = [
  /^\/admin$/,
  /^\/admin\/dashboard$/,
  /^\/admin\/article(\/|$)/,
  /^\/admin\/categories$/,
  // The command palette's search: each role finds only what it may open.
  /^\/admin\/search$/,
  // The editors' uploads and article preview (form posts only).
  /^\/admin\/(media|article-preview)$/,
  // Everyone's own staff-area language (form posts only).
  /^\/admin\/locale$/,
  // The website's own content (site:manage: admins and editors).
  /^\/admin\/(team|clients|services|company|redirects)(\/|$)/,
  // The analytics' content part (analytics:content: editors too; the rest needs analytics:read).
  /^\/admin\/analytics$/,
  // The media library (media:manage: admins and editors).
  /^\/admin\/media-library$/,
  // Everyone's own sign-in factors.
  /^\/admin\/account\/security$/,
];
/** Resource routes (JSON, no document): security headers, but no scripts to carry a nonce. */
const RESOURCE_ROUTES = [/^\/admin\/(search|media|article-preview|locale)$/];
/** Resource routes that only take posts: a signed-in GET is a 405. */
const POST_ONLY = [/^\/admin\/(media|article-preview|locale)$/];
const ADMIN_ONLY = [
  /^\/admin\/employee/,
  /^\/admin\/leads/,
  // Where leads come from (leads:manage: admins and sales).
  /^\/admin\/dashboard\/sources$/,
  /^\/admin\/staff$/,
  /^\/admin\/audit$/,
];

async function session(role?: "admin" | "editor"): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { "x-forwarded-for": `10.77.0.${role?.length ?? 0}` },
  });
  if (role) {
    const account = role === "admin" ? E2E_ADMIN : E2E_EDITOR;
    const response = await postLogin(context, account);
    expect(response.status()).toBe(200);
  }
  return context;
}

test("every admin route answers anonymous 302 to login, editor and admin by role", async () => {
  expect(STAFF_PATHS.length).toBeGreaterThan(10);
  const callers = {
    anonymous: await session(),
    editor: await session("editor"),
    admin: await session("admin"),
  };
  const mismatches: string[] = [];
  for (const path of STAFF_PATHS) {
    const editorAllowed = EDITOR_ALLOWED.some((pattern) => pattern.test(path));
    const adminOnly = ADMIN_ONLY.some((pattern) => pattern.test(path));
    if (editorAllowed === adminOnly) {
      mismatches.push(`${path}: no access rule in this test`);
      continue;
    }
    for (const [caller, context] of Object.entries(callers)) {
      const response = await context.get(concrete(path), { maxRedirects: 0 });
      const status = response.status();
      const location = response.headers().location ?? "";
      let ok: boolean;
      if (caller === "anonymous") ok = status === 302 && location.startsWith("/login?redirectTo=");
      else if (caller === "editor" && adminOnly) ok = status === 403;
      else {
        const expected = POST_ONLY.some((pattern) => pattern.test(path)) ? [405] : [200, 302, 404];
        ok = expected.includes(status) && !location.startsWith("/login");
      }
      if (!ok) mismatches.push(`${caller} ${path}: ${status} ${location}`);
    }
  }
  expect(mismatches).toEqual([]);
});

test("every page carries the security headers and a CSP nonce that matches its scripts", async () => {
  const admin = await session("admin");
  const anonymous = await session();
  const pages = [...PUBLIC_ROUTES, "/service/kol-management", "/login", "/no-such-page"];
  const failures: string[] = [];
  for (const [context, paths] of [
    [anonymous, pages],
    [admin, STAFF_PATHS.filter((path) => !path.includes(":"))],
  ] as const) {
    for (const path of paths) {
      const response = await context.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await response.text();
      const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map(
        (match) => match[1],
      );
      const checks: [string, boolean][] = [
        ["nonce in CSP", Boolean(nonce)],
        [
          "scripts carry the nonce",
          RESOURCE_ROUTES.some((pattern) => pattern.test(path)) ||
            (scriptNonces.length > 0 && scriptNonces.every((value) => value === nonce)),
        ],
        ["object-src none", csp.includes("object-src 'none'")],
        ["base-uri none", csp.includes("base-uri 'none'")],
        ["frame-ancestors", csp.includes("frame-ancestors 'none'")],
        ["nosniff", headers["x-content-type-options"] === "nosniff"],
        ["referrer-policy", Boolean(headers["referrer-policy"])],
        ["charset", /charset=utf-8/i.test(headers["content-type"] ?? "")],
      ];
      for (const [name, passed] of checks) if (!passed) failures.push(`${path}: ${name}`);
    }
  }
  const second = (await (await anonymous.get("/")).headers())["content-security-policy"];
  const first = (await (await anonymous.get("/")).headers())["content-security-policy"];
  expect(first).not.toBe(second);
  expect(failures).toEqual([]);
});
