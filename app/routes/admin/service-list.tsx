import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminServiceListScreen } from "#app/features/services/admin-service-list-screen.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { listServiceOverview } from "#server/site/service-overview.ts";
import type { Route } from "./+types/service-list";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.services;

export const meta: Route.MetaFunction = () => staffPageMeta(t.metaTitle);

/** The ten service pages, in the spec's order, named in the member's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  return { services: await listServiceOverview(db, getStaffLocale()) };
}

export default function ServiceList({ loaderData }: Route.ComponentProps) {
  return <AdminServiceListScreen services={loaderData.services} />;
}

export { AdminRouteError as ErrorBoundary };
