import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminTeamListScreen } from "#app/features/team/admin-team-list-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  teamMemberRemoveSchema,
  teamMemberVisibilitySchema,
} from "#contracts/site-content-schemas.ts";
import { hasUnstorableCharacters } from "#contracts/text-guards.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import { listEmployeesOffTeam, listTeamMemberRecords } from "#server/site/site-content.ts";
import { removeTeamMember, setTeamMemberVisibility } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/team-list";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.team;

export const meta: Route.MetaFunction = () => staffPageMeta(t.metaTitle);

/** The picker's search: at most 100 characters the database can hold, else none. */
function readFind(url: URL) {
  const raw = url.searchParams.get("find");
  if (raw === null) return null;
  const term = raw.trim().slice(0, 100);
  return hasUnstorableCharacters(term) ? "" : term;
}

/**
 * Every member, shown or hidden; with ?find=<name>, also the employees not on the team yet
 * that match (the "add a team member" picker loads this through a fetcher).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  const find = readFind(new URL(request.url));
  const [members, candidates] = await Promise.all([
    listTeamMemberRecords(db),
    find === null ? null : listEmployeesOffTeam(db, find, 20),
  ]);
  return { members, candidates };
}

/** The list's quick show/hide of one member, and taking one off the website. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, services } = requireStaffWithDb(context, request, "site:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "visibility":
      return submitForm(form, {
        schema: teamMemberVisibilitySchema,
        save: (change) => setTeamMemberVisibility(services, change, actor),
        saved: ({ visible }, submission) =>
          replySaved(submission, { message: visible ? t.nowShown : t.nowHidden, answers: intent }),
        answers: intent,
      });
    case "delete":
      return submitForm(form, {
        schema: teamMemberRemoveSchema,
        save: ({ employeeId }) => removeTeamMember(services, employeeId, actor),
        saved: (_, submission) =>
          replySaved(submission, { message: t.removeDialog.deletedText, answers: intent }),
        answers: intent,
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function AdminTeamList({ loaderData }: Route.ComponentProps) {
  return <AdminTeamListScreen members={loaderData.members} />;
}

export { AdminRouteError as ErrorBoundary };
