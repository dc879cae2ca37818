import { data } from "react-router";
import {
  articleListHref,
  readArticleForm,
  saveArticleForm,
} from "../../../server/articles/article-form-actions.ts";
import { getArticleForEditing } from "../../../server/articles/article-queries.ts";
import { listAdminCategories } from "../../../server/articles/category-writes.ts";
import { isUid } from "../../../server/shared/ids.ts";
import { keepSignedOutSubmissionsInPlace, whenSaved } from "../../components/admin/session-renewal";
import { skipRevalidationAfterSideCalls } from "../../components/admin/use-action-call";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminArticleFormScreen } from "../../features/articles/admin-article-form-screen";
import { clearDraft, draftKey } from "../../features/articles/article-draft";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/article-form";
import { saveThenReturn } from "./save-then-return";
import { requireStaffWithDb } from "./staff-route";

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: `${params.id ? messages.blog.formEditTitle : messages.blog.formCreateTitle} | ${messages.common.productTitle}`,
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "articles:manage");
  const categories = await listAdminCategories(db);
  const suggestions = categories.map((category) => category.name);
  const back = articleListHref(new URL(request.url));
  if (!params.id) return { article: null, suggestions, back };
  const article = isUid(params.id) ? await getArticleForEditing(db, params.id) : null;
  if (!article) throw data({ message: "Article not found" }, { status: 404 });
  return { article, suggestions, back };
}

/** Saves the form: back to the list view it came from, or the reasons per field. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user: actor, db } = requireStaffWithDb(context, request, "articles:manage");
  const uid = params.id ?? null;
  if (uid !== null && !isUid(uid)) throw data({ message: "Article not found" }, { status: 404 });
  const form = await request.formData();
  const url = new URL(request.url);
  return saveThenReturn({
    save: () => saveArticleForm(db, actor, uid, form, [url.hostname]),
    refusedMessage: (status) =>
      status === 400 ? messages.blog.formFixErrors : messages.blog.formSaveFailed,
    typedValues: () => readArticleForm(form),
    back: articleListHref(url),
    saved: uid === null ? "created" : "updated",
  });
}

/**
 * In the browser: a save after the session ended asks to sign in again in place (and is sent
 * again); the device draft goes only once the server has the article (its redirect to the list).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  keepSignedOutSubmissionsInPlace,
  whenSaved(({ params }) => clearDraft(draftKey(params.id ?? null))),
];

export default function AdminArticleForm({ loaderData }: Route.ComponentProps) {
  return (
    <AdminArticleFormScreen
      key={loaderData.article?.uid ?? "new"}
      article={loaderData.article}
      categorySuggestions={loaderData.suggestions}
      back={loaderData.back}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
