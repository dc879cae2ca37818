import { ArrowRight, Rss } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ArticleCard } from "#app/features/articles/article-card.tsx";
import { ArticleGrid } from "#app/features/articles/article-grid.tsx";
import { ArticleNavigationSpinner } from "#app/features/articles/article-navigation-spinner.tsx";
import { ArticleSearchForm } from "#app/features/articles/article-search-form.tsx";
import { PaginationNav } from "#app/features/articles/pagination-nav.tsx";
import { serverDataOrFailure } from "#app/features/articles/server-data-or-failure.ts";
import { Spinner } from "#app/features/articles/spinner.tsx";
import { TagChips } from "#app/features/articles/tag-chips.tsx";
import { useFetchFailureToast } from "#app/features/articles/use-fetch-failure-toast.ts";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import {
  ARTICLE_SEARCH_MAX_CHARACTERS,
  ARTICLE_SEARCH_MAX_WORDS,
} from "#contracts/article-search-limits.ts";
import { loadArticleListPage } from "#server/articles/article-page-data.ts";
import { articleListMeta } from "#server/articles/article-page-meta.ts";
import type { Route } from "./+types/article-list";
import { loadArticlePage } from "./article-page-loader.server.ts";

export const loader = (args: Route.LoaderArgs) =>
  loadArticlePage(args, loadArticleListPage, articleListMeta);

/** Keeps the page usable when the data request fails: the toast offers a retry. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverDataOrFailure(serverLoader);

export const meta = metaFromLoader;

function pageHref(list: string, query: { search: string; tag: string }, page: number, hash = "") {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.tag) params.set("tag", query.tag);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return `${list}${text ? `?${text}` : ""}${hash}`;
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="text-muted">{intro}</p> : null}
    </div>
  );
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { blog, common } = useMessages();
  const to = useLocalePath();
  const list = to("/article");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === list;
  useFetchFailureToast(loaderData.failed);

  const data = loaderData.failed ? null : loaderData;
  const query = data?.query ?? { page: 1, search: "", tag: "" };
  const tagName =
    data?.categories.find((category) => category.slug === query.tag)?.name ?? query.tag;

  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <ArticleNavigationSpinner />
      <div className="relative overflow-hidden bg-ink pt-12 pb-14 text-white sm:pt-20 sm:pb-20">
        <div
          aria-hidden="true"
          className="absolute -top-40 -right-32 size-[28rem] rounded-full bg-[radial-gradient(circle,#f68724_0%,rgba(246,135,36,0)_70%)] opacity-60"
        />
        <div className="container-page relative flex flex-col gap-6">
          <p className="text-sm font-bold tracking-[0.2em] text-brand-yellow uppercase">
            {common.journalName}
          </p>
          <h1 className="max-w-3xl text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {blog.listHeading}
          </h1>
          <p className="max-w-2xl text-lg text-white/80">{blog.listIntro}</p>
          <ArticleSearchForm search={query.search} tag={query.tag} busy={busy} />
          {data ? (
            <TagChips categories={data.categories} active={query.tag} search={query.search} />
          ) : null}
        </div>
      </div>

      <div className="container-page relative mt-12">
        {busy ? (
          <div className="absolute inset-x-0 top-0 z-10 flex justify-center pt-10">
            <Spinner className="rounded-full bg-white p-3 shadow-lg" />
          </div>
        ) : null}
        <div
          aria-busy={busy}
          className={busy ? "opacity-50 transition-opacity" : "transition-opacity"}
        >
          {!data ? (
            <Spinner className="py-24" />
          ) : data.searchMode ? (
            <section aria-labelledby="results-title">
              <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
                <h2
                  id="results-title"
                  aria-live="polite"
                  className="text-2xl font-extrabold tracking-tight sm:text-3xl"
                >
                  {data.searchRefused
                    ? blog.searchTooLong(ARTICLE_SEARCH_MAX_WORDS, ARTICLE_SEARCH_MAX_CHARACTERS)
                    : blog.resultCount(data.list.pagination.total, query.search, tagName)}
                </h2>
                <Link
                  to={list}
                  className="text-sm font-semibold text-[#9a4a00] underline-offset-4 hover:underline"
                >
                  {blog.emptyReset}
                </Link>
              </div>
              {data.searchRefused ? null : data.list.data.length === 0 ? (
                <div className="rounded-[var(--radius-card)] bg-white p-8 ring-1 ring-ink/10 sm:p-12">
                  <h3 className="text-xl font-bold">{blog.emptyTitle}</h3>
                  <p className="mt-2 text-muted">{blog.emptyBody}</p>
                  <div className="mt-6">
                    <TagChips
                      categories={data.categories
                        .filter((category) => category.slug !== query.tag)
                        .slice(0, 8)}
                      active="__none__"
                      label={blog.emptySuggestions}
                      search=""
                      tone="light"
                    />
                  </div>
                </div>
              ) : (
                <ArticleGrid articles={data.list.data} />
              )}
              <div className="mt-12">
                <PaginationNav
                  page={query.page}
                  lastPage={data.list.pagination.lastPage}
                  hrefFor={(page) => pageHref(list, query, page)}
                />
              </div>
            </section>
          ) : (
            <>
              {data.best.length > 0 ? (
                <section aria-labelledby="best-title" className="mb-20">
                  <SectionHeading id="best-title" title={blog.bestTitle} intro={blog.bestIntro} />
                  <ul className="grid gap-6 md:grid-cols-3">
                    {data.best.map((article, index) => (
                      <li
                        key={article.uid}
                        className={index === 0 ? "md:col-span-2 md:row-span-2" : ""}
                      >
                        <ArticleCard
                          article={article}
                          variant={index === 0 ? "feature" : "default"}
                          priority={index === 0}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              <div className="mb-20 grid gap-12 md:grid-cols-2">
                {[
                  {
                    id: "newsfeed-title",
                    title: blog.newsfeedTitle,
                    intro: blog.newsfeedIntro,
                    articles: data.newsfeed,
                  },
                  {
                    id: "recommendations-title",
                    title: blog.recommendationsTitle,
                    intro: blog.recommendationsIntro,
                    articles: data.recommendations,
                  },
                ].map((column) => (
                  <section key={column.id} aria-labelledby={column.id}>
                    <SectionHeading id={column.id} title={column.title} intro={column.intro} />
                    <ul className="flex flex-col gap-2">
                      {column.articles.map((article) => (
                        <li key={article.uid}>
                          <ArticleCard article={article} variant="row" />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>

              <section aria-labelledby="all-articles" className="scroll-mt-28">
                <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
                  <SectionHeading id="all-articles" title={blog.allArticlesTitle} />
                  <div className="mb-6 flex items-center gap-4 text-sm font-semibold">
                    <a
                      href={to("/rss.xml")}
                      className="inline-flex items-center gap-1.5 text-muted hover:text-ink"
                    >
                      <Rss aria-hidden="true" className="size-4" />
                      {blog.rssLink}
                    </a>
                    <Link
                      to={to("/article/all")}
                      className="inline-flex items-center gap-1.5 text-[#9a4a00] hover:underline"
                    >
                      {blog.viewAll}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </div>
                {data.list.data.length === 0 ? (
                  <p className="rounded-[var(--radius-card)] bg-white p-8 ring-1 ring-ink/10">
                    {blog.pageEmpty}{" "}
                    <Link
                      to={list}
                      className="font-semibold text-[#9a4a00] underline underline-offset-4"
                    >
                      {blog.pageFirst}
                    </Link>
                  </p>
                ) : null}
                <ArticleGrid articles={data.list.data} />
                <div className="mt-12">
                  <PaginationNav
                    page={query.page}
                    lastPage={data.list.pagination.lastPage}
                    hrefFor={(page) => pageHref(list, query, page, "#all-articles")}
                  />
                </div>
              </section>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
