import { redirect } from "react-router";
import {
  keepSignedOutSubmissionsInPlace,
  whenSaved,
} from "#app/components/admin/session-renewal.ts";
import { skipRevalidationAfterSideCalls } from "#app/components/admin/use-action-call.ts";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminArticleFormScreen } from "#app/features/articles/admin-article-form-screen.tsx";
import { clearDraft, draftKey } from "#app/features/articles/article-draft.ts";
import { articleListHref, savedListHref } from "#app/features/articles/article-list-href.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { articleFormSchema } from "#contracts/article-schema.ts";
import { getArticleForEditing } from "#server/articles/article-queries.ts";
import { createArticle, updateArticle } from "#server/articles/article-writes.ts";
import { listAdminCategories } from "#server/articles/category-writes.ts";
import type { Database } from "#server/db/client.ts";
import { loadOrRefuse, submitForm } from "#server/http/form-submission.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { isUid } from "#server/shared/ids.ts";
import type { Route } from "./+types/article-form";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.blog;

export const meta: Route.MetaFunction = ({ params }) =>
  staffPageMeta(params.id ? t.formEditTitle : t.formCreateTitle);

/** The article's uid from the address: null for a new one; not a uid, no such article. */
function readUid(params: Route.LoaderArgs["params"]) {
  const uid = params.id ?? null;
  if (uid !== null && !isUid(uid)) throw notFound("Article");
  return uid;
}

/** The article the address names, for editing: null for a new one. */
async function findArticle(db: Database, params: Route.LoaderArgs["params"]) {
  const uid = readUid(params);
  if (uid === null) return null;
  const article = await getArticleForEditing(db, uid);
  if (!article) throw notFound("Article");
  return article;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "articles:manage");
  const [categories, article] = await loadOrRefuse(() =>
    Promise.all([listAdminCategories(db), findArticle(db, params)]),
  );
  const back = articleListHref(new URL(request.url));
  return { article, suggestions: categories.map((category) => category.name), back };
}

/** Saves the form: back to the list view it came from, or the reasons per field. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "articles:manage");
  const url = new URL(request.url);
  const uid = await loadOrRefuse(async () => readUid(params));
  const siteHosts = [url.hostname];
  return submitForm(await request.formData(), {
    schema: articleFormSchema,
    save: (article) =>
      uid === null
        ? createArticle(services, article, user, { siteHosts })
        : updateArticle(services, uid, article, { siteHosts, actor: user }),
    saved: () =>
      redirect(savedListHref(articleListHref(url), uid === null ? "created" : "updated")),
    refusedMessage: (status) => (status === 400 ? t.formFixErrors : t.formSaveFailed),
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

export default function AdminArticleForm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminArticleFormScreen
      key={loaderData.article?.uid ?? "new"}
      article={loaderData.article}
      categorySuggestions={loaderData.suggestions}
      back={loaderData.back}
      reply={actionData}
    />
  );
}

export const shouldRevalidate = skipRevalidationAfterSideCalls;

export { AdminRouteError as ErrorBoundary };
