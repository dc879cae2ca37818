import { listAdminCategories } from "../../../server/articles/category-writes.ts";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminCategoriesScreen } from "../../features/articles/admin-categories-screen";
import { messages } from "../../lib/messages";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.blog.categoriesTitle} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { db } = context.get(servicesContext);
  return { categories: await listAdminCategories(db) };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesScreen categories={loaderData.categories} />;
}

export { AdminRouteError as ErrorBoundary };
