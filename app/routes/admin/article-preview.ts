import { data } from "react-router";
import { articlePreviewSchema } from "../../../contracts/article-schema.ts";
import { sanitizeArticleHtml } from "../../../server/articles/sanitize-article-html.ts";
import { toFieldErrors } from "../../../server/http/api-error.ts";
import { requireStaff } from "../../../server/http/require-staff.ts";
import { keepSignedOutSubmissionsInPlace } from "../../components/admin/session-renewal";
import type { Route } from "./+types/article-preview";
import { refuseStaffGet } from "./staff-route";

/** A post after the session ended gets the sign-in dialog, not the login page (the form stays). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

/** Only posts: a GET is a 405. */
export function loader({ context, request }: Route.LoaderArgs) {
  return refuseStaffGet(context, request, "articles:manage");
}

/** The article editor's preview: the body sanitised exactly as saving would; nothing stored. */
export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request, "articles:manage");
  const form = await request.formData();
  const parsed = articlePreviewSchema.safeParse({ content: form.get("content") ?? "" });
  if (!parsed.success) {
    return data({ ok: false as const, fields: toFieldErrors(parsed.error) }, { status: 400 });
  }
  const html = sanitizeArticleHtml(parsed.data.content, [new URL(request.url).hostname]);
  return { ok: true as const, html };
}
