import { Plus } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { AdminPage, buttonStyles, Card } from "#app/components/admin/admin-ui.tsx";
import { ListBulkControls } from "#app/components/admin/bulk-bar.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { useListSelection } from "#app/components/admin/list-selection.tsx";
import { ListPager, ListSearch } from "#app/components/admin/list-toolbar.tsx";
import {
  useListActions,
  useListLoading,
  useSavedToast,
} from "#app/components/admin/use-list-actions.ts";
import { messages as allMessages } from "#app/lib/staff-messages.ts";
import type { AdminArticleListQuery, ArticleListItem } from "#contracts/article-schema.ts";
import type { Pagination } from "#contracts/pagination.ts";
import { ArticleCards, ArticleTable, type SortField } from "./admin-article-rows.tsx";
import { OtherArticleViewLink } from "./article-views-link.tsx";

const t = allMessages.blog;
const ta = allMessages.admin.articles;
const LIST_KEYS = ["page", "limit", "search", "status", "sortBy", "sortOrder"];

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
        <ArticleTable
          selection={selection}
          rows={rows}
          editHref={editHref}
          onDelete={rowDelete.ask}
          loading={loading}
          query={query}
          sortHref={sortHref}
        />
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
