import { data } from "react-router";
import { deleteArticleForm } from "../../../server/articles/article-form-actions.ts";
import { loadAdminArticleList } from "../../../server/articles/article-page-data.ts";
import { runFormAction } from "../../../server/auth/action-result.ts";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminArticleListScreen } from "../../features/articles/admin-article-list-screen";
import { messages } from "../../lib/messages";
import type { Route } from "./+types/article-list";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.blog.adminListTitle} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];

// Editors and admins; the layout guards too, but this loader is the rule.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { db } = context.get(servicesContext);
  return loadAdminArticleList(db, new URL(request.url));
}

/** Delete from the list; the spec's dialogs show on the screen around it. */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  if (form.get("intent") !== "delete") throw data({ message: "Unknown action" }, { status: 400 });
  return runFormAction("delete", messages.blog.deletedText, () =>
    deleteArticleForm(db, actor, form),
  );
}

export default function AdminArticleList({ loaderData }: Route.ComponentProps) {
  return (
    <AdminArticleListScreen
      query={loaderData.query}
      rows={loaderData.list.data}
      pagination={loaderData.list.pagination}
    />
  );
}

export { AdminRouteError as ErrorBoundary };
