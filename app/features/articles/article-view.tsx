import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { formatFigure } from "#app/lib/format-number.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { formatDate, formatDayAndTime } from "#contracts/agency-clock.ts";
import type { ArticleDetail } from "#contracts/article-schema.ts";
import { ARTICLE_BODY_CLASS } from "./article-body.ts";
import { CategoryChips } from "./category-chips.tsx";
import { CoverPicture } from "./cover-picture.tsx";
import { ShareButton } from "./share-button.tsx";

/**
 * An article as its public page shows it: header, cover and body. The page and a preview link
 * render the same; `actions` sits above the chips (the page's back button), `shared` false
 * leaves out the share button (a preview's address is not the article's). `scheduledFor`, a
 * preview's article whose publish date lies ahead: the header says when it goes live.
 */
export function ArticleView({
  article,
  views,
  actions,
  shared = true,
  scheduledFor = null,
}: {
  article: ArticleDetail;
  views: number;
  actions?: ReactNode;
  shared?: boolean;
  scheduledFor?: string | null;
}) {
  const { blog } = useMessages();
  const locale = useLocale();
  const date = formatDate(article.created_at, locale);
  return (
    <>
      {/* An article without this edition's version is shown in the language it is written in. */}
      <article lang={article.language}>
        <header className="bg-ink pt-10 pb-32 text-white sm:pt-16 sm:pb-44">
          <div className="container-page flex max-w-4xl flex-col gap-6">
            {actions}
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
              {scheduledFor ? (
                <p>
                  <time dateTime={scheduledFor} data-testid="article-date">
                    {blog.scheduledFor(formatDayAndTime(scheduledFor, locale))}
                  </time>
                </p>
              ) : (
                <p>
                  <span className="sr-only">{blog.publishedOn} </span>
                  <time dateTime={article.created_at} data-testid="article-date">
                    {date}
                  </time>
                </p>
              )}
              <p className="inline-flex items-center gap-1.5" data-testid="article-views">
                <Eye aria-hidden="true" className="size-4 text-brand-yellow" />
                {blog.views(formatFigure(views, locale))}
              </p>
              {article.author ? <p>{blog.byAuthor(article.author)}</p> : null}
              {shared ? (
                <div className="sm:ml-auto">
                  <ShareButton uid={article.uid} title={article.title} />
                </div>
              ) : null}
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
    </>
  );
}
