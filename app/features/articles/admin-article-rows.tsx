import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, buttonStyles, cx } from "#app/components/admin/admin-ui.tsx";
import type { ListSelection } from "#app/components/admin/list-selection.tsx";
import {
  ListRow,
  RowCheckbox,
  SelectableCard,
  SelectableCards,
  SelectableTable,
} from "#app/components/admin/list-table.tsx";
import { SortHeader } from "#app/components/admin/list-toolbar.tsx";
import { RowActions } from "#app/components/admin/row-actions.tsx";
import { messages as allMessages, getStaffLocale } from "#app/lib/staff-messages.ts";
import { formatDate, formatDayAndTime, formatNumber } from "#contracts/agency-clock.ts";
import {
  type AdminArticleListQuery,
  ARTICLE_LANGUAGES,
  type ArticleListItem,
} from "#contracts/article-schema.ts";
import { categoryName } from "#contracts/category-name.ts";

const t = allMessages.blog;
const ta = allMessages.admin.articles;

/** Which versions an article has: each language's code, a missing one struck through. */
function LanguageBadges({ languages }: { languages: ArticleListItem["languages"] }) {
  return (
    <ul
      aria-label={t.adminColLanguages}
      className="mt-1 flex gap-1"
      data-testid="article-languages"
    >
      {ARTICLE_LANGUAGES.map((code) => {
        const has = languages.includes(code);
        const name = code === "en" ? t.versionEnglish : t.versionIndonesian;
        return (
          <li
            key={code}
            className={cx(
              "rounded-md border px-1.5 text-[11px] leading-5 font-bold",
              has
                ? "border-(--admin-border) text-(--admin-text)"
                : "border-dashed border-(--admin-border) text-(--admin-muted) line-through",
            )}
          >
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <span className="sr-only">{has ? name : t.languageMissing(name)}</span>
          </li>
        );
      })}
    </ul>
  );
}
export type SortField = "title" | "published_at" | "views" | "created_at";
// Labels are getters: read when shown, in the member's language.
const COLUMNS: { key: SortField | null; label: string }[] = (
  [
    ["title", "adminColTitle"],
    [null, "adminColStatus"],
    [null, "adminColCategories"],
    ["published_at", "adminColPublished"],
    ["views", "adminColViews"],
  ] as const
).map(([key, label]) => ({
  key,
  get label() {
    return t[label];
  },
}));

export function articleStatus(
  article: Pick<ArticleListItem, "status" | "published_at">,
  now = Date.now(),
) {
  if (article.status === "draft") return { label: t.statusDraft, tone: "neutral" as const };
  if (article.published_at && new Date(article.published_at).getTime() > now) {
    return { label: t.statusScheduled, tone: "info" as const };
  }
  return { label: t.statusPublished, tone: "success" as const };
}

/** The publish date: "Scheduled for 5 Dec, 09:00 WIB" while it lies ahead, else the day. */
function publishDateText(article: Pick<ArticleListItem, "status" | "published_at">) {
  if (!article.published_at) return "—";
  const locale = getStaffLocale();
  if (articleStatus(article).label === t.statusScheduled) {
    return t.scheduledFor(formatDayAndTime(article.published_at, locale));
  }
  return formatDate(article.published_at, locale);
}

/** What the cards and the table of one page share: its rows, the selection and each row's links. */
type RowsProps = {
  selection: ListSelection<string>;
  rows: ArticleListItem[];
  editHref: (uid: string) => string;
  onDelete: (article: ArticleListItem) => void;
  loading: boolean;
};

/** From 640px: the table, its title, date and views headers sorting the list. */
export function ArticleTable({
  selection,
  rows,
  editHref,
  onDelete,
  loading,
  query,
  sortHref,
}: RowsProps & { query: AdminArticleListQuery; sortHref: (column: SortField) => string }) {
  return (
    <SelectableTable
      loading={loading}
      selection={selection}
      selectPageLabel={ta.selectPage}
      rowCount={rows.length}
      headers={COLUMNS.map((column) =>
        column.key ? (
          <SortHeader
            key={column.key}
            label={column.label}
            href={sortHref(column.key)}
            active={query.sortBy === column.key}
            order={query.sortOrder}
          />
        ) : (
          <th
            key={column.label}
            scope="col"
            className={cx(
              "px-4 py-3 font-bold",
              column.label === t.adminColCategories && "max-lg:hidden",
            )}
          >
            {column.label}
          </th>
        ),
      )}
      actionsLabel={t.adminColActions}
      columnCount={7}
      empty={t.adminEmpty}
    >
      {rows.map((article) => {
        const status = articleStatus(article);
        return (
          <ListRow key={article.uid}>
            <td className="px-4 py-2.5">
              <RowCheckbox
                selection={selection}
                rowKey={article.uid}
                label={ta.selectRow(article.title)}
                className="size-4 accent-brand-orange"
              />
            </td>
            <td className="max-w-md px-4 py-2.5">
              <Link to={editHref(article.uid)} className="font-semibold hover:underline">
                {article.title}
              </Link>
              <LanguageBadges languages={article.languages} />
              {article.author ? (
                <p className="text-xs text-(--admin-muted)">{article.author}</p>
              ) : null}
            </td>
            <td className="px-4 py-2.5">
              <Badge tone={status.tone}>{status.label}</Badge>
            </td>
            <td className="px-4 py-2.5 text-(--admin-muted) max-lg:hidden">
              {article.categories
                .map((category) => categoryName(category, getStaffLocale()))
                .join(", ")}
            </td>
            <td className="px-4 py-2.5 whitespace-nowrap">{publishDateText(article)}</td>
            <td className="px-4 py-2.5 tabular-nums">
              {formatNumber(article.views, getStaffLocale())}
            </td>
            <td className="px-4 py-2.5">
              <ArticleRowActions
                article={article}
                layout="table"
                editHref={editHref}
                onDelete={onDelete}
              >
                {status.label === t.statusPublished ? (
                  <a
                    href={`/article/${article.uid}`}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonStyles.icon}
                    aria-label={`${t.adminView}: ${article.title}`}
                    title={t.adminView}
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                ) : null}
              </ArticleRowActions>
            </td>
          </ListRow>
        );
      })}
    </SelectableTable>
  );
}

function ArticleRowActions({
  article,
  layout,
  editHref,
  onDelete,
  children,
}: {
  article: ArticleListItem;
  layout: "table" | "card";
  editHref: (uid: string) => string;
  onDelete: (article: ArticleListItem) => void;
  children?: ReactNode;
}) {
  return (
    <RowActions
      layout={layout}
      editHref={editHref(article.uid)}
      editLabel={`${t.adminEdit}: ${article.title}`}
      editText={t.adminEdit}
      deleteLabel={`${t.adminDelete}: ${article.title}`}
      deleteText={t.adminDelete}
      onDelete={() => onDelete(article)}
    >
      {children}
    </RowActions>
  );
}

/** Phones: one card per article. */
export function ArticleCards({ selection, rows, editHref, onDelete, loading }: RowsProps) {
  return (
    <SelectableCards
      label={t.adminListTitle}
      testId="article-cards"
      loading={loading}
      rowCount={rows.length}
      empty={t.adminEmpty}
    >
      {rows.map((article) => {
        const status = articleStatus(article);
        return (
          <SelectableCard
            key={article.uid}
            checkbox={
              <RowCheckbox
                selection={selection}
                rowKey={article.uid}
                label={ta.selectRow(article.title)}
                className="mt-1 size-5 shrink-0 accent-brand-orange"
              />
            }
          >
            <Link to={editHref(article.uid)} className="font-semibold hover:underline">
              {article.title}
            </Link>
            <LanguageBadges languages={article.languages} />
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-(--admin-muted)">
              <Badge tone={status.tone}>{status.label}</Badge>
              <span>{publishDateText(article)}</span>
              <span className="tabular-nums">
                {ta.views}: {formatNumber(article.views, getStaffLocale())}
              </span>
            </div>
            <ArticleRowActions
              article={article}
              layout="card"
              editHref={editHref}
              onDelete={onDelete}
            />
          </SelectableCard>
        );
      })}
    </SelectableCards>
  );
}
