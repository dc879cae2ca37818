import { Outlet } from "react-router";
import { can } from "../../../contracts/permissions";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import { countNewLeads } from "../../../server/leads/lead-service.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminShell } from "../../features/admin/admin-shell";
import { ThemeScript } from "../../features/admin/theme-script";
import type { Route } from "./+types/admin-layout";
import "../../features/admin/admin.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const newLeads = can(user.role, "leads:manage")
    ? await countNewLeads(context.get(servicesContext).db)
    : undefined;
  return { user: { name: user.name, email: user.email, role: user.role, newLeads } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ThemeScript />
      <AdminShell user={loaderData.user}>
        <Outlet />
      </AdminShell>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <div className="min-h-screen bg-(--admin-bg) p-6 text-(--admin-text)">
      <AdminRouteError />
    </div>
  );
}
