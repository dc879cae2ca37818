import { data } from "react-router";
import { requireStaff } from "../../../server/http/require-staff.ts";
import { uploadMedia } from "../../../server/media/media-upload.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import { keepSignedOutSubmissionsInPlace } from "../../components/admin/session-renewal";
import type { Route } from "./+types/media";
import { refuseStaffGet } from "./staff-route";

const refused = (status: number, message: string, fields: Record<string, string> = {}) =>
  data({ ok: false as const, message, fields }, { status });

/** A post after the session ended gets the sign-in dialog, not the login page (the form stays). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

/** Only posts: a GET is a 405. */
export function loader({ context, request }: Route.LoaderArgs) {
  return refuseStaffGet(context, request);
}

/**
 * The staff screens' image upload (covers, employee photos, article body images): a resource
 * route over the same service as POST /api/v1/media, answering the stored image as data.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(400, "The form data could not be read");
  }
  try {
    const stored = await uploadMedia(context.get(servicesContext), actor, {
      file: form.get("file"),
      purpose: form.get("purpose"),
    });
    return { ok: true as const, ...stored };
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status < 500) {
      return refused(refusal.status, refusal.message, refusal.fields);
    }
    throw error;
  }
}
