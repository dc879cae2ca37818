import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminArticleListScreen } from "#app/features/articles/admin-article-list-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  articleBulkDeleteSchema,
  articleBulkStatusSchema,
  articleDeleteSchema,
} from "#contracts/article-bulk-schema.ts";
import {
  deleteSelectedArticles,
  setSelectedArticlesStatus,
} from "#server/articles/article-bulk.ts";
import { loadAdminArticleList } from "#server/articles/article-page-data.ts";
import { deleteArticle } from "#server/articles/article-writes.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import type { Route } from "./+types/article-list";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

export const meta: Route.MetaFunction = () => staffPageMeta(messages.blog.adminListTitle);

// Editors and admins; the layout guards too, but this loader is the rule.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = requireStaffWithDb(context, request, "articles:manage");
  // Titles in the member's staff-area language where the article has that version.
  return loadAdminArticleList(services, new URL(request.url), user.locale ?? "id");
}

const ta = messages.admin.articles;

/** Delete from the list (the spec's dialogs), or publish, unpublish or delete the ticked rows. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor, services } = requireStaffWithDb(context, request, "articles:manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "delete":
      return submitForm(form, {
        schema: articleDeleteSchema,
        save: ({ uid }) => deleteArticle(services, uid, actor),
        saved: (_, submission) =>
          replySaved(submission, {
            message: messages.blog.deleteDialog.deletedText,
            answers: intent,
          }),
      });
    case "bulk-status":
      return submitForm(form, {
        schema: articleBulkStatusSchema,
        save: async ({ selection, status }) => ({
          count: await setSelectedArticlesStatus(services, selection, status, actor),
          status,
        }),
        saved: ({ count, status }, submission) =>
          replySaved(submission, {
            message: status === "published" ? ta.bulkPublished(count) : ta.bulkDrafted(count),
            answers: intent,
          }),
      });
    case "bulk-delete":
      return submitForm(form, {
        schema: articleBulkDeleteSchema,
        save: (selection) => deleteSelectedArticles(services, selection, actor),
        saved: (count, submission) =>
          replySaved(submission, { message: ta.bulkDeleted(count), answers: intent }),
      });
    default:
      return refuseUnknownIntent();
  }
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
