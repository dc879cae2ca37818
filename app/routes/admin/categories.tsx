import { data } from "react-router";
import {
  deleteCategoryForm,
  renameCategoryForm,
} from "../../../server/articles/article-form-actions.ts";
import { listAdminCategories } from "../../../server/articles/category-writes.ts";
import { runFormAction } from "../../../server/auth/action-result.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminCategoriesScreen } from "../../features/articles/admin-categories-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/categories";
import { requireStaffWithDb } from "./staff-route";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.blog.categoriesTitle} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "articles:manage");
  return { categories: await listAdminCategories(db) };
}

/** Rename or delete one category; the list reloads from the loader afterwards. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "articles:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "rename") {
    return runFormAction(intent, messages.blog.categoriesRenamed, () =>
      renameCategoryForm(db, actor, form),
    );
  }
  if (intent === "delete") {
    return runFormAction(intent, messages.blog.categoriesDeleted, () =>
      deleteCategoryForm(db, actor, form),
    );
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesScreen categories={loaderData.categories} />;
}

export { AdminRouteError as ErrorBoundary };
