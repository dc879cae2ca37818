import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/app-services.ts";
import { safeRedirectPath } from "#server/http/require-staff.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext, TEST_PASSWORD } from "#server/test/test-app.ts";
import { action, loader } from "./login.tsx";

const FALLBACK = "/admin/dashboard";

// Targets that must never leave the site: dot segments that collapse into "//", backslashes,
// control characters, encoded slashes, other schemes, absolute and protocol-relative URLs.
const HOSTILE = [
  "/.//evil.example/phish",
  "/..//evil.example/phish",
  "/a/..//evil.example/phish",
  "/%2e//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/%2E//evil.example/phish",
  "/%2E%2E//evil.example/phish",
  "/.%2e//evil.example/phish",
  "/%2e.//evil.example/phish",
  "/././/evil.example/phish",
  "/a/b/../..//evil.example/phish",
  "/admin/../..//evil.example/phish",
  "/admin/%2e%2e/%2e%2e//evil.example/phish",
  "/a/%2e%2e//evil.example/phish",
  "/.///evil.example/phish",
  "/./\\evil.example/phish",
  "//evil.example/phish",
  "///evil.example/phish",
  "////evil.example/phish",
  "/\\evil.example/phish",
  "/\\/evil.example/phish",
  "\\\\evil.example/phish",
  "\\/evil.example/phish",
  "/%5cevil.example/phish",
  "/%5C%5Cevil.example/phish",
  "/%2fevil.example/phish",
  "/%2F%2Fevil.example/phish",
  "/.%2f/evil.example/phish",
  "%2f%2fevil.example/phish",
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r\n/evil.example/phish",
  "\t//evil.example/phish",
  " //evil.example/phish",
  "/%09/evil.example/phish",
  "https://evil.example/phish",
  "http://evil.example",
  "HTTPS://evil.example/phish",
  "https:evil.example/phish",
  "http:/evil.example/phish",
  "http:\\\\evil.example/phish",
  "//user:pass@evil.example/phish",
  "https://x.invalid@evil.example/phish",
  "https://localhost@evil.example/phish",
  "//evil.example%2f..",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example/phish",
  "\u0000//evil.example/phish",
  "/\u0000/evil.example/phish",
  "",
];

const KEPT: Array<[string, string]> = [
  ["/admin/employee?sortBy=name&sortOrder=asc", "/admin/employee?sortBy=name&sortOrder=asc"],
  ["/admin/article/12#body", "/admin/article/12#body"],
  ["/admin/./employee", "/admin/employee"],
  ["/admin/leads?q=a%2Fb", "/admin/leads?q=a%2Fb"],
  // A fetcher's data address (an expired session during a save) comes back as its page.
  ["/admin/article/form.data", "/admin/article/form"],
  ["/admin/article.data?index&_routes=routes%2Fadmin%2Farticle-list", "/admin/article"],
];

/** Where a browser on the site would go with this Location header. */
function browserTarget(location: string) {
  return new URL(location, "http://localhost/login");
}

function expectSafe(variant: string, location: string | null) {
  expect(location, JSON.stringify(variant)).toBe(FALLBACK);
  expect(browserTarget(location ?? "").origin, JSON.stringify(variant)).toBe("http://localhost");
}

const ctx = setupTestContext();
let user: SessionUser;
beforeAll(async () => {
  user = await createSessionUser(ctx, "editor");
});

describe("redirect target after sign-in", () => {
  it(`keeps ${HOSTILE.length} hostile targets on the site (safeRedirectPath)`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    for (const variant of HOSTILE) expectSafe(variant, safeRedirectPath(variant));
    for (const [variant, kept] of KEPT) expect(safeRedirectPath(variant)).toBe(kept);
  });

  it("the login page GET sends a signed-in member to the dashboard, never off-site", async () => {
    for (const variant of HOSTILE) {
      const url = `http://localhost/login?redirectTo=${encodeURIComponent(variant)}`;
      const result = await callRoute(ctx, loader, new Request(url), { user });
      expect(result.status, JSON.stringify(variant)).toBe(302);
      expectSafe(variant, result.headers.get("location"));
    }
    for (const [variant, kept] of KEPT) {
      const url = `http://localhost/login?redirectTo=${encodeURIComponent(variant)}`;
      const result = await callRoute(ctx, loader, new Request(url), { user });
      expect(result.headers.get("location")).toBe(kept);
    }
  });

  it("the login form POST with the right password lands on the site, never off-site", async () => {
    for (const [index, variant] of HOSTILE.entries()) {
      const request = formPost("/login", {
        email: user.email,
        password: TEST_PASSWORD,
        redirectTo: variant,
      });
      const result = await callRoute(ctx, action, request, { ip: `10.77.0.${index}` });
      expect(result.status, JSON.stringify(variant)).toBe(302);
      expect(result.headers.get("set-cookie")).toMatch(/HttpOnly/i);
      expectSafe(variant, result.headers.get("location"));
    }
    const [variant, kept] = KEPT[0];
    const request = formPost("/login", {
      email: user.email,
      password: TEST_PASSWORD,
      redirectTo: variant,
    });
    expect((await callRoute(ctx, action, request)).headers.get("location")).toBe(kept);
  });
});

describe("signing in again from the dialog of an ended session (intent=renew)", () => {
  it("answers ok with the session cookie and no redirect; a wrong password gets the same reply as the page", async () => {
    const signIn = (password: string, ip: string) =>
      callRoute(ctx, action, formPost("/login", { email: user.email, password, intent: "renew" }), {
        ip,
      });
    const wrong = await signIn("not the password", "10.78.0.1");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(wrong.data).toMatchObject({
      status: "error",
      error: { password: ["Email or password is incorrect"] },
      initialValue: { email: user.email },
    });
    // What was typed comes back, but never the password.
    expect(JSON.stringify(wrong.data)).not.toContain("not the password");

    const right = await signIn(TEST_PASSWORD, "10.78.0.2");
    expect(right.status).toBe(200);
    expect(right.headers.get("location")).toBeNull();
    expect(right.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(right.data).toMatchObject({ status: "success" });
    expect(JSON.stringify(right.data)).not.toContain(TEST_PASSWORD);
  });
});
