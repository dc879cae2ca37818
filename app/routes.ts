import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The public pages of spec section 2. English keeps the spec's paths and the modules' own ids;
 * the Indonesian edition is the same modules under /id with ids prefixed "id/" (ADR 0008).
 */
function publicRoutes(locale: "en" | "id") {
  const id = (file: string) => (locale === "en" ? {} : { id: `id/${file}` });
  const page = (path: string, file: string) => route(path, `${file}.tsx`, id(file));
  return [
    index("routes/site/home.tsx", id("routes/site/home")),
    page("clients", "routes/site/clients"),
    page("clients/detail", "routes/site/client-detail"),
    page("service", "routes/site/services"),
    page("service/:slug", "routes/site/service-detail"),
    page("team", "routes/site/team"),
    page("contact-us", "routes/site/contact"),
    page("article", "routes/blog/article-list"),
    page("article/all", "routes/blog/article-all"),
    page("article/:id", "routes/blog/article-detail"),
    page("preview/:token", "routes/blog/article-preview-link"),
    page("*", "routes/site/not-found"),
  ];
}

// The route table mirrors spec section 2. Every module is loaded lazily per route.
export default [
  layout("routes/site/site-layout.tsx", [
    ...publicRoutes("en"),
    ...prefix("id", publicRoutes("id")),
  ]),
  route("login", "routes/admin/login.tsx"),
  route("logout", "routes/admin/logout.tsx"),
  route("setup", "routes/admin/setup.tsx"),
  route("overview", "routes/admin/overview.tsx"),
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/admin-index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("dashboard/sources", "routes/admin/lead-sources.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    ...prefix("employee", [
      index("routes/admin/employee-list.tsx"),
      route("form", "routes/admin/employee-form.tsx", { id: "employee-create" }),
      route("form/:id", "routes/admin/employee-form.tsx", { id: "employee-edit" }),
    ]),
    ...prefix("article", [
      index("routes/admin/article-list.tsx"),
      route("form", "routes/admin/article-form.tsx", { id: "article-create" }),
      route("form/:id", "routes/admin/article-form.tsx", { id: "article-edit" }),
      route("history/:id", "routes/admin/article-history.tsx"),
    ]),
    route("categories", "routes/admin/categories.tsx"),
    route("team", "routes/admin/team-list.tsx"),
    route("team/:employeeId", "routes/admin/team-member-form.tsx"),
    ...prefix("clients", [
      index("routes/admin/client-list.tsx"),
      route("form", "routes/admin/client-form.tsx", { id: "client-create" }),
      route("form/:id", "routes/admin/client-form.tsx", { id: "client-edit" }),
    ]),
    ...prefix("services", [
      index("routes/admin/service-list.tsx"),
      route(":slug", "routes/admin/service-form.tsx"),
    ]),
    route("leads", "routes/admin/lead-list.tsx"),
    route("leads/:id", "routes/admin/lead-detail.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("account/security", "routes/admin/account-security.tsx"),
    route("company", "routes/admin/company.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("search", "routes/admin/palette-search.tsx"),
    route("locale", "routes/admin/staff-locale.ts"),
    route("media", "routes/admin/media.ts"),
    route("media-library", "routes/admin/media-library.tsx"),
    route("redirects", "routes/admin/redirects.tsx"),
    route("article-preview", "routes/admin/article-preview.ts"),
  ]),
  route("rss.xml", "routes/resources/rss.ts"),
  route("id/rss.xml", "routes/resources/rss.ts", { id: "id/routes/resources/rss" }),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
] satisfies RouteConfig;
