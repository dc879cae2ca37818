import { redirect } from "react-router";
import { keepSignedOutSubmissionsInPlace } from "#app/components/admin/session-renewal.ts";
import { skipRevalidationAfterSideCalls } from "#app/components/admin/use-action-call.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminServiceFormScreen } from "#app/features/services/admin-service-form-screen.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { isServiceSlug, SERVICE_LAYOUTS, type ServiceSlug } from "#contracts/site-content.ts";
import { serviceInputSchema } from "#contracts/site-content-schemas.ts";
import { loadOrRefuse, replySaved, submitForm } from "#server/http/form-submission.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { getServiceRecord, listClients, markOfClient } from "#server/site/site-content.ts";
import { saveService } from "#server/site/site-content-writes.ts";
import type { Route } from "./+types/service-form";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.services;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(
    loaderData ? t.metaEdit(loaderData.record.versions[getStaffLocale()].name) : t.metaTitle,
  );

/** The address's slug: one of the ten, or there is no such page. */
function readSlug(params: Route.LoaderArgs["params"]): ServiceSlug {
  if (!isServiceSlug(params.slug)) throw notFound("Service");
  return params.slug;
}

/** Where "Save and back to the list" lands: the list, which toasts the save. */
const savedListHref = (slug: ServiceSlug) => `/admin/services?saved=${slug}`;

/** Serves /admin/services/:slug: the page's texts in both languages, its images and work. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  return loadOrRefuse(
    async () => {
      const slug = readSlug(params);
      const [record, logos] = await Promise.all([
        getServiceRecord(db, slug),
        // The preview of the web-development page shows the same client logos as the page.
        SERVICE_LAYOUTS[slug] === "web"
          ? listClients(db, "en").then((clients) => clients.slice(0, 6).map(markOfClient))
          : [],
      ]);
      return { record, logos };
    },
    () => t.fetchFailed,
  );
}

/**
 * Saves the page (both languages, images, work) at the version the form loaded: on the page
 * with a toast, or back to the list ("then" = "list"). A refusal keeps the typed values, with a
 * reason per field; a colleague's newer save is a 409.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "site:manage");
  const slug = await loadOrRefuse(async () => readSlug(params));
  const form = await request.formData();
  // The address names the page: a posted slug cannot save another one.
  form.set("slug", slug);
  const backToList = form.get("then") === "list";
  return submitForm(form, {
    schema: serviceInputSchema,
    save: (service) => saveService(services, service, user),
    saved: (_, submission) =>
      backToList
        ? redirect(savedListHref(slug))
        : replySaved(submission, { message: messages.website.shared.saved }),
    refusedMessage: (status) => (status === 409 ? t.staleText : t.saveFailed),
  });
}

/** In the browser: a save after the session ended asks to sign in again in place. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepSignedOutSubmissionsInPlace];

export default function ServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminServiceFormScreen
      record={loaderData.record}
      logos={loaderData.logos}
      reply={actionData}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
