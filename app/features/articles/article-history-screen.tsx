import { ArrowLeft, Copy, Link2, RotateCcw, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  Options,
} from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime, formatDayAndTime } from "#contracts/agency-clock.ts";
import {
  type ArticleRevision,
  PREVIEW_LINK_CHOICES,
  PREVIEW_LINK_HOURS,
  type PreviewLink,
  type RevisionComparison,
  type RevisionField,
} from "#contracts/article-revision-schema.ts";
import {
  ARTICLE_LANGUAGES,
  type ArticleLanguage,
  type ArticleVersion,
} from "#contracts/article-schema.ts";
import { LANGUAGE_NAMES } from "./article-version-fields.tsx";

const t = messages.editorial;

type Props = {
  article: {
    uid: string;
    title: string;
    versions: Record<ArticleLanguage, ArticleVersion | null>;
  };
  revisions: ArticleRevision[];
  links: PreviewLink[];
  comparison: RevisionComparison | null;
};

/** An article's revisions (compare, restore) and its preview links (share, revoke). */
export function ArticleHistoryScreen({ article, revisions, links, comparison }: Props) {
  return (
    <div>
      <Link
        to={`/admin/article/form/${article.uid}`}
        className={cx(buttonStyles.ghost, "mb-2 -ml-3")}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {article.title}
      </Link>
      <AdminPage title={t.revisionsTitle} intro={t.revisionsIntro}>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            {comparison ? <RevisionDiff comparison={comparison} uid={article.uid} /> : null}
            <RevisionList revisions={revisions} selected={comparison?.revision.id ?? null} />
          </div>
          <PreviewLinksPanel
            languages={ARTICLE_LANGUAGES.filter((language) => article.versions[language])}
            links={links}
          />
        </div>
      </AdminPage>
    </div>
  );
}

function RevisionList({
  revisions,
  selected,
}: {
  revisions: ArticleRevision[];
  selected: number | null;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className="p-5">
      <h2 id={headingId} className="mb-3 text-base font-bold">
        {t.revisionsTitle}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-(--admin-muted)">{t.revisionsEmpty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-(--admin-border)" data-testid="revision-list">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className={cx(
                "flex flex-wrap items-center gap-x-3 gap-y-1 py-3",
                selected === revision.id && "bg-(--admin-surface-2)",
              )}
              data-testid="revision"
            >
              {/* The title has its own line: beside the badges, a phone left it a word a line. */}
              <span className="w-full min-w-0 font-semibold break-words" lang={revision.language}>
                {revision.title}
              </span>
              <Badge tone="info">{LANGUAGE_NAMES[revision.language]}</Badge>
              {revision.current ? <Badge tone="success">{t.revisionsCurrent}</Badge> : null}
              {revision.published ? <Badge>{t.revisionsPublished}</Badge> : null}
              {revision.scheduledFor ? (
                <Badge tone="info">
                  {messages.blog.scheduledFor(
                    formatDayAndTime(revision.scheduledFor, getStaffLocale()),
                  )}
                </Badge>
              ) : null}
              <span className="w-full text-xs text-(--admin-muted)">
                {t.revisionsBy(
                  revision.author,
                  formatDateTime(revision.createdAt, getStaffLocale()),
                )}
              </span>
              {revision.current ? null : (
                <Link
                  to={`?revision=${revision.id}`}
                  preventScrollReset={false}
                  className={buttonStyles.secondary}
                  aria-current={selected === revision.id ? "true" : undefined}
                >
                  {t.revisionsShow}
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const FIELD_LABELS: Record<RevisionField["field"], () => string> = {
  title: () => t.revisionsFieldTitle,
  excerpt: () => t.revisionsFieldExcerpt,
  body: () => t.revisionsFieldBody,
  cover: () => t.revisionsFieldCover,
  categories: () => t.revisionsFieldCategories,
};

/** The revision against the current text: removed words struck in red, added ones in green. */
function RevisionDiff({ comparison, uid }: { comparison: RevisionComparison; uid: string }) {
  const { revision, fields } = comparison;
  const headingId = useId();
  const { fetcher, busy } = useReplyFetcher({ describeFailure: () => t.revisionsFailed });
  const changed = fields.filter((field) => field.changed);
  return (
    <Card aria-labelledby={headingId} className="p-5" data-testid="revision-diff">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-bold">
            {revision.title}
          </h2>
          <p className="text-xs text-(--admin-muted)">
            {LANGUAGE_NAMES[revision.language]} ·{" "}
            {t.revisionsBy(revision.author, formatDateTime(revision.createdAt, getStaffLocale()))}
          </p>
        </div>
        <div className="flex gap-2">
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={revision.id} />
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t.revisionsRestore}
            </button>
          </fetcher.Form>
          <Link
            to={`/admin/article/history/${uid}`}
            className={buttonStyles.icon}
            aria-label={t.revisionsHide}
          >
            <X aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      <p className="mb-3 flex flex-wrap gap-3 text-xs">
        <del className="rounded bg-(--admin-danger-bg) px-1.5 text-(--admin-danger)">
          {t.revisionsRemoved}
        </del>
        <ins className="rounded bg-(--admin-success-bg) px-1.5 text-(--admin-success) no-underline">
          {t.revisionsAdded}
        </ins>
      </p>
      {changed.length === 0 ? (
        <p className="text-sm text-(--admin-muted)">{t.revisionsNoChange}</p>
      ) : (
        <dl className="flex flex-col gap-4">
          {changed.map((field) => (
            <div key={field.field}>
              <dt className="mb-1 text-sm font-semibold">{FIELD_LABELS[field.field]()}</dt>
              <dd
                lang={revision.language}
                className="rounded-xl bg-(--admin-surface-2) p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
              >
                {field.parts.map((part, index) =>
                  part.change === "same" ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the comparison
                    <span key={index}>{part.text}</span>
                  ) : part.change === "removed" ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the comparison
                    <del key={index} className="bg-(--admin-danger-bg) text-(--admin-danger)">
                      {part.text}
                    </del>
                  ) : (
                    <ins
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the comparison
                      key={index}
                      className="bg-(--admin-success-bg) text-(--admin-success) no-underline"
                    >
                      {part.text}
                    </ins>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

const CHOICES = Object.entries(PREVIEW_LINK_CHOICES) as [
  keyof typeof PREVIEW_LINK_CHOICES,
  number,
][];

/** "Share a preview": a link per language for a chosen time, shown once; the live ones, revocable. */
function PreviewLinksPanel({
  languages,
  links,
}: {
  languages: ArticleLanguage[];
  links: PreviewLink[];
}) {
  const headingId = useId();
  // The link just created, shown once; gone once that link is revoked (issue 42).
  const [shown, setShown] = useState<{ url: string; link: string } | null>(null);
  const created = shown?.url ?? null;
  const share = useReplyFetcher<{ url: string; link: string }>({
    describeFailure: () => t.previewLinksFailed,
    onSaved: (reply) => setShown(reply.result ?? null),
  });
  const revoke = useReplyFetcher<{ link: string }>({
    describeFailure: () => t.previewLinksFailed,
    onSaved: (reply) =>
      setShown((current) => (current && current.link === reply.result?.link ? null : current)),
  });
  const languageId = useId();
  const hoursId = useId();
  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-4 self-start p-5">
      <div>
        <h2 id={headingId} className="text-base font-bold">
          {t.previewLinksTitle}
        </h2>
        <p className="mt-1 text-xs text-(--admin-muted)">{t.previewLinksIntro}</p>
      </div>
      <share.fetcher.Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="share" />
        <label htmlFor={languageId} className="text-sm font-semibold">
          {t.previewLinksLanguage}
        </label>
        <select id={languageId} name="language" className={inputStyles} defaultValue={languages[0]}>
          <Options values={languages} label={(language) => LANGUAGE_NAMES[language]} />
        </select>
        <label htmlFor={hoursId} className="text-sm font-semibold">
          {t.previewLinksExpiry}
        </label>
        <select
          id={hoursId}
          name="hours"
          className={inputStyles}
          defaultValue={PREVIEW_LINK_HOURS.default}
        >
          {CHOICES.map(([key, hours]) => (
            <option key={key} value={hours}>
              {t.previewExpiry[key]}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonStyles.primary} disabled={share.busy}>
          <Link2 aria-hidden="true" className="size-4" />
          {t.previewLinksCreate}
        </button>
      </share.fetcher.Form>
      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-(--admin-surface-2) p-3">
          <p className="text-xs font-semibold">{t.previewLinksCreated}</p>
          <input
            readOnly
            value={created}
            aria-label={t.previewLinksCopy}
            data-testid="preview-link-url"
            className={cx(inputStyles, "font-mono text-xs")}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(created)
                .then(() => toast.success(t.previewLinksCopied))
            }
          >
            <Copy aria-hidden="true" className="size-4" />
            {t.previewLinksCopy}
          </button>
        </div>
      ) : null}
      {links.length === 0 ? (
        <p className="text-sm text-(--admin-muted)">{t.previewLinksNone}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-(--admin-border)" data-testid="preview-links">
          {links.map((link) => (
            <li key={link.uid} className="flex items-center gap-2 py-2 text-sm">
              <Badge tone="info">{LANGUAGE_NAMES[link.language]}</Badge>
              <span className="flex-1 text-xs text-(--admin-muted)">
                {t.previewLinksExpires(formatDateTime(link.expiresAt, getStaffLocale()))}
              </span>
              <revoke.fetcher.Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="link" value={link.uid} />
                <button type="submit" className={buttonStyles.secondary} disabled={revoke.busy}>
                  {t.previewLinksRevoke}
                </button>
              </revoke.fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
