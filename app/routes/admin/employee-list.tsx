import { requireAdmin } from "../../../server/auth/require-staff.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { EmployeeListScreen } from "../../features/employees/employee-list-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/employee-list";

export const meta: Route.MetaFunction = () => [{ title: messages.admin.employees.metaTitle }];

// The rows are fetched by the screen from /api/v1/employees (loading state and toasts of the
// spec); the loader enforces who may open it.
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

export default function EmployeeList() {
  return <EmployeeListScreen />;
}

export { AdminRouteError as ErrorBoundary };
