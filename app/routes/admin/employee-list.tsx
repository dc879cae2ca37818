import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { EmployeeListScreen } from "#app/features/employees/employee-list-screen.tsx";
import { readListState, toServiceQuery } from "#app/features/employees/employee-list-state.ts";
import { messages } from "#app/lib/staff-messages.ts";
import {
  employeeBulkDeleteSchema,
  employeeBulkStatusSchema,
  employeeDeleteSchema,
  employeeUndoDeleteSchema,
} from "#contracts/employee-bulk-schema.ts";
import { employeeImportCallSchema } from "#contracts/employee-csv.ts";
import { hasUnstorableCharacters } from "#contracts/text-guards.ts";
import { importEmployees } from "#server/employees/employee-import.ts";
import {
  deleteEmployee,
  deleteEmployees,
  findTakenNumbers,
  listEmployees,
  restoreEmployees,
  setEmployeesStatus,
} from "#server/employees/employee-service.ts";
import {
  refuseUnknownIntent,
  replySaved,
  submitForm,
  submitJson,
} from "#server/http/form-submission.ts";
import { requestLocale } from "#server/http/request-locale.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/employee-list";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.admin.employees;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

/** The list's page, sort and search live in the address, so every view of it can be linked. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "employees:manage");
  const state = readListState(new URL(request.url).searchParams);
  if (hasUnstorableCharacters(state.search)) state.search = "";
  const now = context.get(servicesContext).now();
  const { data: rows, pagination } = await listEmployees(db, toServiceQuery(state), now);
  return { state, rows, pagination };
}

/**
 * One delete (the spec's dialogs) and a bulk delete or status change over the selection, as
 * forms; a delete answers the token its Undo posts back within the window (ADR 0017); the CSV import's calls as JSON (checking numbers for the preview, then the whole file
 * in one step).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db, services } = requireStaffWithDb(context, request, "employees:manage");
  if (request.headers.get("content-type")?.startsWith("application/json")) {
    return submitJson(request, {
      schema: employeeImportCallSchema,
      save: async (call) =>
        call.intent === "import"
          ? await importEmployees(services, call, actor, requestLocale())
          : await findTakenNumbers(db, call.numbers),
      answers: (call) => call.intent,
    });
  }
  const now = context.get(servicesContext).now();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "delete":
      return submitForm(form, {
        schema: employeeDeleteSchema,
        save: ({ id }) => deleteEmployee(services, id, actor, now),
        saved: ({ name, undoToken, undoSeconds }, submission) =>
          replySaved(submission, {
            message: t.deleteDialog.deletedText,
            answers: intent,
            result: { undoToken, undoSeconds, summary: t.deletedOne(name) },
          }),
      });
    case "bulk-delete":
      return submitForm(form, {
        schema: employeeBulkDeleteSchema,
        save: (selection) => deleteEmployees(services, selection, actor, now),
        saved: ({ deleted, undoToken, undoSeconds }, submission) =>
          replySaved(submission, {
            message: t.bulkDeleted(deleted.length),
            answers: intent,
            result: deleted.length > 0 ? { undoToken, undoSeconds } : undefined,
          }),
      });
    case "undo-delete":
      return submitForm(form, {
        schema: employeeUndoDeleteSchema,
        save: ({ token }) => restoreEmployees(services, token, actor, now),
        saved: ({ restored, alreadyRestored }, submission) =>
          replySaved(submission, {
            message: alreadyRestored ? t.alreadyRestored : t.restored(restored.length),
            answers: intent,
          }),
        refusedMessage: (status) => (status === 409 ? t.undoExpired : t.undoFailed),
        answers: intent,
      });
    case "bulk-status":
      return submitForm(form, {
        schema: employeeBulkStatusSchema,
        save: async ({ selection, status }) => ({
          count: await setEmployeesStatus(services, selection, status, actor),
          status,
        }),
        saved: ({ count, status }, submission) =>
          replySaved(submission, { message: t.bulkStatusDone(count, status), answers: intent }),
      });
    default:
      return refuseUnknownIntent();
  }
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
