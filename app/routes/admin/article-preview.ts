import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { articlePreviewSchema } from "#contracts/article-schema.ts";
import { sanitizeArticleHtml } from "#server/articles/sanitize-article-html.ts";
import { replySaved, submitForm } from "#server/http/form-submission.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/article-preview";
import { refuseStaffGet } from "./staff-route.ts";

/** A post after the session ended gets the sign-in dialog, not the login page (the form stays). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

/** Only posts: a GET is a 405. */
export function loader({ context, request }: Route.LoaderArgs) {
  return refuseStaffGet(context, request, "articles:manage");
}

/**
 * The article editor's preview: the body (`content`) sanitised exactly as saving would, in
 * the reply's `result`; nothing stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request, "articles:manage");
  const { sanitizer } = context.get(servicesContext);
  const siteHosts = [new URL(request.url).hostname];
  return submitForm(await request.formData(), {
    schema: articlePreviewSchema,
    save: async ({ content }) => sanitizeArticleHtml(content, siteHosts, sanitizer),
    // Nothing to toast: the screen shows the result.
    saved: (html, submission) => replySaved(submission, { result: html }),
  });
}
