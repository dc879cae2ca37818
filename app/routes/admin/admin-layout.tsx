import { Outlet } from "react-router";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminShell } from "../../features/admin/admin-shell";
import { ThemeScript } from "../../features/admin/theme-script";
import type { Route } from "./+types/admin-layout";
import "../../features/admin/admin.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  return { user: { name: user.name, email: user.email, role: user.role } };
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
