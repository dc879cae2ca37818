import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { DashboardScreen } from "#app/features/admin/dashboard-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { dismissSetupChecklist, getSetupChecklist } from "#server/auth/setup-checklist.ts";
import { getDashboard } from "#server/dashboard/dashboard-service.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: messages.admin.dashboard.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const { db, now, config } = context.get(servicesContext);
  const [dashboard, checklist] = await Promise.all([
    getDashboard(db, user.role, now()),
    getSetupChecklist(db, user.id, config),
  ]);
  return { dashboard, userName: user.name, checklist };
}

/** The one thing posted here: "dismiss the getting-started checklist", for this account. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  await dismissSetupChecklist(context.get(servicesContext).db, user.id);
  return { dismissed: true };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardScreen
      dashboard={loaderData.dashboard}
      userName={loaderData.userName}
      checklist={loaderData.checklist}
    />
  );
}

export { AdminRouteError as ErrorBoundary };
