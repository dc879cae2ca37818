import { redirect } from "react-router";
import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { skipRevalidationAfterSideCalls } from "#app/components/admin/use-action-call.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminTeamMemberFormScreen } from "#app/features/team/admin-team-member-form-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { teamMemberInputSchema } from "#contracts/site-content-schemas.ts";
import { getEmployee } from "#server/employees/employee-service.ts";
import { loadOrRefuse, submitForm } from "#server/http/form-submission.ts";
import { findTeamMemberRecord, listTeamMemberRecords } from "#server/site/site-content.ts";
import { saveTeamMember } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/team-member-form";
import { readRowId } from "./row-id.ts";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.team;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData?.member ? t.metaEdit : t.metaAdd);

/**
 * One employee on the website's team: their member record to edit, or, when they are not on
 * the team yet, the employee to add (saved with version 0) and the next free position.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  const employeeId = readRowId(params.employeeId);
  const employee = await loadOrRefuse(() => getEmployee(db, employeeId));
  const member = await findTeamMemberRecord(db, employeeId);
  const nextOrder = member
    ? member.order
    : Math.max(-1, ...(await listTeamMemberRecords(db)).map((record) => record.order)) + 1;
  return {
    employee: { id: employee.id, name: employee.name, position: employee.position },
    member,
    nextOrder: Math.min(nextOrder, 9_999),
  };
}

/** Saves the member (the address names the employee): back to the list, or the form with reasons. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  const employeeId = readRowId(params.employeeId);
  return submitForm(await request.formData(), {
    schema: teamMemberInputSchema,
    save: async (input) => {
      await saveTeamMember(services, { ...input, employeeId }, user);
      return input.version === 0 ? "added" : "updated";
    },
    saved: (saved) => redirect(`/admin/team?saved=${saved}`),
  });
}

/** A save after the session ended asks to sign in again in place, and is sent again. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

export default function AdminTeamMemberForm({ loaderData, actionData }: Route.ComponentProps) {
  // A new key per employee resets the form when moving from one member to another.
  return (
    <AdminTeamMemberFormScreen
      key={loaderData.employee.id}
      employee={loaderData.employee}
      member={loaderData.member}
      nextOrder={loaderData.nextOrder}
      reply={actionData}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
