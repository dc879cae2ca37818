import { Eye } from "lucide-react";
import { Link } from "react-router";
import type { ArticleListItem } from "../../../contracts/article-schema";
import { Picture } from "../../components/ui/picture";
import { formatDate } from "../../lib/format-date";
import { formatShortNumber } from "../../lib/format-number";
import { useLocale, useLocalePath, useMessages } from "../../lib/messages";

const COVER = /^(\/media\/covers\/[\w-]+)-(?:480|800|1200)\.(?:webp|avif)$/;

export function ArticleCover({
  image,
  alt,
  sizes,
}: {
  image: string | null;
  alt: string;
  sizes: string;
}) {
  const match = image ? COVER.exec(image) : null;
  if (match) {
    return (
      <Picture
        source={{ base: match[1], widths: [480, 800, 1200] }}
        alt={alt}
        width={1200}
        height={630}
        sizes={sizes}
        imgClassName="aspect-[1200/630] h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
      />
    );
  }
  if (image) {
    return (
      <img
        src={image}
        alt={alt}
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="aspect-[1200/630] w-full bg-[linear-gradient(135deg,#FDD12A,#F68724)]"
    />
  );
}

/** A compact article card linking to /article/{uid}. */
export function ArticleCard({ article }: { article: ArticleListItem }) {
  const date = article.published_at ?? article.created_at;
  const { site } = useMessages();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <article
      lang={article.language}
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-ink/10 transition-shadow hover:shadow-[0_20px_40px_-24px_rgba(15,15,16,0.45)]"
    >
      <div className="overflow-hidden">
        <ArticleCover
          image={article.image}
          alt=""
          sizes="(min-width: 960px) 380px, (min-width: 600px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {article.categories.length ? (
          <ul className="flex flex-wrap gap-2">
            {article.categories.slice(0, 2).map((category) => (
              <li
                key={category.uid}
                className="rounded-full bg-brand-yellow/30 px-2.5 py-0.5 text-xs font-bold text-ink"
              >
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="text-lg font-extrabold leading-snug tracking-tight text-balance">
          <Link
            to={to(`/article/${article.uid}`)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-[0.95rem] text-muted">{article.excerpt}</p>
        <p className="mt-auto flex items-center gap-3 pt-2 text-sm text-muted">
          <time dateTime={date}>{formatDate(date, locale)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {formatShortNumber(article.views)} <span className="sr-only">{site.home.views}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
