import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminCategoriesScreen } from "#app/features/articles/admin-categories-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { categoryDeleteSchema, categoryRenameFormSchema } from "#contracts/article-bulk-schema.ts";
import {
  deleteCategory,
  listAdminCategories,
  renameCategory,
} from "#server/articles/category-writes.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import type { Route } from "./+types/categories";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

export const meta: Route.MetaFunction = () => staffPageMeta(messages.blog.categoriesTitle);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "articles:manage");
  return { categories: await listAdminCategories(db) };
}

/** Rename or delete one category; the list reloads from the loader afterwards. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, services } = requireStaffWithDb(context, request, "articles:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "rename":
      return submitForm(form, {
        schema: categoryRenameFormSchema,
        save: ({ uid, ...names }) => renameCategory(services, uid, names, actor),
        saved: (_, submission) =>
          replySaved(submission, { message: messages.blog.categoriesRenamed, answers: intent }),
      });
    case "delete":
      return submitForm(form, {
        schema: categoryDeleteSchema,
        save: ({ uid }) => deleteCategory(services, uid, actor),
        saved: (_, submission) =>
          replySaved(submission, { message: messages.blog.categoriesDeleted, answers: intent }),
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesScreen categories={loaderData.categories} />;
}

export { AdminRouteError as ErrorBoundary };
