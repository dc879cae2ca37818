import { ArrowLeft } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ArticleCard } from "#app/features/articles/article-card.tsx";
import { ArticleNavigationSpinner } from "#app/features/articles/article-navigation-spinner.tsx";
import { PaginationNav } from "#app/features/articles/pagination-nav.tsx";
import { serverDataOrFailure } from "#app/features/articles/server-data-or-failure.ts";
import { Spinner } from "#app/features/articles/spinner.tsx";
import { useFetchFailureToast } from "#app/features/articles/use-fetch-failure-toast.ts";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { loadAllArticlesPage } from "#server/articles/article-page-data.ts";
import { allArticlesMeta } from "#server/articles/article-page-meta.ts";
import type { Route } from "./+types/article-all";
import { loadArticlePage } from "./article-page-loader.server.ts";

export const loader = (args: Route.LoaderArgs) =>
  loadArticlePage(args, loadAllArticlesPage, allArticlesMeta);

/** Keeps the page usable when the data request fails: the toast offers a retry. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverDataOrFailure(serverLoader);

export const meta = metaFromLoader;

export default function ArticleAll({ loaderData }: Route.ComponentProps) {
  const { blog } = useMessages();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === to("/article/all");
  useFetchFailureToast(loaderData.failed);
  const data = loaderData.failed ? null : loaderData;

  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <ArticleNavigationSpinner />
      <div className="bg-ink pt-12 pb-12 text-white sm:pt-20 sm:pb-16">
        <div className="container-page flex flex-col gap-4">
          <Link
            to={to("/article")}
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
              ? `${blog.allPageIntro} ${blog.pageOf(data.page, data.list.pagination.lastPage)} · ${blog.articleCount(data.list.pagination.total)}.`
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
                hrefFor={(page) => to(page > 1 ? `/article/all?page=${page}` : "/article/all")}
              />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
