import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "#server/router-context.ts";
import { loginUrlFor, requireStaff, safeRedirectPath } from "./require-staff.ts";

const contextFor = (user: { role: "admin" | "editor" } | null) => {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: "n",
    requestId: "r",
    ip: "127.0.0.1",
    https: false,
    origin: "http://localhost",
    user: user ? { id: 1, email: "a@b.c", name: "A", sessionId: "s", ...user } : null,
  });
  return context;
};

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/admin/employee?page=2&search=ayu")).toBe(
      "/admin/employee?page=2&search=ayu",
    );
  });
  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "admin",
    "/admin\n/x",
    "",
    null,
    // Same-site, but not a staff page: sign-in only ever returns to the staff area.
    "/",
    "/article/abc",
    "/login?redirectTo=%2Fadmin",
    "/administrator",
    "/admin.evil",
    "/_.data",
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/admin/dashboard");
  });

  it.each([
    ["/admin/article/form.data", "/admin/article/form"],
    [
      "/admin/article/form/0b9c.data?search=ads&page=2",
      "/admin/article/form/0b9c?search=ads&page=2",
    ],
    ["/admin/_.data", "/admin/"],
    ["/admin.data", "/admin"],
    ["/admin/article.data?_routes=routes%2Fadmin%2Farticle-list", "/admin/article"],
    ["/admin/article.data?index", "/admin/article"],
    ["/admin/article.data?index=&sortBy=title&_routes=a,b", "/admin/article?sortBy=title"],
    ["/admin/leads?index=3", "/admin/leads?index=3"],
  ])("gives the page of a data request: %j -> %j", (value, page) => {
    expect(safeRedirectPath(value)).toBe(page);
  });
});

describe("requireStaff", () => {
  const request = new Request("http://localhost/admin/employee?page=1");

  it("sends visitors without a session to the login page with the way back", () => {
    try {
      requireStaff(contextFor(null), request);
      throw new Error("should redirect");
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(loginUrlFor(request));
      expect(response.headers.get("location")).toBe(
        "/login?redirectTo=%2Fadmin%2Femployee%3Fpage%3D1",
      );
    }
  });

  it("sends a data request (a fetcher's save) back to its page, never to its .data address", () => {
    for (const [url, method, back] of [
      ["http://localhost/admin/article/form.data", "POST", "/admin/article/form"],
      [
        "http://localhost/admin/article/form/0b9c.data?search=ads&_routes=routes%2Fadmin%2Farticle-form",
        "GET",
        "/admin/article/form/0b9c?search=ads",
      ],
      ["http://localhost/admin/article.data?index", "POST", "/admin/article"],
    ] as const) {
      try {
        requireStaff(contextFor(null), new Request(url, { method }));
        throw new Error("should redirect");
      } catch (error) {
        const response = error as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe(
          `/login?redirectTo=${encodeURIComponent(back)}`,
        );
      }
    }
  });

  it("answers 403 for a role without the permission, and returns the user otherwise", () => {
    expect(() =>
      requireStaff(contextFor({ role: "editor" }), request, "employees:manage"),
    ).toThrow();
    try {
      requireStaff(contextFor({ role: "editor" }), request, "employees:manage");
    } catch (error) {
      expect((error as { init?: { status?: number } }).init?.status).toBe(403);
    }
    expect(requireStaff(contextFor({ role: "editor" }), request).role).toBe("editor");
    expect(requireStaff(contextFor({ role: "editor" }), request, "articles:manage").role).toBe(
      "editor",
    );
    expect(requireStaff(contextFor({ role: "admin" }), request, "employees:manage").role).toBe(
      "admin",
    );
  });

  it("refuses cross-site form posts", () => {
    const post = new Request("http://localhost/admin/staff", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(() => requireStaff(contextFor({ role: "admin" }), post)).toThrow();
  });
});
