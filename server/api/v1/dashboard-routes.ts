import { Hono } from "hono";
import { getDashboard } from "#server/dashboard/dashboard-service.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { defineEndpoint } from "./endpoint.ts";

export const dashboardRoutes = new Hono<AppEnv>();

defineEndpoint(
  dashboardRoutes,
  {
    method: "get",
    path: "/admin/dashboard",
    summary:
      "Dashboard figures for the last 30 days: articles (published, total and recent views, views per day, top articles, searches that found nothing) for every staff member; leads per day, service and source and the latest leads (`leads`, for the roles that work leads: admins and sales, else null); employees by department and status and the latest audit events (`admin`) for admins only",
    tag: "Dashboard",
    access: "staff",
  },
  async (c, { db, user }) => {
    const { now } = c.get("services");
    return c.json({ data: await getDashboard(db, user.role, now()) });
  },
);
