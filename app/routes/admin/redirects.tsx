import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminRedirectsScreen } from "#app/features/redirects/admin-redirects-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  redirectDeleteSchema,
  redirectImportSchema,
  redirectInputSchema,
} from "#contracts/redirect-schema.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import { requestLocale } from "#server/http/request-locale.ts";
import { countNotFound, listNotFound } from "#server/redirects/not-found-log.ts";
import { importRedirects } from "#server/redirects/redirect-csv.ts";
import { createRedirect, deleteRedirect, listRedirects } from "#server/redirects/redirect-rules.ts";
import type { Route } from "./+types/redirects";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.redirects;

export const meta: Route.MetaFunction = () => staffPageMeta(t.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  const [rules, brokenLinks, probes, counts] = await Promise.all([
    listRedirects(db),
    listNotFound(db),
    listNotFound(db, { probes: true }),
    countNotFound(db),
  ]);
  return { rules, brokenLinks, probes, counts };
}

/** Add or delete a rule; the screen reloads from the loader afterwards. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "create":
      return submitForm(form, {
        schema: redirectInputSchema,
        save: (rule) => createRedirect(services, rule, user),
        saved: (_, submission) => replySaved(submission, { message: t.added, answers: intent }),
        answers: intent,
      });
    case "import":
      return submitForm(form, {
        schema: redirectImportSchema,
        save: ({ csv }) => importRedirects(services, csv, user, requestLocale()),
        saved: (rows, submission) =>
          replySaved(submission, {
            message: t.imported(
              rows.filter((row) => row.outcome === "created").length,
              rows.filter((row) => row.outcome === "refused").length,
            ),
            answers: intent,
            result: rows,
          }),
        answers: intent,
      });
    case "delete":
      return submitForm(form, {
        schema: redirectDeleteSchema,
        save: ({ id }) => deleteRedirect(services, id, user),
        saved: (_, submission) =>
          replySaved(submission, { message: t.deleteDialog.deletedText, answers: intent }),
        answers: intent,
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function AdminRedirects({ loaderData }: Route.ComponentProps) {
  return <AdminRedirectsScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
