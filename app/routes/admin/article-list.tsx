import { data } from "react-router";
import {
  bulkArticleStatus,
  bulkDeleteArticles,
  deleteArticleForm,
} from "../../../server/articles/article-form-actions.ts";
import { loadAdminArticleList } from "../../../server/articles/article-page-data.ts";
import { runFormAction } from "../../../server/auth/action-result.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminArticleListScreen } from "../../features/articles/admin-article-list-screen";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/article-list";
import { requireStaffWithDb } from "./staff-route";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.blog.adminListTitle} | ${messages.common.productTitle}` },
  { name: "robots", content: "noindex" },
];

// Editors and admins; the layout guards too, but this loader is the rule.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, db } = requireStaffWithDb(context, request, "articles:manage");
  // Titles in the member's staff-area language where the article has that version.
  return loadAdminArticleList(db, new URL(request.url), user.locale ?? "id");
}

const ta = messages.admin.articles;

/** Delete from the list (the spec's dialogs), or publish, unpublish or delete the ticked rows. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "articles:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete") {
    return runFormAction("delete", messages.blog.deleteDialog.deletedText, () =>
      deleteArticleForm(db, actor, form),
    );
  }
  if (intent === "bulk-status") {
    let message = "";
    const result = await runFormAction(intent, "", async () => {
      const { count, status } = await bulkArticleStatus(db, actor, form);
      message = status === "published" ? ta.bulkPublished(count) : ta.bulkDrafted(count);
    });
    return result.data.ok ? data({ ...result.data, message }) : result;
  }
  if (intent === "bulk-delete") {
    let message = "";
    const result = await runFormAction(intent, "", async () => {
      message = ta.bulkDeleted(await bulkDeleteArticles(db, actor, form));
    });
    return result.data.ok ? data({ ...result.data, message }) : result;
  }
  throw data({ message: "Unknown action" }, { status: 400 });
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
