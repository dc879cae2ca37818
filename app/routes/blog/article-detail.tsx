import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { ArticleGrid } from "#app/features/articles/article-grid.tsx";
import { ArticleNavigationSpinner } from "#app/features/articles/article-navigation-spinner.tsx";
import { ArticleView } from "#app/features/articles/article-view.tsx";
import { serverDataOrFailure } from "#app/features/articles/server-data-or-failure.ts";
import { Spinner } from "#app/features/articles/spinner.tsx";
import { useFetchFailureToast } from "#app/features/articles/use-fetch-failure-toast.ts";
import { recordViewOnce } from "#app/features/articles/viewed-articles.ts";
import { useScrollTopOnOpen } from "#app/features/site/use-scroll-top-on-open.ts";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { loadArticleDetailPage } from "#server/articles/article-page-data.ts";
import { articleMeta } from "#server/articles/article-page-meta.ts";
import { getMetaContext, notFoundAnswer } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/article-detail";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const services = args.context.get(servicesContext);
  const page = await loadArticleDetailPage(services, args.params.id, context.locale);
  if (!page) {
    const { blog, common } = context.messages;
    throw notFoundAnswer(context, `${blog.notFoundTitle} | ${common.brandName}`);
  }
  return { ...page, meta: articleMeta(context, page), failed: false as const };
}

/** Keeps the page usable when the data request fails: the toast offers a retry. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverDataOrFailure(serverLoader);

export const meta = metaFromLoader;

function BackButton() {
  const { blog } = useMessages();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate(to("/article"));
      }}
      className="inline-flex h-11 w-fit items-center gap-2 rounded-full px-4 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/10"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {blog.back}
    </button>
  );
}

export default function ArticleDetail({ loaderData, params }: Route.ComponentProps) {
  const { blog } = useMessages();
  useFetchFailureToast(loaderData.failed);
  useScrollTopOnOpen(params.id);

  const posted = useRef<string | null>(null);
  // The count the view call answered with, for the article it was posted for.
  const [counted, setCounted] = useState<{ uid: string; views: number } | null>(null);
  useEffect(() => {
    if (loaderData.failed || posted.current === params.id) return;
    const uid = params.id;
    posted.current = uid;
    void recordViewOnce(uid, window.localStorage).then((outcome) => {
      if (outcome.status === "recorded" && outcome.views !== null) {
        setCounted({ uid, views: outcome.views });
      }
    });
  }, [params.id, loaderData.failed]);

  if (loaderData.failed) {
    return (
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[70vh] items-center justify-center outline-none"
      >
        <Spinner label={blog.loadingArticle} />
      </main>
    );
  }
  const { article, related } = loaderData;
  const views = counted?.uid === params.id ? Math.max(counted.views, article.views) : article.views;

  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <ArticleNavigationSpinner />
      <ArticleView article={article} views={views} actions={<BackButton />} />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="container-page mt-24">
          <h2
            id="related-title"
            className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl"
          >
            {blog.relatedTitle}
          </h2>
          <ArticleGrid articles={related} columns={3} />
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { blog, common } = useMessages();
  const to = useLocalePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="container-page flex min-h-[70vh] flex-col items-start justify-center gap-4 py-24 outline-none"
    >
      <p className="font-bold text-[#9a4a00]">{notFound ? "404" : common.errorLabel}</p>
      <h1 className="text-4xl font-extrabold tracking-tight">
        {notFound ? blog.notFoundTitle : common.errorTitle}
      </h1>
      <p className="max-w-prose text-muted">{notFound ? blog.notFoundBody : common.errorBody}</p>
      <Link
        to={to("/article")}
        className="rounded-full bg-brand-yellow px-6 py-3 font-bold text-ink hover:bg-brand-orange"
      >
        {blog.notFoundAction}
      </Link>
    </main>
  );
}
