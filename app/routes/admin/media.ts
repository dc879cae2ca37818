import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { mediaUploadSchema } from "#contracts/media-schema.ts";
import { replySaved, submitForm } from "#server/http/form-submission.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { uploadMedia } from "#server/media/media-upload.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/media";
import { refuseStaffGet } from "./staff-route.ts";

/** A post after the session ended gets the sign-in dialog, not the login page (the form stays). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

/** Only posts: a GET is a 405. */
export function loader({ context, request }: Route.LoaderArgs) {
  return refuseStaffGet(context, request);
}

/**
 * The staff screens' image upload (covers, employee photos, article body images): a resource
 * route over the same service as POST /api/v1/media, the stored image in the reply's result.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return submitForm(await request.formData(), {
    schema: mediaUploadSchema,
    save: (upload) => uploadMedia(context.get(servicesContext), actor, upload),
    saved: (stored, submission) => replySaved(submission, { result: stored }),
    hideFields: ["file"],
  });
}
