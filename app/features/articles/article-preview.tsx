import { Card } from "#app/components/admin/admin-ui.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDate, formatDayAndTime } from "#contracts/agency-clock.ts";
import type { ArticleLanguage, ArticleVersion } from "#contracts/article-schema.ts";
import { ARTICLE_BODY_CLASS } from "./article-body.ts";
import { CoverPicture } from "./cover-picture.tsx";

const t = messages.blog;

/** The public page as it will read: the version's texts and the body the server sanitised. */
export function ArticlePreview({
  language,
  version,
  html,
  categories,
  cover,
  createdAt,
  scheduledFor = null,
}: {
  language: ArticleLanguage;
  version: Pick<ArticleVersion, "title" | "excerpt" | "coverAlt">;
  /** Sanitised by the server with the same allowlist as on save. */
  html: string;
  categories: string[];
  cover: string;
  createdAt: string;
  /** The publish date still ahead, when the form schedules the article. */
  scheduledFor?: Date | null;
}) {
  return (
    <Card className="overflow-hidden">
      <p className="border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-2 text-xs text-(--admin-muted)">
        {t.formPreviewNote}
      </p>
      <div className="bg-paper text-ink" data-testid="article-preview" lang={language}>
        <div className="bg-ink px-6 pt-10 pb-24 text-white @min-[600px]:px-10">
          <ul className="flex flex-wrap gap-2">
            {categories.map((name) => (
              <li
                key={name}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20"
              >
                {name}
              </li>
            ))}
          </ul>
          <h2 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight @min-[600px]:text-4xl">
            {version.title}
          </h2>
          {version.excerpt ? (
            <p className="mt-3 max-w-3xl text-white/80">{version.excerpt}</p>
          ) : null}
          {scheduledFor ? (
            <p className="mt-4 text-sm text-white/85" lang={getStaffLocale()}>
              {t.scheduledFor(formatDayAndTime(scheduledFor, getStaffLocale()))}
            </p>
          ) : (
            <p className="mt-4 text-sm text-white/85">{formatDate(createdAt, language)}</p>
          )}
        </div>
        <div className="px-4 pb-12 @min-[600px]:px-10">
          <div className="-mt-16 overflow-hidden rounded-2xl shadow-xl">
            <CoverPicture
              src={cover || null}
              alt={version.coverAlt}
              sizes="960px"
              className="h-[232px] w-full @min-[600px]:h-[427px]"
            />
          </div>
          <div
            className={`mx-auto mt-10 ${ARTICLE_BODY_CLASS}`}
            // Sanitised by the server with the same allowlist as on save.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </div>
    </Card>
  );
}
