import { ExternalLink, Plus } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { AdminArticleListQuery, ArticleListItem } from "../../../contracts/article-schema";
import type { Pagination } from "../../../contracts/pagination.ts";
import { AdminPage, Badge, buttonStyles, Card, cx } from "../../components/admin/admin-ui";
import { ListBulkControls } from "../../components/admin/bulk-bar";
import { RowDeleteDialogs, useRowDelete } from "../../components/admin/delete-dialogs";
import { type ListSelection, useListSelection } from "../../components/admin/list-selection";
import {
  ListRow,
  RowCheckbox,
  SelectableCard,
  SelectableCards,
  SelectableTable,
} from "../../components/admin/list-table";
import { ListPager, ListSearch, SortHeader } from "../../components/admin/list-toolbar";
import { RowActions } from "../../components/admin/row-actions";
import {
  useListActions,
  useListLoading,
  useSavedToast,
} from "../../components/admin/use-list-actions";
import { messages as allMessages } from "../../lib/staff-messages";
import { formatArticleDate } from "./article-date";
import { OtherArticleViewLink } from "./article-views-link";

const t = allMessages.blog;
const ta = allMessages.admin.articles;

const LANGUAGE_LABELS = [
  {
    code: "en",
    short: "EN",
    get name() {
      return t.versionEnglish;
    },
  },
  {
    code: "id",
    short: "ID",
    get name() {
      return t.versionIndonesian;
    },
  },
] as const;

/** Which versions an article has: each language's code, a missing one struck through. */
function LanguageBadges({ languages }: { languages: ArticleListItem["languages"] }) {
  return (
    <ul
      aria-label={t.adminColLanguages}
      className="mt-1 flex gap-1"
      data-testid="article-languages"
    >
      {LANGUAGE_LABELS.map(({ code, short, name }) => {
        const has = languages.includes(code);
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
            <span aria-hidden="true">{short}</span>
            <span className="sr-only">{has ? name : t.languageMissing(name)}</span>
          </li>
        );
      })}
    </ul>
  );
}
const LIST_KEYS = ["page", "limit", "search", "status", "sortBy", "sortOrder"];

type SortField = "title" | "published_at" | "views" | "created_at";
const COLUMNS: { key: SortField | null; label: string }[] = [
  {
    key: "title",
    get label() {
      return t.adminColTitle;
    },
  },
  {
    key: null,
    get label() {
      return t.adminColStatus;
    },
  },
  {
    key: null,
    get label() {
      return t.adminColCategories;
    },
  },
  {
    key: "published_at",
    get label() {
      return t.adminColPublished;
    },
  },
  {
    key: "views",
    get label() {
      return t.adminColViews;
    },
  },
];

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

type Props = {
  query: AdminArticleListQuery;
  rows: ArticleListItem[];
  pagination: Pagination;
};

export function AdminArticleListScreen({ query, rows, pagination }: Props) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = useListLoading("/admin/article");
  const rowDelete = useRowDelete<ArticleListItem>();
  const selection = useListSelection(
    rows.map((row) => row.uid),
    pagination.totalCount,
    params.toString(),
  );
  const selectedCount = selection.count;
  const {
    busy: deleting,
    submitBulk,
    submitDelete,
  } = useListActions({
    selection,
    finishDelete: rowDelete.finish,
    keyField: "uids",
    filters: { search: query.search, listStatus: query.status },
    deleteFailed: t.deleteFailed,
    bulkFailed: ta.bulkFailed,
  });

  // The list's own keys ride along to the form, so Save and Cancel come back to this view.
  const listQuery = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = params.get(key);
    if (value) listQuery.set(key, value);
  }
  const carried = listQuery.toString() ? `?${listQuery}` : "";
  const editHref = (uid: string) => `/admin/article/form/${uid}${carried}`;

  const withChanges = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(listQuery);
    for (const [key, value] of Object.entries(changes)) {
      if (value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    return next;
  };
  const hrefWith = (changes: Record<string, string | number>) => {
    const next = withChanges(changes).toString();
    return next ? `/admin/article?${next}` : "/admin/article";
  };
  const update = (changes: Record<string, string | number>) =>
    setParams(withChanges(changes), { preventScrollReset: true });

  useSavedToast(ta.saved, () => {
    const next = new URLSearchParams(params);
    next.delete("saved");
    setParams(next, { replace: true, preventScrollReset: true });
  });

  const sortHref = (column: SortField) =>
    hrefWith({
      sortBy: column,
      sortOrder: query.sortBy === column && query.sortOrder === "asc" ? "desc" : "asc",
      page: 1,
    });

  // The last row of a later page was deleted: show the page before.
  const emptyLaterPage = rows.length === 0 && query.page > 1 && navigation.state === "idle";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns up empty
  useEffect(() => {
    if (emptyLaterPage) update({ page: query.page - 1 });
  }, [emptyLaterPage]);

  return (
    <AdminPage
      title={t.adminListTitle}
      intro={t.adminListIntro}
      actions={
        <>
          <OtherArticleViewLink current="articles" />
          <Link to="/admin/article/form" className={buttonStyles.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {t.adminNew}
          </Link>
        </>
      }
    >
      <Card>
        <ListSearch
          id="article-admin-search"
          action="/admin/article"
          label={t.adminSearchLabel}
          placeholder={t.adminSearchPlaceholder}
          hint={ta.searchHint}
          clearLabel={t.searchClear}
          search={query.search}
          clearHref={hrefWith({ search: "", page: 1 })}
          keep={Object.fromEntries(
            [...withChanges({ search: "", status: "", page: 1 })].filter(([key]) =>
              ["sortBy", "sortOrder", "limit"].includes(key),
            ),
          )}
          busy={loading || deleting}
          busyLabel={t.loading}
        >
          <label className="flex items-center gap-2 text-sm">
            <span className="text-(--admin-muted)">{t.adminStatusFilter}</span>
            <select
              name="status"
              value={query.status}
              onChange={(event) => update({ status: event.target.value, page: 1 })}
              className="rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 py-2"
            >
              <option value="">{t.adminStatusAll}</option>
              <option value="draft">{t.statusDraft}</option>
              <option value="published">{t.statusPublished}</option>
            </select>
          </label>
        </ListSearch>
        <ListBulkControls
          selection={selection}
          texts={ta.bulkSelection}
          totalCount={pagination.totalCount}
          busy={deleting}
          actions={[
            {
              key: "publish",
              label: ta.bulkPublish,
              tone: "secondary",
              title: ta.bulkPublishTitle(selectedCount),
              text: ta.bulkPublishText,
              confirm: ta.bulkConfirm(selectedCount),
              run: () => submitBulk({ intent: "bulk-status", status: "published" }),
            },
            {
              key: "draft",
              label: ta.bulkDraft,
              tone: "secondary",
              title: ta.bulkDraftTitle(selectedCount),
              text: ta.bulkDraftText,
              confirm: ta.bulkConfirm(selectedCount),
              run: () => submitBulk({ intent: "bulk-status", status: "draft" }),
            },
            {
              key: "delete",
              label: ta.bulkDelete,
              tone: "danger",
              title: ta.bulkDeleteTitle(selectedCount),
              text: ta.bulkDeleteText,
              confirm: ta.bulkConfirm(selectedCount),
              run: () => submitBulk({ intent: "bulk-delete" }),
            },
          ]}
        />
        <ArticleCards
          selection={selection}
          rows={rows}
          editHref={editHref}
          onDelete={rowDelete.ask}
          loading={loading}
        />
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
                  {article.categories.map((category) => category.name).join(", ")}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap">
                  {article.published_at ? formatArticleDate(article.published_at) : "—"}
                </td>
                <td className="px-4 py-2.5 tabular-nums">
                  {article.views.toLocaleString("id-ID")}
                </td>
                <td className="px-4 py-2.5">
                  <ArticleRowActions
                    article={article}
                    layout="table"
                    editHref={editHref}
                    onDelete={rowDelete.ask}
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
        <ListPager
          range={t.adminRows(pagination.beginData, pagination.endData, pagination.totalCount)}
          rangeTestId="article-range"
          navLabel={t.adminListTitle}
          previous={{
            href: query.page <= 1 ? null : hrefWith({ page: query.page - 1 }),
            label: t.previousPage,
          }}
          next={{
            href: query.page >= pagination.lastPage ? null : hrefWith({ page: query.page + 1 }),
            label: t.nextPage,
          }}
          disabled={loading}
        />
      </Card>
      <RowDeleteDialogs
        flow={rowDelete}
        busy={deleting}
        texts={t.deleteDialog}
        onConfirm={(article) => submitDelete({ uid: article.uid })}
      />
    </AdminPage>
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
function ArticleCards({
  selection,
  rows,
  editHref,
  onDelete,
  loading,
}: {
  selection: ListSelection<string>;
  rows: ArticleListItem[];
  editHref: (uid: string) => string;
  onDelete: (article: ArticleListItem) => void;
  loading: boolean;
}) {
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
              <span>{article.published_at ? formatArticleDate(article.published_at) : "—"}</span>
              <span className="tabular-nums">
                {ta.views}: {article.views.toLocaleString("id-ID")}
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
