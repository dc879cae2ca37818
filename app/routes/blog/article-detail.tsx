import { ArrowLeft, Eye } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { loadArticleDetailPage } from "../../../server/articles/article-page-data.ts";
import { articleMeta } from "../../../server/articles/article-page-meta.ts";
import { getMetaContext, notFoundAnswer } from "../../../server/http/public-page.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { ARTICLE_BODY_CLASS } from "../../features/articles/article-body";
import { ArticleGrid } from "../../features/articles/article-grid";
import { ArticleNavigationSpinner } from "../../features/articles/article-navigation-spinner";
import { CategoryChips } from "../../features/articles/category-chips";
import { CoverPicture } from "../../features/articles/cover-picture";
import { serverDataOrFailure } from "../../features/articles/server-data-or-failure";
import { ShareButton } from "../../features/articles/share-button";
import { Spinner } from "../../features/articles/spinner";
import { useFetchFailureToast } from "../../features/articles/use-fetch-failure-toast";
import { recordViewOnce } from "../../features/articles/viewed-articles";
import { useScrollTopOnOpen } from "../../features/site/use-scroll-top-on-open";
import { formatDate } from "../../lib/format-date";
import { formatFigure } from "../../lib/format-number";
import { useLocale, useLocalePath, useMessages } from "../../lib/messages";
import { metaFromLoader } from "../../lib/page-meta";
import type { Route } from "./+types/article-detail";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const { db } = args.context.get(servicesContext);
  const page = await loadArticleDetailPage(db, args.params.id, context.locale);
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
  const locale = useLocale();
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
  const date = formatDate(article.created_at, locale);

  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <ArticleNavigationSpinner />
      {/* An article without this edition's version is shown in the language it is written in. */}
      <article lang={article.language}>
        <header className="bg-ink pt-10 pb-32 text-white sm:pt-16 sm:pb-44">
          <div className="container-page flex max-w-4xl flex-col gap-6">
            <BackButton />
            <CategoryChips categories={article.categories} size="md" tone="dark" />
            {article.language !== locale ? (
              <p
                lang={locale}
                data-testid="article-language-note"
                className="w-fit rounded-xl bg-white/10 px-4 py-2 text-sm text-white ring-1 ring-white/25"
              >
                {blog.otherLanguageNote}
              </p>
            ) : null}
            <h1 className="text-3xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl">
              {article.title}
            </h1>
            {article.excerpt ? (
              <p className="max-w-3xl text-lg text-white/80">{article.excerpt}</p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-white/85">
              <p>
                <span className="sr-only">{blog.publishedOn} </span>
                <time dateTime={article.created_at} data-testid="article-date">
                  {date}
                </time>
              </p>
              <p className="inline-flex items-center gap-1.5" data-testid="article-views">
                <Eye aria-hidden="true" className="size-4 text-brand-yellow" />
                {blog.views(formatFigure(views, locale))}
              </p>
              {article.author ? <p>{blog.byAuthor(article.author)}</p> : null}
              <div className="sm:ml-auto">
                <ShareButton uid={article.uid} title={article.title} />
              </div>
            </div>
          </div>
        </header>
        <div className="container-page max-w-5xl">
          <div
            data-testid="article-cover"
            className="-mt-24 overflow-hidden rounded-[var(--radius-card)] bg-ink shadow-2xl sm:-mt-32"
          >
            <CoverPicture
              src={article.image}
              alt={article.image_alt || article.title}
              priority
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="h-[232px] w-full sm:h-[427px]"
            />
          </div>
          <div
            className={`mx-auto mt-12 ${ARTICLE_BODY_CLASS}`}
            data-testid="article-body"
            // Sanitised with an allowlist when it was saved; the CSP is the second layer.
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        </div>
      </article>
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
