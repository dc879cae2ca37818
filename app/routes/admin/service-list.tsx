import { listServiceOverview } from "../../../server/site/service-overview.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminServiceListScreen } from "../../features/services/admin-service-list-screen";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import type { Route } from "./+types/service-list";
import { requireStaffWithDb } from "./staff-route";

const t = messages.website.services;

export const meta: Route.MetaFunction = () => [
  { title: `${t.metaTitle} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];

/** The ten service pages, in the spec's order, named in the member's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "site:manage");
  return { services: await listServiceOverview(db, getStaffLocale()) };
}

export default function ServiceList({ loaderData }: Route.ComponentProps) {
  return <AdminServiceListScreen services={loaderData.services} />;
}

export { AdminRouteError as ErrorBoundary };
