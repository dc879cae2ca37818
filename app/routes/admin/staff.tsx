import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { StaffScreen } from "#app/features/auth/staff-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  staffInputSchema,
  staffPasswordFormSchema,
  staffRoleFormSchema,
  staffRowInputSchema,
} from "#contracts/auth-schema.ts";
import { createStaffUser } from "#server/auth/auth-service.ts";
import {
  changeStaffDisabled,
  changeStaffRole,
  listStaffUsers,
  resetStaffFactors,
  resetStaffPassword,
} from "#server/auth/staff-service.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import type { Route } from "./+types/staff";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.admin.staff;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, db } = requireStaffWithDb(context, request, "staff:manage");
  const staff = await listStaffUsers(db);
  return { staff, currentUserId: user.id };
}

/** One action for the screen's forms; `intent` says which, and each reply `answers` it. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "staff:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const done = (message: string) => (_: unknown, submission: Parameters<typeof replySaved>[0]) =>
    replySaved(submission, { message, answers: intent });
  switch (intent) {
    case "create":
      return submitForm(form, {
        schema: staffInputSchema,
        hideFields: ["password"],
        save: (input) => createStaffUser(db, input, actor),
        saved: done(t.created),
      });
    case "role":
      return submitForm(form, {
        schema: staffRoleFormSchema,
        save: ({ id, role }) => changeStaffRole(db, id, role, actor),
        saved: done(t.roleSaved),
      });
    case "disable":
    case "enable":
      return submitForm(form, {
        schema: staffRowInputSchema,
        save: ({ id }) => changeStaffDisabled(db, id, intent === "disable", actor),
        saved: done(intent === "disable" ? t.disabledDone : t.enabledDone),
      });
    case "reset-factors":
      return submitForm(form, {
        schema: staffRowInputSchema,
        save: ({ id }) => resetStaffFactors(db, id, actor),
        saved: done(t.resetFactorsDone),
      });
    case "password":
      return submitForm(form, {
        schema: staffPasswordFormSchema,
        hideFields: ["password"],
        save: async ({ id, password }) => {
          await resetStaffPassword(db, id, password, actor);
          return id;
        },
        saved: (id, submission) =>
          replySaved(submission, {
            message: id === actor.id ? t.ownResetDone : t.resetDone,
            answers: intent,
          }),
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffScreen staff={loaderData.staff} currentUserId={loaderData.currentUserId} />;
}

export { AdminRouteError as ErrorBoundary };
