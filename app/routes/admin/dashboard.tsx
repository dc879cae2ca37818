import { getDashboard } from "../../../server/dashboard/dashboard-service.ts";
import { requireStaff } from "../../../server/http/require-staff.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { DashboardScreen } from "../../features/admin/dashboard-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: messages.admin.dashboard.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const { db, now } = context.get(servicesContext);
  return { dashboard: await getDashboard(db, user.role, now()), userName: user.name };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} userName={loaderData.userName} />;
}

export { AdminRouteError as ErrorBoundary };
