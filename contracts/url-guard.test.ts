import { describe, expect, it } from "vitest";
import { isAllowedUrl } from "./url-guard.ts";

const SITE = ["projingga.id", "localhost"];

describe("isAllowedUrl", () => {
  it.each([
    "/media/covers/a-1200.webp",
    "/media/inline/u1-1600.webp?v=2",
    "/images/team/ayu.webp",
    "https://images.example/photo.webp",
    "https://projingga.id/media/covers/a-800.webp",
    "http://localhost:8080/media/covers/a-800.webp",
    "  /media/covers/a.webp  ",
  ])("takes %s as an image", (url) => {
    expect(isAllowedUrl(url, "asset", SITE)).toBe(true);
  });

  it.each([
    "/api/v1/admin/leads/export?status=won",
    "/API/v1/admin/leads/export",
    "/%61pi/v1/chat",
    "/%2561pi/v1/chat",
    "/./api/v1/chat",
    "/media/../api/v1/chat",
    "/media/%2e%2e/api/v1/chat",
    "/media/..%2fapi/v1/chat",
    "/media/.hidden.webp",
    "/admin/leads",
    "/logout",
    "/article/abc",
    "/",
    "//evil.example/x.webp",
    "//projingga.id/media/a.webp",
    "/\\evil.example/x.webp",
    "\\api\\v1\\chat",
    "http:/api/v1/chat",
    "https:/api/v1/chat",
    "http:api/v1/chat",
    "https:api/v1/chat",
    "HTTP:/api/v1/chat",
    "http:\\\\api\\v1",
    "http:///api/v1/chat",
    "ht\ttp:/api/v1/chat",
    "http\n:/api/v1/chat",
    "/media/a b.webp",
    "http://images.example/photo.webp",
    "https://projingga.id/logout",
    "https://PROJINGGA.ID./api/v1/chat",
    "https://127.1/api/v1/chat",
    "https://cdn.example/api/image.webp",
    "https://cdn.example/%61dmin/x.webp",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:image/png;base64,AAAA",
    "media/covers/a.webp",
    "../api/v1/chat",
    "#top",
    "",
  ])("refuses %j as an image", (url) => {
    expect(isAllowedUrl(url, "asset", [...SITE, "127.0.0.1"])).toBe(false);
  });

  it.each([
    "/article/abc",
    "/apiary",
    "/administrators-guide",
    "#section-2",
    "https://projingga.id/service/kol",
    "https://other.example/api/v1/x",
    "http://other.example/admin",
    "mailto:hello@projingga.id",
    "tel:+6281100002026",
  ])("takes %s as a link", (url) => {
    expect(isAllowedUrl(url, "link", SITE)).toBe(true);
  });

  it.each([
    "/api",
    "/api/v1/admin/leads/export",
    "/admin/leads/export",
    "/%61dmin/staff",
    "https://projingga.id/api/v1/leads/contact",
    "HTTPS://PROJINGGA.ID:443/admin",
    "http:/api/v1/admin/leads/export",
    "https:api/v1/admin/leads/export",
    "//localhost/api/v1/chat",
    "//other.example/page",
    "../api/v1/chat",
    "article/abc",
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,x",
  ])("refuses %j as a link", (url) => {
    expect(isAllowedUrl(url, "link", SITE)).toBe(false);
  });

  it("without the site's host names, still refuses an image under /api or /admin on any host", () => {
    expect(isAllowedUrl("https://projingga.id/api/v1/admin/leads/export", "asset")).toBe(false);
    expect(isAllowedUrl("https://projingga.id/admin/leads", "asset")).toBe(false);
    expect(isAllowedUrl("https://projingga.id/media/a.webp", "asset")).toBe(true);
  });
});
