import { data } from "react-router";
import { getArticleDetail } from "../../../server/articles/article-queries.ts";
import { listAdminCategories } from "../../../server/articles/category-writes.ts";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { AdminArticleFormScreen } from "../../features/articles/admin-article-form-screen";
import { messages } from "../../lib/messages";
import type { Route } from "./+types/article-form";

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: `${params.id ? messages.blog.formEditTitle : messages.blog.formCreateTitle} | ${messages.common.productTitle}`,
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { db } = context.get(servicesContext);
  const categories = await listAdminCategories(db);
  const suggestions = categories.map((category) => category.name);
  if (!params.id) return { article: null, suggestions };
  const article = /^[A-Za-z0-9_-]{1,64}$/.test(params.id)
    ? await getArticleDetail(db, params.id, { includeDrafts: true })
    : null;
  if (!article) throw data({ message: "Article not found" }, { status: 404 });
  return { article, suggestions };
}

export default function AdminArticleForm({ loaderData }: Route.ComponentProps) {
  return (
    <AdminArticleFormScreen
      key={loaderData.article?.uid ?? "new"}
      article={loaderData.article}
      categorySuggestions={loaderData.suggestions}
    />
  );
}

export { AdminRouteError as ErrorBoundary };
