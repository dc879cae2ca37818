import { data } from "react-router";
import { requireAdmin } from "../../../server/auth/require-staff.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { EmployeeFormScreen } from "../../features/employees/employee-form-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/employee-form";

const t = messages.admin.employeeForm;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: "id" in params && params.id ? t.metaEdit : t.metaCreate },
];

/** Serves /admin/employee/form (create) and /admin/employee/form/:id (edit, numeric id only). */
export function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const raw = "id" in params ? params.id : undefined;
  if (raw === undefined) return { id: null };
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw data({ message: "Not found" }, { status: 404 });
  }
  return { id: Number(raw) };
}

export default function EmployeeForm({ loaderData }: Route.ComponentProps) {
  // A new key per employee resets the form when moving from one record to another.
  return <EmployeeFormScreen key={loaderData.id ?? "new"} id={loaderData.id ?? undefined} />;
}

export { AdminRouteError as ErrorBoundary };
