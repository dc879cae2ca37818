import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link, useNavigation } from "react-router";
import { loadAllArticlesPage } from "../../../server/articles/article-page-data.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { ArticleCard } from "../../features/articles/article-card";
import { ArticleNavigationSpinner } from "../../features/articles/article-navigation-spinner";
import { PaginationNav } from "../../features/articles/pagination-nav";
import { Spinner } from "../../features/articles/spinner";
import { useFetchFailureToast } from "../../features/articles/use-fetch-failure-toast";
import { messages } from "../../lib/messages";
import type { Route } from "./+types/article-all";

const { blog } = messages;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await loadAllArticlesPage(services.db, new URL(request.url));
  return { ...page, origin: context.get(requestContext).origin, failed: false as const };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return { failed: true as const };
  }
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data || data.failed) return [{ title: blog.allPageMetaTitle }];
  const canonical = `${data.origin}/article/all${data.page > 1 ? `?page=${data.page}` : ""}`;
  return [
    {
      title:
        data.page > 1
          ? `${blog.allPageMetaTitle} · ${blog.pageLabel(data.page)}`
          : blog.allPageMetaTitle,
    },
    { name: "description", content: blog.listMetaDescription },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: blog.allPageMetaTitle },
    { property: "og:url", content: canonical },
  ];
}

export default function ArticleAll({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === "/article/all";
  useFetchFailureToast(loaderData.failed);
  const data = loaderData.failed ? null : loaderData;

  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <ArticleNavigationSpinner />
      <div className="bg-ink pt-12 pb-12 text-white sm:pt-20 sm:pb-16">
        <div className="container-page flex flex-col gap-4">
          <Link
            to="/article"
            className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-brand-yellow hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blog.listTitle}
          </Link>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {blog.allPageTitle}
          </h1>
          <p className="text-lg text-white/80">
            {data
              ? `${blog.allPageIntro} ${blog.pageOf(data.page, data.list.pagination.lastPage)} · ${data.list.pagination.total} articles.`
              : blog.allPageIntro}
          </p>
        </div>
      </div>
      <div className="container-page mt-12" aria-busy={busy}>
        {!data || busy ? (
          <Spinner className="py-24" />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
              {data.list.data.map((article, index) => (
                <li key={article.uid}>
                  <ArticleCard article={article} headingLevel="h2" priority={index < 3} />
                </li>
              ))}
            </ul>
            <div className="mt-12">
              <PaginationNav
                page={data.page}
                lastPage={data.list.pagination.lastPage}
                hrefFor={(page) => (page > 1 ? `/article/all?page=${page}` : "/article/all")}
              />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
