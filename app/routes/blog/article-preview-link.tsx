import { Eye } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { ArticleView } from "#app/features/articles/article-view.tsx";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { articleMeta } from "#server/articles/article-page-meta.ts";
import { openPreviewLink } from "#server/articles/article-preview-links.ts";
import { getArticleDetail } from "#server/articles/article-queries.ts";
import { getMetaContext, notFoundAnswer } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/article-preview-link";
import { ErrorBoundary as ArticleErrorBoundary } from "./article-detail.tsx";

/** Never stored by a browser or a proxy, never indexed: the page is a draft (ADR 0020). */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * A preview link: the article, draft or not, in the link's language as its public page shows
 * it, for whoever holds the token until it expires (the server's clock) or is revoked. An
 * unknown, expired or revoked token, or one opened in the other edition, is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const services = args.context.get(servicesContext);
  const link = await openPreviewLink(services.db, args.params.token, services.now());
  const article =
    link && link.language === context.locale
      ? await getArticleDetail(services.db, link.uid, {
          includeDrafts: true,
          locale: link.language,
          siteHosts: services.sanitizer.siteHosts,
        })
      : null;
  if (!article) {
    const { blog, common } = context.messages;
    throw notFoundAnswer(context, `${blog.previewGoneTitle} | ${common.brandName}`);
  }
  const meta = [
    ...articleMeta(context, { article, related: [] }).filter(
      (tag) =>
        !("tagName" in tag && tag.tagName === "link") &&
        !("property" in tag && tag.property === "og:url"),
    ),
    { name: "robots", content: "noindex, nofollow" },
  ];
  const goesLive = article.published_at ? new Date(article.published_at) : null;
  const scheduledFor =
    article.status === "published" && goesLive && goesLive.getTime() > services.now().getTime()
      ? goesLive.toISOString()
      : null;
  return { article, meta, scheduledFor };
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta = metaFromLoader;

export default function ArticlePreviewLink({ loaderData }: Route.ComponentProps) {
  const { blog } = useMessages();
  const { article, scheduledFor } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <p
        role="note"
        data-testid="preview-band"
        className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-brand-yellow px-5 py-2 text-center text-sm font-bold text-ink"
      >
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        {blog.previewBand}
      </p>
      <ArticleView
        article={article}
        views={article.views}
        shared={false}
        scheduledFor={scheduledFor}
      />
    </main>
  );
}

/** A 404 here is a link that expired, was revoked or never was: say so, not "no such article". */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { blog } = useMessages();
  const to = useLocalePath();
  if (!isRouteErrorResponse(props.error) || props.error.status !== 404) {
    return <ArticleErrorBoundary error={props.error} params={{ id: "" }} />;
  }
  return (
    <main
      id="main"
      tabIndex={-1}
      className="container-page flex min-h-[70vh] flex-col items-start justify-center gap-4 py-24 outline-none"
    >
      <p className="font-bold text-[#9a4a00]">404</p>
      <h1 className="text-4xl font-extrabold tracking-tight">{blog.previewGoneTitle}</h1>
      <p className="max-w-prose text-muted">{blog.previewGoneBody}</p>
      <Link
        to={to("/article")}
        className="rounded-full bg-brand-yellow px-6 py-3 font-bold text-ink hover:bg-brand-orange"
      >
        {blog.notFoundAction}
      </Link>
    </main>
  );
}
