import { redirect } from "react-router";
import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { skipRevalidationAfterSideCalls } from "#app/components/admin/use-action-call.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminClientFormScreen } from "#app/features/clients/admin-client-form-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { ClientLogoStyle } from "#contracts/site-content.ts";
import { clientInputSchema } from "#contracts/site-content-schemas.ts";
import { loadOrRefuse, submitForm } from "#server/http/form-submission.ts";
import { getClientRecord, listClientRecords } from "#server/site/site-content.ts";
import { createClient, updateClient } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/client-form";
import { readOptionalRowId } from "./row-id.ts";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.clients;

export const meta: Route.MetaFunction = ({ params }) =>
  staffPageMeta("id" in params && params.id ? t.metaEdit : t.metaCreate);

/**
 * Serves /admin/clients/form (a new client, placed after the others) and
 * /admin/clients/form/:id (both languages of one client, at the version it was loaded).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  const id = readOptionalRowId(params);
  const rows = await listClientRecords(db);
  const nextOrder = rows.reduce((last, row) => Math.max(last, row.order + 1), 0);
  if (id === null) return { id, client: null, nextOrder, lettering: null };
  const client = await loadOrRefuse(
    () => getClientRecord(db, id),
    () => t.notFound,
  );
  // The lettering of the word-mark (weight, spacing, capitals) is the seed's; the form keeps it.
  const logo = rows.find((row) => row.id === id)?.logo as ClientLogoStyle | undefined;
  const lettering = logo
    ? { weight: logo.weight, tracking: logo.tracking, uppercase: logo.uppercase }
    : null;
  return { id, client, nextOrder, lettering };
}

/**
 * Saves the form: back to the list with its toast, or the form with what was typed and a
 * reason per field (a clash of addresses and a newer version are 409s).
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  const id = readOptionalRowId(params);
  return submitForm(await request.formData(), {
    schema: clientInputSchema,
    save: (client) =>
      id === null ? createClient(services, client, user) : updateClient(services, id, client, user),
    saved: () => redirect(`/admin/clients?saved=${id === null ? "added" : "updated"}`),
  });
}

/** A save after the session ended asks to sign in again in place, and is sent again. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

export default function ClientForm({ loaderData, actionData }: Route.ComponentProps) {
  const { id, client } = loaderData;
  // A new key per client and per saved version: loading the saved version starts the form again.
  return (
    <AdminClientFormScreen
      key={`${id ?? "new"}:${client?.version ?? 0}`}
      client={client}
      nextOrder={loaderData.nextOrder}
      lettering={loaderData.lettering}
      reply={actionData}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
