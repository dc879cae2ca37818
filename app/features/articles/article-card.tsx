import { Eye } from "lucide-react";
import { Link } from "react-router";
import { formatFigure } from "#app/lib/format-number.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { formatDate } from "#contracts/agency-clock.ts";
import type { ArticleListItem } from "#contracts/article-schema.ts";
import { localizePath } from "#contracts/locale.ts";
import { CategoryChips } from "./category-chips.tsx";
import { CoverPicture } from "./cover-picture.tsx";

type ArticleCardProps = {
  article: ArticleListItem;
  variant?: "feature" | "default" | "row";
  headingLevel?: "h2" | "h3";
  priority?: boolean;
  /** The view count beside the date (the landing page's latest articles). */
  showViews?: boolean;
};

/**
 * The one article card of the site: the blog's feature, grid and row cards and the landing
 * page's latest articles. It reads only the common texts, which every page loads (ADR 0008).
 * A whole-card link: the title's link stretches over the card, so there is one tab stop.
 */
export function ArticleCard({
  article,
  variant = "default",
  headingLevel = "h3",
  priority = false,
  showViews = false,
}: ArticleCardProps) {
  const Heading = headingLevel;
  const { common } = useMessages();
  const locale = useLocale();
  const href = localizePath(`/article/${article.uid}`, locale);
  const date = formatDate(article.published_at ?? article.created_at, locale);
  // The title's link stretches over the whole card.
  const titleLink = (className: string) => (
    <Link to={href} prefetch="intent" className={`after:absolute after:inset-0 ${className}`}>
      {article.title}
    </Link>
  );

  if (variant === "row") {
    return (
      <article
        lang={article.language}
        className="group relative flex gap-4 rounded-2xl p-2 transition-colors hover:bg-white focus-within:bg-white"
      >
        <div className="w-28 shrink-0 overflow-hidden rounded-xl sm:w-32">
          <CoverPicture
            src={article.image}
            alt=""
            sizes="128px"
            className="aspect-[4/3] h-full w-full"
          />
        </div>
        <div className="flex min-w-0 flex-col justify-center gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-[#9a4a00]">
            {article.categories[0]?.name ?? common.journalName}
          </p>
          <Heading className="line-clamp-2 text-base font-bold leading-snug">
            {titleLink("after:rounded-2xl group-hover:underline")}
          </Heading>
          <p className="text-xs text-muted">
            <time dateTime={article.published_at ?? article.created_at}>{date}</time>
          </p>
        </div>
      </article>
    );
  }

  const feature = variant === "feature";
  return (
    <article
      lang={article.language}
      className={`group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[0_1px_0_rgba(15,15,16,0.06),0_12px_32px_-20px_rgba(15,15,16,0.35)] ring-1 ring-ink/5 transition-transform duration-300 hover:-translate-y-1 focus-within:-translate-y-1 motion-reduce:transform-none`}
    >
      <div
        className={
          feature
            ? "overflow-hidden md:flex md:min-h-0 md:flex-1 [&_picture]:contents"
            : "overflow-hidden"
        }
      >
        <CoverPicture
          src={article.image}
          alt=""
          priority={priority}
          sizes={
            feature
              ? "(min-width: 960px) 720px, 100vw"
              : "(min-width: 960px) 400px, (min-width: 600px) 50vw, 100vw"
          }
          className={`aspect-[1200/630] w-full transition-transform ${feature ? "md:aspect-auto md:h-full md:min-h-72 md:object-left-bottom" : ""} duration-500 group-hover:scale-[1.03] motion-reduce:transform-none`}
        />
      </div>
      <div className={`flex flex-col gap-3 ${feature ? "p-6 sm:p-8" : "flex-1 p-5"}`}>
        <CategoryChips categories={article.categories.slice(0, 3)} linked={false} />
        <Heading
          className={`font-extrabold leading-tight tracking-tight ${feature ? "text-2xl sm:text-3xl" : "text-lg"}`}
        >
          {titleLink(
            "group-hover:underline decoration-brand-orange decoration-2 underline-offset-4",
          )}
        </Heading>
        {article.snippet ? (
          <p
            className="text-sm leading-relaxed text-muted [&_mark]:rounded [&_mark]:bg-brand-yellow [&_mark]:px-0.5 [&_mark]:text-ink"
            // Escaped on the server; the only markup is the <mark> of matched words.
            dangerouslySetInnerHTML={{ __html: article.snippet }}
          />
        ) : article.excerpt ? (
          <p
            className={`leading-relaxed text-muted ${feature ? "line-clamp-3 text-base" : "line-clamp-3 text-sm"}`}
          >
            {article.excerpt}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-xs font-medium text-muted">
          <time dateTime={article.published_at ?? article.created_at}>{date}</time>
          {showViews ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="inline-flex items-center gap-1 align-middle">
                <Eye aria-hidden="true" className="size-3.5" />
                {formatFigure(article.views, locale)}{" "}
                <span className="sr-only">{common.articleViews}</span>
              </span>
            </>
          ) : null}
          {article.language !== locale ? (
            <span lang={locale} data-testid="article-card-language">
              {" · "}
              {common.articleInOtherLanguage}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
