import { redirect } from "react-router";
import { staffLocaleInputSchema } from "#contracts/auth-schema.ts";
import { setStaffLocale } from "#server/auth/staff-locale.ts";
import { submitForm } from "#server/http/form-submission.ts";
import { requireStaff, safeRedirectPath } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/staff-locale";
import { refuseStaffGet } from "./staff-route.ts";

/** Only posts: a GET is a 405. */
export function loader({ context, request }: Route.LoaderArgs) {
  return refuseStaffGet(context, request);
}

/** The account menu's language switch: saves the member's staff-area language, then back. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  return submitForm(form, {
    schema: staffLocaleInputSchema,
    save: ({ locale }) => setStaffLocale(context.get(servicesContext).db, user.id, locale),
    saved: () => redirect(back),
  });
}
