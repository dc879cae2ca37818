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
import { Form, Link, useFetcher, useLocation, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AdminArticleListQuery, ArticleListItem } from "../../../contracts/article-schema";
import type { Pagination } from "../../../server/shared/pagination.ts";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  PageHeader,
  Spinner,
} from "../../components/admin/admin-ui";
import { BulkBar } from "../../components/admin/bulk-bar";
import { ConfirmDeleteDialog, DeletedDialog } from "../../components/admin/delete-dialogs";
import { useSlashFocus } from "../../components/admin/use-slash-focus";
import { messages as allMessages } from "../../lib/staff-messages";
import { formatArticleDate } from "./article-date";

const t = allMessages.blog;
const ta = allMessages.admin.articles;
const LIST_KEYS = ["page", "limit", "search", "status", "sortBy", "sortOrder"];
type ActionData = { ok: boolean; intent: string; message: string };

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
  const fetcher = useFetcher<ActionData>();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/article";
  const [searchText, setSearchText] = useState(query.search);
  const [pendingDelete, setPendingDelete] = useState<ArticleListItem | null>(null);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const handled = useRef<ActionData | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useSlashFocus(searchRef);
  const pageUids = rows.map((row) => row.uid);
  const wholePage = pageUids.length > 0 && pageUids.every((uid) => selected.has(uid));
  const toggle = (uid: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });
  // Another page, search or filter shows other rows: the selection starts again.
  const listKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => setSelected(new Set()), [listKey]);
  const submitBulk = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    for (const uid of selected) body.append("uids", uid);
    fetcher.submit(body, { method: "post" });
  };
  const deleting = fetcher.state !== "idle";

  useEffect(() => setSearchText(query.search), [query.search]);

  // The list's own keys ride along to the form, so Save and Cancel come back to this view.
  const listQuery = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = params.get(key);
    if (value) listQuery.set(key, value);
  }
  const carried = listQuery.toString() ? `?${listQuery}` : "";
  const editHref = (uid: string) => `/admin/article/form/${uid}${carried}`;

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { preventScrollReset: true });
  };

  const saved = params.get("saved");
  const toasted = useRef<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    if (saved !== "created" && saved !== "updated") return;
    if (toasted.current !== location.key) {
      toasted.current = location.key;
      toast.success(ta.saved[saved]);
    }
    const next = new URLSearchParams(params);
    next.delete("saved");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [saved, params, setParams, location.key]);

  const sortBy = (column: SortField) => {
    const order = query.sortBy === column && query.sortOrder === "asc" ? "desc" : "asc";
    update({ sortBy: column, sortOrder: order, page: 1 });
  };

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.intent !== "delete") {
      if (result.ok) {
        toast.success(result.message);
        setSelected(new Set());
      } else toast.error(result.message || ta.bulkFailed);
      return;
    }
    setPendingDelete(null);
    if (result.ok) setDeletedOpen(true);
    else toast.error(t.deleteFailed);
  }, [fetcher.state, fetcher.data]);

  // The last row of a later page was deleted: show the page before.
  const emptyLaterPage = rows.length === 0 && query.page > 1 && navigation.state === "idle";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns up empty
  useEffect(() => {
    if (emptyLaterPage) update({ page: query.page - 1 });
  }, [emptyLaterPage]);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    fetcher.submit({ intent: "delete", uid: pendingDelete.uid }, { method: "post" });
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
        <Form
          method="get"
          action="/admin/article"
          preventScrollReset
          className="flex flex-col gap-3 border-b border-(--admin-border) p-4 sm:flex-row sm:items-start"
        >
          {query.sortBy !== "id" || query.sortOrder !== "desc" ? (
            <>
              <input type="hidden" name="sortBy" value={query.sortBy} />
              <input type="hidden" name="sortOrder" value={query.sortOrder} />
            </>
          ) : null}
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
              name="search"
              type="search"
              maxLength={200}
              value={searchText}
              placeholder={t.adminSearchPlaceholder}
              aria-describedby="article-admin-search-hint"
              onChange={(event) => setSearchText(event.target.value)}
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
            <p id="article-admin-search-hint" className="mt-1.5 text-xs text-(--admin-muted)">
              {ta.searchHint}
            </p>
          </search>
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
          <div className="sm:ml-auto" aria-live="polite">
            {loading || deleting ? <Spinner label={t.loading} /> : null}
          </div>
        </Form>
        {selected.size > 0 ? (
          <BulkBar
            summary={ta.selectedCount(selected.size)}
            clearLabel={ta.clearSelection}
            cancelLabel={ta.bulkCancel}
            busy={deleting}
            onClear={() => setSelected(new Set())}
            actions={[
              {
                key: "publish",
                label: ta.bulkPublish,
                tone: "secondary",
                title: ta.bulkPublishTitle(selected.size),
                text: ta.bulkPublishText,
                confirm: ta.bulkConfirm(selected.size),
                run: () => submitBulk({ intent: "bulk-status", status: "published" }),
              },
              {
                key: "draft",
                label: ta.bulkDraft,
                tone: "secondary",
                title: ta.bulkDraftTitle(selected.size),
                text: ta.bulkDraftText,
                confirm: ta.bulkConfirm(selected.size),
                run: () => submitBulk({ intent: "bulk-status", status: "draft" }),
              },
              {
                key: "delete",
                label: ta.bulkDelete,
                tone: "danger",
                title: ta.bulkDeleteTitle(selected.size),
                text: ta.bulkDeleteText,
                confirm: ta.bulkConfirm(selected.size),
                run: () => submitBulk({ intent: "bulk-delete" }),
              },
            ]}
          />
        ) : null}
        <ArticleCards
          selected={selected}
          onToggle={toggle}
          rows={rows}
          editHref={editHref}
          onDelete={setPendingDelete}
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
                    checked={wholePage}
                    disabled={rows.length === 0}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(pageUids) : new Set())
                    }
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
                  <td colSpan={7} className="px-4 py-12 text-center text-(--admin-muted)">
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
                      <td className="px-4 py-2.5">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-orange"
                          checked={selected.has(article.uid)}
                          onChange={(event) => toggle(article.uid, event.target.checked)}
                          aria-label={ta.selectRow(article.title)}
                        />
                      </td>
                      <td className="max-w-md px-4 py-2.5">
                        <Link to={editHref(article.uid)} className="font-semibold hover:underline">
                          {article.title}
                        </Link>
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
                            to={editHref(article.uid)}
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
        onConfirm={confirmDelete}
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

/** Phones: one card per article, its actions at the left edge within reach. */
function ArticleCards({
  selected,
  onToggle,
  rows,
  editHref,
  onDelete,
  loading,
}: {
  selected: ReadonlySet<string>;
  onToggle: (uid: string, on: boolean) => void;
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
                checked={selected.has(article.uid)}
                onChange={(event) => onToggle(article.uid, event.target.checked)}
                aria-label={ta.selectRow(article.title)}
              />
              <div className="min-w-0 flex-1">
                <Link to={editHref(article.uid)} className="font-semibold hover:underline">
                  {article.title}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-(--admin-muted)">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <span>
                    {article.published_at ? formatArticleDate(article.published_at) : "—"}
                  </span>
                  <span className="tabular-nums">
                    {ta.views}: {article.views.toLocaleString("id-ID")}
                  </span>
                </div>
                <div className="-ml-3 mt-1 flex gap-1">
                  <Link
                    to={editHref(article.uid)}
                    className={cx(buttonStyles.ghost, "px-3")}
                    aria-label={`${t.adminEdit}: ${article.title}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t.adminEdit}
                  </Link>
                  <button
                    type="button"
                    className={cx(buttonStyles.ghost, "px-3 text-(--admin-danger)")}
                    aria-label={`${t.adminDelete}: ${article.title}`}
                    onClick={() => onDelete(article)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t.adminDelete}
                  </button>
                </div>
              </div>
            </li>
          );
        })
      )}
    </ul>
  );
}
