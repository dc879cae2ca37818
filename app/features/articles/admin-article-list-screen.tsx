import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  Pencil,
  Plus,
  Search,
  Trash2,
  X,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Pagination } from "../../../server/shared/pagination.ts";
import { messages } from "../../lib/messages";
import { Badge, buttonStyles, Card, cx, inputStyles, PageHeader, Spinner } from "../admin/admin-ui";
import { ApiClientError, apiFetch } from "../admin/api-client";
import { ConfirmDeleteDialog, DeletedDialog } from "../admin/delete-dialogs";
import { formatArticleDate } from "./article-date";
import type { AdminArticleListQuery, ArticleListItem } from "./article-schema";

const t = messages.blog;

type SortField = "title" | "published_at" | "views" | "created_at";
const COLUMNS: { key: SortField | null; label: string }[] = [
  { key: "title", label: t.adminColTitle },
  { key: null, label: t.adminColStatus },
  { key: null, label: t.adminColCategories },
  { key: "published_at", label: t.adminColPublished },
  { key: "views", label: t.adminColViews },
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
  const revalidator = useRevalidator();
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const [searchText, setSearchText] = useState(query.search);
  const [pendingDelete, setPendingDelete] = useState<ArticleListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => setSearchText(query.search), [query.search]);

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  const sortBy = (column: SortField) => {
    const order = query.sortBy === column && query.sortOrder === "asc" ? "desc" : "asc";
    update({ sortBy: column, sortOrder: order, page: 1 });
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await apiFetch(`/admin/articles/${pendingDelete.uid}`, { method: "DELETE" });
      setPendingDelete(null);
      setDeletedOpen(true);
      if (rows.length === 1 && query.page > 1) update({ page: query.page - 1 });
      else revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 404) {
        setPendingDelete(null);
        revalidator.revalidate();
      }
      toast.error(t.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

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
        <div className="flex flex-col gap-3 border-b border-(--admin-border) p-4 sm:flex-row sm:items-center">
          <search className="relative w-full sm:max-w-md">
            <label htmlFor="article-admin-search" className="sr-only">
              {t.adminSearchLabel}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-(--admin-muted)"
            />
            <input
              ref={searchRef}
              id="article-admin-search"
              type="search"
              value={searchText}
              placeholder={t.adminSearchPlaceholder}
              onChange={(event) => setSearchText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  update({ search: searchText.trim(), page: 1 });
                }
              }}
              className={cx(inputStyles, "pr-9 pl-9")}
            />
            {query.search ? (
              <button
                type="button"
                aria-label={t.searchClear}
                className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md hover:bg-(--admin-surface-2)"
                onClick={() => {
                  setSearchText("");
                  update({ search: "", page: 1 });
                  searchRef.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </search>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-(--admin-muted)">{t.adminStatusFilter}</span>
            <select
              value={query.status}
              onChange={(event) => update({ status: event.target.value, page: 1 })}
              className="rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 py-2"
            >
              <option value="">{t.adminStatusAll}</option>
              <option value="draft">{t.statusDraft}</option>
              <option value="published">{t.statusPublished}</option>
            </select>
          </label>
          <div className="sm:ml-auto" aria-live="polite">
            {loading ? <Spinner label={t.loading} /> : null}
          </div>
        </div>
        <div className="relative max-h-[70vh] overflow-auto">
          <table
            className="w-full min-w-[860px] border-collapse text-left text-sm"
            aria-busy={loading}
          >
            <thead className="sticky top-0 z-10 bg-(--admin-surface-2) text-xs tracking-wide text-(--admin-muted) uppercase">
              <tr>
                {COLUMNS.map((column) => {
                  if (!column.key) {
                    return (
                      <th key={column.label} scope="col" className="px-4 py-3 font-bold">
                        {column.label}
                      </th>
                    );
                  }
                  const key = column.key;
                  const active = query.sortBy === key;
                  const Icon = !active
                    ? ArrowUpDown
                    : query.sortOrder === "asc"
                      ? ArrowUp
                      : ArrowDown;
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={
                        active ? (query.sortOrder === "asc" ? "ascending" : "descending") : "none"
                      }
                      className="px-2 py-2 font-bold"
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(key)}
                        className={cx(
                          "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 tracking-wide uppercase hover:bg-(--admin-surface)",
                          active && "text-(--admin-text)",
                        )}
                      >
                        {column.label}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="px-4 py-3 text-right font-bold">
                  {t.adminColActions}
                </th>
              </tr>
            </thead>
            <tbody className={cx("transition-opacity", loading && "opacity-50")}>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-4 py-12 text-center text-(--admin-muted)">
                    {t.adminEmpty}
                  </td>
                </tr>
              ) : (
                rows.map((article) => {
                  const status = articleStatus(article);
                  return (
                    <tr
                      key={article.uid}
                      className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                    >
                      <td className="max-w-md px-4 py-2.5">
                        <Link
                          to={`/admin/article/form/${article.uid}`}
                          className="font-semibold hover:underline"
                        >
                          {article.title}
                        </Link>
                        {article.author ? (
                          <p className="text-xs text-(--admin-muted)">{article.author}</p>
                        ) : null}
                      </td>
                      <td className="px-4 py-2.5">
                        <Badge tone={status.tone}>{status.label}</Badge>
                      </td>
                      <td className="px-4 py-2.5 text-(--admin-muted)">
                        {article.categories.map((category) => category.name).join(", ")}
                      </td>
                      <td className="px-4 py-2.5 whitespace-nowrap">
                        {article.published_at ? formatArticleDate(article.published_at) : "—"}
                      </td>
                      <td className="px-4 py-2.5 tabular-nums">
                        {article.views.toLocaleString("id-ID")}
                      </td>
                      <td className="px-4 py-2.5">
                        <div className="flex justify-end gap-1">
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
                          <Link
                            to={`/admin/article/form/${article.uid}`}
                            className={buttonStyles.icon}
                            aria-label={`${t.adminEdit}: ${article.title}`}
                            title={t.adminEdit}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                          </Link>
                          <button
                            type="button"
                            className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                            aria-label={`${t.adminDelete}: ${article.title}`}
                            title={t.adminDelete}
                            onClick={() => setPendingDelete(article)}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        <div className="flex items-center justify-end gap-6 border-t border-(--admin-border) p-4 text-sm">
          <p className="tabular-nums" data-testid="article-range" aria-live="polite">
            {t.adminRows(pagination.beginData, pagination.endData, pagination.totalCount)}
          </p>
          <div className="flex gap-1">
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={t.previousPage}
              disabled={query.page <= 1 || loading}
              onClick={() => update({ page: query.page - 1 })}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={t.nextPage}
              disabled={query.page >= pagination.lastPage || loading}
              onClick={() => update({ page: query.page + 1 })}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </Card>
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        busy={deleting}
        title={t.confirmTitle}
        text={t.confirmText}
        confirm={t.confirmYes}
        cancel={t.confirmCancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <DeletedDialog
        open={deletedOpen}
        onOpenChange={setDeletedOpen}
        title={t.deletedTitle}
        text={t.deletedText}
        ok={t.deletedOk}
      />
    </div>
  );
}
