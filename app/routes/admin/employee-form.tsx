import { redirect } from "react-router";
import { skipRevalidationAfterSideCalls } from "#app/components/admin/use-action-call.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { EmployeeFormScreen } from "#app/features/employees/employee-form-screen.tsx";
import { listHref, withListState } from "#app/features/employees/employee-list-state.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { employeeInputSchema } from "#contracts/employee-schema.ts";
import { createEmployee, getEmployee, updateEmployee } from "#server/employees/employee-service.ts";
import { loadOrRefuse, submitForm } from "#server/http/form-submission.ts";
import type { Route } from "./+types/employee-form";
import { readOptionalRowId } from "./row-id.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.admin.employeeForm;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: "id" in params && params.id ? t.metaEdit : t.metaCreate },
];

/** The list's state rides along in the form's address, so Save, Cancel and Back return to it. */
const backHref = (request: Request) =>
  listHref(withListState(new URL(request.url).searchParams, {}));

/** The list's address with ?saved=<kind> for its toast. */
function savedHref(back: string, saved: "added" | "updated") {
  const url = new URL(back, "http://x.invalid");
  url.searchParams.set("saved", saved);
  return `${url.pathname}${url.search}`;
}

/** Serves /admin/employee/form (create) and /admin/employee/form/:id (edit, numeric id only). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "employees:manage");
  const id = readOptionalRowId(params);
  const back = backHref(request);
  if (id === null) return { id, employee: null, back };
  return {
    id,
    employee: await loadOrRefuse(
      () => getEmployee(db, id),
      () => t.fetchFailed,
    ),
    back,
  };
}

/** Saves the form: back to the list (its page, sort and search) on success, the form with its
 * typed values and a reason per field otherwise. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "employees:manage");
  const id = readOptionalRowId(params);
  return submitForm(await request.formData(), {
    schema: employeeInputSchema,
    save: (employee) =>
      id === null
        ? createEmployee(services, employee, user)
        : updateEmployee(services, id, employee, user),
    saved: () => redirect(savedHref(backHref(request), id === null ? "added" : "updated")),
    refusedMessage: () => (id === null ? t.addFailed : t.updateFailed),
  });
}

export default function EmployeeForm({ loaderData, actionData }: Route.ComponentProps) {
  // A new key per employee resets the form when moving from one record to another.
  return (
    <EmployeeFormScreen
      key={loaderData.id ?? "new"}
      employee={loaderData.employee}
      back={loaderData.back}
      reply={actionData}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
