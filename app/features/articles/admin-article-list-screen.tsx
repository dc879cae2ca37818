import { ExternalLink, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigation, useSearchParams } from "react-router";
import type { AdminArticleListQuery, ArticleListItem } from "../../../contracts/article-schema";
import type { Pagination } from "../../../contracts/pagination.ts";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  PageHeader,
} from "../../components/admin/admin-ui";
import { BulkBar } from "../../components/admin/bulk-bar";
import { RowDeleteDialogs, useRowDelete } from "../../components/admin/delete-dialogs";
import {
  type ListSelection,
  SelectAllMatching,
  useListSelection,
} from "../../components/admin/list-selection";
import { ListPager, ListSearch, SortHeader } from "../../components/admin/list-toolbar";
import { RowActions } from "../../components/admin/row-actions";
import { useFetcherResult } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { messages as allMessages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";
import { formatArticleDate } from "./article-date";

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
type ActionData = { ok: boolean; intent: string; message: string };

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
  const fetcher = useFetcher<ActionData>();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/article";
  const rowDelete = useRowDelete<ArticleListItem>();
  const selection = useListSelection(
    rows.map((row) => row.uid),
    pagination.totalCount,
    params.toString(),
  );
  const selectedCount = selection.count;
  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    selection.addTo(body, "uids", { search: query.search, listStatus: query.status });
    fetcher.submit(body, { method: "post" });
  };
  const deleting = fetcher.state !== "idle";

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

  const saved = params.get("saved");
  const toasted = useRef<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    // Once per arrival, so a slow reload is never restarted by a second replace.
    if ((saved !== "created" && saved !== "updated") || toasted.current === location.key) return;
    toasted.current = location.key;
    toast.success(ta.saved[saved]);
    const next = new URLSearchParams(params);
    next.delete("saved");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [saved, params, setParams, location.key]);

  const sortHref = (column: SortField) =>
    hrefWith({
      sortBy: column,
      sortOrder: query.sortBy === column && query.sortOrder === "asc" ? "desc" : "asc",
      page: 1,
    });

  useFetcherResult(fetcher, (result) => {
    if (result.intent === "delete") {
      rowDelete.finish(result.ok);
      if (!result.ok) toast.error(t.deleteFailed);
      return;
    }
    if (result.ok) {
      toast.success(result.message);
      selection.clear();
    } else toast.error(translateError(result.message) || ta.bulkFailed);
  });

  // The last row of a later page was deleted: show the page before.
  const emptyLaterPage = rows.length === 0 && query.page > 1 && navigation.state === "idle";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns up empty
  useEffect(() => {
    if (emptyLaterPage) update({ page: query.page - 1 });
  }, [emptyLaterPage]);

  return (
    <div>
      <PageHeader
        title={t.adminListTitle}
        intro={t.adminListIntro}
        actions={
          <>
            <Link to="/admin/categories" className={buttonStyles.secondary}>
              {t.navCategories}
            </Link>
            <Link to="/admin/article/form" className={buttonStyles.primary}>
              <Plus aria-hidden="true" className="size-4" />
              {t.adminNew}
            </Link>
          </>
        }
      />
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
        {selectedCount > 0 ? (
          <BulkBar
            summary={ta.selectedCount(selectedCount)}
            clearLabel={ta.clearSelection}
            cancelLabel={ta.bulkCancel}
            busy={deleting}
            onClear={selection.clear}
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
        ) : null}
        <SelectAllMatching
          selection={selection}
          offer={ta.selectAllMatching(pagination.totalCount)}
          done={ta.allMatchingSelected(pagination.totalCount)}
        />
        <ArticleCards
          selection={selection}
          rows={rows}
          editHref={editHref}
          onDelete={rowDelete.ask}
          loading={loading}
        />
        <div className="relative hidden max-h-[70vh] overflow-auto sm:block">
          <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
            <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs tracking-wide text-(--admin-muted) uppercase">
              <tr>
                <th scope="col" className="w-10 px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-orange"
                    checked={selection.wholePage}
                    disabled={rows.length === 0}
                    onChange={(event) => selection.togglePage(event.target.checked)}
                    aria-label={ta.selectPage}
                  />
                </th>
                {COLUMNS.map((column) => {
                  if (!column.key) {
                    return (
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
                    );
                  }
                  return (
                    <SortHeader
                      key={column.key}
                      label={column.label}
                      href={sortHref(column.key)}
                      active={query.sortBy === column.key}
                      order={query.sortOrder}
                    />
                  );
                })}
                <th scope="col" className="px-4 py-3 text-right font-bold">
                  {t.adminColActions}
                </th>
              </tr>
            </thead>
            <tbody className={cx("transition-opacity", loading && "opacity-50")}>
              {rows.length === 0 ? (
                <EmptyTableRow columns={7}>{t.adminEmpty}</EmptyTableRow>
              ) : (
                rows.map((article) => {
                  const status = articleStatus(article);
                  return (
                    <tr
                      key={article.uid}
                      className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                    >
                      <td className="px-4 py-2.5">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-orange"
                          checked={selection.isSelected(article.uid)}
                          onChange={(event) => selection.toggle(article.uid, event.target.checked)}
                          aria-label={ta.selectRow(article.title)}
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
                        <RowActions
                          layout="table"
                          editHref={editHref(article.uid)}
                          editLabel={`${t.adminEdit}: ${article.title}`}
                          editText={t.adminEdit}
                          deleteLabel={`${t.adminDelete}: ${article.title}`}
                          deleteText={t.adminDelete}
                          onDelete={() => rowDelete.ask(article)}
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
                        </RowActions>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
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
        texts={{
          confirmTitle: t.confirmTitle,
          confirmText: t.confirmText,
          confirm: t.confirmYes,
          cancel: t.confirmCancel,
          deletedTitle: t.deletedTitle,
          deletedText: t.deletedText,
          ok: t.deletedOk,
        }}
        onConfirm={(article) =>
          fetcher.submit({ intent: "delete", uid: article.uid }, { method: "post" })
        }
      />
    </div>
  );
}

/** Phones: one card per article, its actions at the left edge within reach. */
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
    <ul
      aria-label={t.adminListTitle}
      aria-busy={loading}
      data-testid="article-cards"
      className={cx("divide-y divide-(--admin-border) sm:hidden", loading && "opacity-50")}
    >
      {rows.length === 0 ? (
        <li className="px-4 py-12 text-center text-(--admin-muted)">{t.adminEmpty}</li>
      ) : (
        rows.map((article) => {
          const status = articleStatus(article);
          return (
            <li key={article.uid} className="flex gap-3 px-4 py-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-orange"
                checked={selection.isSelected(article.uid)}
                onChange={(event) => selection.toggle(article.uid, event.target.checked)}
                aria-label={ta.selectRow(article.title)}
              />
              <div className="min-w-0 flex-1">
                <Link to={editHref(article.uid)} className="font-semibold hover:underline">
                  {article.title}
                </Link>
                <LanguageBadges languages={article.languages} />
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-(--admin-muted)">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <span>
                    {article.published_at ? formatArticleDate(article.published_at) : "—"}
                  </span>
                  <span className="tabular-nums">
                    {ta.views}: {article.views.toLocaleString("id-ID")}
                  </span>
                </div>
                <RowActions
                  layout="card"
                  editHref={editHref(article.uid)}
                  editLabel={`${t.adminEdit}: ${article.title}`}
                  editText={t.adminEdit}
                  deleteLabel={`${t.adminDelete}: ${article.title}`}
                  deleteText={t.adminDelete}
                  onDelete={() => onDelete(article)}
                />
              </div>
            </li>
          );
        })
      )}
    </ul>
  );
}
