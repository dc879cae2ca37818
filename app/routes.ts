import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The route table mirrors spec section 2. Every module is loaded lazily per route.
export default [
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home.tsx"),
    route("clients", "routes/site/clients.tsx"),
    route("clients/detail", "routes/site/client-detail.tsx"),
    route("service", "routes/site/services.tsx"),
    route("service/:slug", "routes/site/service-detail.tsx"),
    route("team", "routes/site/team.tsx"),
    route("contact-us", "routes/site/contact.tsx"),
    route("article", "routes/blog/article-list.tsx"),
    route("article/all", "routes/blog/article-all.tsx"),
    route("article/:id", "routes/blog/article-detail.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("login", "routes/admin/login.tsx"),
  route("logout", "routes/admin/logout.tsx"),
  route("setup", "routes/admin/setup.tsx"),
  route("overview", "routes/admin/overview.tsx"),
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/admin-index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    ...prefix("employee", [
      index("routes/admin/employee-list.tsx"),
      route("form", "routes/admin/employee-form.tsx", { id: "employee-create" }),
      route("form/:id", "routes/admin/employee-form.tsx", { id: "employee-edit" }),
    ]),
    ...prefix("article", [
      index("routes/admin/article-list.tsx"),
      route("form", "routes/admin/article-form.tsx", { id: "article-create" }),
      route("form/:id", "routes/admin/article-form.tsx", { id: "article-edit" }),
    ]),
    route("categories", "routes/admin/categories.tsx"),
    route("leads", "routes/admin/lead-list.tsx"),
    route("leads/:id", "routes/admin/lead-detail.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("search", "routes/admin/palette-search.tsx"),
  ]),
  route("rss.xml", "routes/resources/rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
] satisfies RouteConfig;
