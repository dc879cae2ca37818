import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "../router-context.ts";
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
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/admin/dashboard");
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
