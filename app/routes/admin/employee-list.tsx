import { data } from "react-router";
import { hasUnstorableCharacters } from "../../../contracts/text-guards";
import { runFormAction } from "../../../server/auth/action-result.ts";
import {
  bulkDeleteEmployees,
  bulkSetEmployeeStatus,
  checkTakenNumbers,
  deleteEmployeeForm,
  importEmployeesForm,
} from "../../../server/employees/employee-form-actions.ts";
import { listEmployees } from "../../../server/employees/employee-service.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { EmployeeListScreen } from "../../features/employees/employee-list-screen";
import { readListState, toServiceQuery } from "../../features/employees/employee-list-state";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/employee-list";
import { requireStaffWithDb } from "./staff-route";

const t = messages.admin.employees;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

/** The list's page, sort and search live in the address, so every view of it can be linked. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "employees:manage");
  const state = readListState(new URL(request.url).searchParams);
  if (hasUnstorableCharacters(state.search)) state.search = "";
  const { data: rows, pagination } = await listEmployees(db, toServiceQuery(state));
  return { state, rows, pagination };
}

/**
 * One delete (the spec's dialogs), a bulk delete or status change over the selection, and the
 * CSV import (checking numbers for the preview, then the whole file in one step).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "employees:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "delete":
      return runFormAction(intent, t.deleteDialog.deletedText, () =>
        deleteEmployeeForm(db, actor, form),
      );
    case "bulk-delete": {
      let count = 0;
      const result = await runFormAction(intent, "", async () => {
        count = await bulkDeleteEmployees(db, actor, form);
      });
      return withMessage(result, t.bulkDeleted(count));
    }
    case "bulk-status": {
      let count = 0;
      let status = "";
      const result = await runFormAction(intent, "", async () => {
        ({ count, status } = await bulkSetEmployeeStatus(db, actor, form));
      });
      return withMessage(result, t.bulkStatusDone(count, status));
    }
    case "check-numbers":
      return { ok: true, intent, taken: await checkTakenNumbers(db, form) };
    case "import": {
      try {
        return { ok: true, intent, ...(await importEmployeesForm(db, actor, form)) };
      } catch (error) {
        const refusal = toApiError(error);
        if (refusal && refusal.status < 500) {
          return data(
            { ok: false, intent, message: refusal.message, fields: refusal.fields },
            { status: refusal.status },
          );
        }
        throw error;
      }
    }
    default:
      throw data({ message: "Unknown action" }, { status: 400 });
  }
}

type Result = Awaited<ReturnType<typeof runFormAction>>;

function withMessage(result: Result, message: string) {
  if (!result.data.ok) return result;
  return data({ ...result.data, message }, result.init ?? undefined);
}

export default function EmployeeList({ loaderData }: Route.ComponentProps) {
  return (
    <EmployeeListScreen
      state={loaderData.state}
      rows={loaderData.rows}
      pagination={loaderData.pagination}
    />
  );
}

export { AdminRouteError as ErrorBoundary };
