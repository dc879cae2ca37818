import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminCompanyScreen } from "#app/features/site/admin-company-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { companyInputSchema } from "#contracts/site-content-schemas.ts";
import { loadOrRefuse, replySaved, submitForm } from "#server/http/form-submission.ts";
import { getCompanyRecord } from "#server/site/site-content.ts";
import { saveCompany } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/company";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

export const meta: Route.MetaFunction = () => staffPageMeta(messages.website.company.metaTitle);

/** The company's details and texts in both languages, with the version the form saves against. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  return { company: await loadOrRefuse(() => getCompanyRecord(db)) };
}

/**
 * Saves both languages at once and stays on the screen: the reasons per field (400), or "someone
 * else saved first" (409, nothing overwritten), keep what was typed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  return submitForm(await request.formData(), {
    schema: companyInputSchema,
    save: (company) => saveCompany(services, company, user),
    saved: (_, submission) => replySaved(submission, { message: messages.website.shared.saved }),
  });
}

/** A save after the session ended asks to sign in again in place, and is sent again. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCompanyScreen company={loaderData.company} reply={actionData} />;
}

export { AdminRouteError as ErrorBoundary };
