import { data } from "react-router";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import {
  readEmployeeFormValues,
  saveEmployeeForm,
} from "../../../server/employees/employee-form-actions.ts";
import { getEmployee } from "../../../server/employees/employee-service.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import { skipRevalidationAfterSideCalls } from "../../components/admin/use-action-call";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { EmployeeFormScreen } from "../../features/employees/employee-form-screen";
import { listHref, withListState } from "../../features/employees/employee-list-state";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/employee-form";
import { readRowId } from "./row-id";
import { saveThenReturn } from "./save-then-return";

const t = messages.admin.employeeForm;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: "id" in params && params.id ? t.metaEdit : t.metaCreate },
];

function readId(params: Route.LoaderArgs["params"]) {
  const raw = "id" in params ? params.id : undefined;
  return raw === undefined ? null : readRowId(raw);
}

/** The list's state rides along in the form's address, so Save, Cancel and Back return to it. */
const backHref = (request: Request) =>
  listHref(withListState(new URL(request.url).searchParams, {}));

/** Serves /admin/employee/form (create) and /admin/employee/form/:id (edit, numeric id only). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "employees:manage");
  const id = readId(params);
  const back = backHref(request);
  if (id === null) return { id, employee: null, back };
  const { db } = context.get(servicesContext);
  try {
    return { id, employee: await getEmployee(db, id), back };
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status === 404) {
      throw data({ message: t.fetchFailed }, { status: 404 });
    }
    throw error;
  }
}

/** Saves the form: back to the list (its page, sort and search) on success, the form with its
 * typed values and a reason per field otherwise. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "employees:manage");
  const id = readId(params);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  return saveThenReturn({
    save: () => saveEmployeeForm(db, actor, id, form),
    refusedMessage: () => (id === null ? t.addFailed : t.updateFailed),
    typedValues: () => readEmployeeFormValues(form),
    back: backHref(request),
    saved: id === null ? "added" : "updated",
  });
}

export default function EmployeeForm({ loaderData, actionData }: Route.ComponentProps) {
  // A new key per employee resets the form when moving from one record to another.
  return (
    <EmployeeFormScreen
      key={loaderData.id ?? "new"}
      employee={loaderData.employee}
      back={loaderData.back}
      failure={actionData ?? null}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
