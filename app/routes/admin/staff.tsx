import { data } from "react-router";
import {
  passwordResetInputSchema,
  staffInputSchema,
  staffRoleInputSchema,
} from "../../../contracts/auth-schema";
import { parseForm, runFormAction } from "../../../server/auth/action-result.ts";
import { createStaffUser } from "../../../server/auth/auth-service.ts";
import {
  changeStaffDisabled,
  changeStaffRole,
  listStaffUsers,
  resetStaffPassword,
} from "../../../server/auth/staff-service.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { StaffScreen } from "../../features/auth/staff-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/staff";
import { requireStaffWithDb } from "./staff-route";

const t = messages.admin.staff;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, db } = requireStaffWithDb(context, request, "staff:manage");
  const staff = await listStaffUsers(db);
  return { staff, currentUserId: user.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "staff:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const field = (name: string) => String(form.get(name) ?? "");
  switch (intent) {
    case "create":
      return runFormAction(intent, t.created, () =>
        createStaffUser(
          db,
          parseForm(staffInputSchema, {
            name: field("name"),
            email: field("email"),
            role: field("role"),
            password: field("password"),
          }),
          actor,
        ),
      );
    case "role":
      return runFormAction(intent, t.roleSaved, () =>
        changeStaffRole(
          db,
          id,
          parseForm(staffRoleInputSchema, { role: field("role") }).role,
          actor,
        ),
      );
    case "disable":
    case "enable":
      return runFormAction(intent, intent === "disable" ? t.disabledDone : t.enabledDone, () =>
        changeStaffDisabled(db, id, intent === "disable", actor),
      );
    case "password":
      return runFormAction(intent, id === actor.id ? t.ownResetDone : t.resetDone, () =>
        resetStaffPassword(
          db,
          id,
          parseForm(passwordResetInputSchema, { password: field("password") }).password,
          actor,
        ),
      );
    default:
      throw data({ message: "Unknown action" }, { status: 400 });
  }
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffScreen staff={loaderData.staff} currentUserId={loaderData.currentUserId} />;
}

export { AdminRouteError as ErrorBoundary };
