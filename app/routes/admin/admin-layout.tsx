import { Outlet } from "react-router";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { ThemeScript } from "#app/features/admin/theme-script.tsx";
import { SessionRenewalProvider } from "#app/features/auth/sign-in-again.tsx";
import { setStaffLocale } from "#app/lib/staff-messages.ts";
import { can } from "#contracts/permissions.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { countNewLeads } from "#server/leads/lead-service.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/admin-layout";
import "#app/features/admin/admin.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The member's language around all this request does: loaders, actions and the page render. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    const locale = context.get(requestContext).user?.locale ?? "en";
    return runInLocale(locale, next);
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const newLeads = can(user.role, "leads:manage")
    ? await countNewLeads(context.get(servicesContext).db)
    : undefined;
  return {
    user: { name: user.name, email: user.email, role: user.role, newLeads, locale: user.locale },
    // The root gives the page this language (<html lang>, the public texts).
    uiLocale: user.locale ?? "id",
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  setStaffLocale(loaderData.uiLocale);
  return (
    <>
      <ThemeScript />
      <SessionRenewalProvider email={loaderData.user.email}>
        <AdminShell user={loaderData.user}>
          <Outlet />
        </AdminShell>
      </SessionRenewalProvider>
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
