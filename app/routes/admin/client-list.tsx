import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminClientListScreen } from "#app/features/clients/admin-client-list-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { clientDeleteSchema, clientPublishSchema } from "#contracts/client-list-schema.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import { listClientRecords } from "#server/site/site-content.ts";
import { deleteClient, setClientPublished } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/client-list";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.clients;

export const meta: Route.MetaFunction = () => staffPageMeta(t.metaTitle);

/** Every client, published or a draft, in the order the site shows them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  const rows = await listClientRecords(db);
  return {
    clients: rows.map(({ updatedAt: _updatedAt, ...row }) => row),
  };
}

/** A row's quick publish switch and its delete; the list reloads from the loader afterwards. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "publish":
      return submitForm(form, {
        schema: clientPublishSchema,
        save: ({ id, published }) => setClientPublished(services, id, published, user),
        saved: ({ name, published }, submission) =>
          replySaved(submission, {
            message: published ? t.publishedNow(name) : t.unpublishedNow(name),
            answers: intent,
          }),
        answers: intent,
      });
    case "delete":
      return submitForm(form, {
        schema: clientDeleteSchema,
        save: ({ id }) => deleteClient(services, id, user),
        saved: (_, submission) =>
          replySaved(submission, { message: t.deleteDialog.deletedText, answers: intent }),
        answers: intent,
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function ClientList({ loaderData }: Route.ComponentProps) {
  return <AdminClientListScreen clients={loaderData.clients} />;
}

export { AdminRouteError as ErrorBoundary };
