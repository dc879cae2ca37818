import { LayoutGrid, List } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  Options,
} from "#app/components/admin/admin-ui.tsx";
import { AddressPager, ListSearch } from "#app/components/admin/list-toolbar.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { formatBytes, thumbnailOf } from "#app/lib/media-format.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import {
  MEDIA_KINDS,
  MEDIA_SORTS,
  type MediaItem,
  type MediaKind,
  type MediaQuery,
} from "#contracts/media-schema.ts";
import type { Pagination } from "#contracts/pagination.ts";
import { MediaDetailsDialog } from "./media-details-dialog.tsx";
import { MediaUploadZone, UploadProgressList, useMediaUploads } from "./media-uploads.tsx";

const t = messages.website.media;

type Props = { query: MediaQuery; items: MediaItem[]; pagination: Pagination };

function UsedBadge({ item }: { item: MediaItem }) {
  return (
    <Badge tone={item.uses.length > 0 ? "success" : "neutral"}>
      {t.usedCount(item.uses.length)}
    </Badge>
  );
}

function SelectBox({
  item,
  selected,
  onToggle,
}: {
  item: MediaItem;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-orange"
      checked={selected}
      onChange={onToggle}
      aria-label={t.selectNamed(item.name)}
    />
  );
}

/** One option per kind of image, named in the staff member's language. */
function KindOptions() {
  return <Options values={MEDIA_KINDS} label={(kind) => t.kinds[kind]} />;
}

/** What the grid and the list show and do: the page's items, the selection, the details. */
type MediaViewProps = {
  items: MediaItem[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onOpen: (item: MediaItem) => void;
};

/** The grid: two columns on a phone, more as the screen grows; actions under each image. */
function MediaGrid({ items, selected, onToggle, onOpen }: MediaViewProps) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      aria-label={t.listLabel}
      data-testid="media-grid"
    >
      {items.map((item) => (
        <li
          key={item.id}
          data-media={item.name}
          className="flex min-w-0 flex-col gap-2 rounded-xl border border-(--admin-border) p-2"
        >
          <img
            src={thumbnailOf(item)}
            alt={(getStaffLocale() === "id" ? item.alt.id : item.alt.en) || ""}
            loading="lazy"
            className="aspect-square w-full rounded-lg bg-(--admin-surface-2) object-cover"
          />
          <p className="truncate text-sm font-semibold" title={item.name}>
            {item.name}
          </p>
          <div className="flex flex-wrap items-center gap-1 text-xs text-(--admin-muted)">
            <span>{t.kinds[item.kind]}</span>
            <span aria-hidden="true">·</span>
            <span className="tabular-nums">{formatBytes(item.bytes)}</span>
          </div>
          <UsedBadge item={item} />
          <div className="mt-auto flex items-center justify-between gap-2">
            <SelectBox
              item={item}
              selected={selected.has(item.id)}
              onToggle={() => onToggle(item.id)}
            />
            <button
              type="button"
              className={cx(buttonStyles.secondary, "px-3 py-2")}
              aria-label={t.detailsNamed(item.name)}
              onClick={() => onOpen(item)}
            >
              {t.details}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function MediaTable({ items, selected, onToggle, onOpen }: MediaViewProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="media-table">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="text-(--admin-muted)">
          <tr>
            {[
              t.columns.select,
              t.columns.preview,
              t.columns.name,
              t.columns.kind,
              t.columns.dimensions,
              t.columns.size,
              t.columns.uploaded,
              t.columns.used,
              t.columns.actions,
            ].map((label, index) => (
              <th
                key={label}
                scope="col"
                className={cx("px-3 py-2 font-bold", index < 2 && "sr-only")}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-media={item.name} className="border-t border-(--admin-border)">
              <td className="px-3 py-2">
                <SelectBox
                  item={item}
                  selected={selected.has(item.id)}
                  onToggle={() => onToggle(item.id)}
                />
              </td>
              <td className="px-3 py-2">
                <img
                  src={thumbnailOf(item)}
                  alt=""
                  loading="lazy"
                  className="size-12 rounded-lg bg-(--admin-surface-2) object-cover"
                />
              </td>
              <td className="max-w-64 truncate px-3 py-2 font-semibold">{item.name}</td>
              <td className="px-3 py-2">{t.kinds[item.kind]}</td>
              <td className="px-3 py-2 tabular-nums">
                {item.width} × {item.height}
              </td>
              <td className="px-3 py-2 tabular-nums">{formatBytes(item.bytes)}</td>
              <td className="px-3 py-2">{formatDateTime(item.createdAt, getStaffLocale())}</td>
              <td className="px-3 py-2">
                <UsedBadge item={item} />
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-label={t.detailsNamed(item.name)}
                  onClick={() => onOpen(item)}
                >
                  {t.details}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The media library: upload, find, describe and delete the site's images. */
export function AdminMediaLibraryScreen({ query, items, pagination }: Props) {
  const [params] = useSearchParams();
  const view = params.get("view") === "list" ? "list" : "grid";
  const revalidator = useRevalidator();
  const [uploadKind, setUploadKind] = useState<MediaKind>("cover");
  const { uploads, start } = useMediaUploads(() => undefined);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId) ?? null;
  const bulk = useReplyFetcher({ onSaved: () => setSelected(new Set()) });
  const remove = useReplyFetcher<unknown>({ onSaved: () => setOpenId(null) });

  const upload = async (files: File[]) => {
    await start(files, { kind: uploadKind });
    void revalidator.revalidate();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const viewHref = (next: "grid" | "list") => {
    const search = new URLSearchParams(params);
    search.set("view", next);
    return `?${search}`;
  };
  const keep: Record<string, string> = { sort: query.sort, view };
  if (query.kind) keep.kind = query.kind;

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <Card className="mb-4 p-4">
        <MediaUploadZone kind={uploadKind} onFiles={(files) => void upload(files)}>
          <label className="flex items-center gap-2 text-sm">
            <span className="whitespace-nowrap font-semibold">{t.upload.kindFor}</span>
            <select
              value={uploadKind}
              onChange={(event) => setUploadKind(event.currentTarget.value as MediaKind)}
              className={cx(inputStyles, "w-auto py-2")}
              data-testid="upload-kind"
            >
              <KindOptions />
            </select>
          </label>
        </MediaUploadZone>
        <UploadProgressList uploads={uploads} />
      </Card>
      <Card>
        <ListSearch
          id="media-search"
          action="/admin/media-library"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          hint={t.searchHint}
          clearLabel={t.clearSearch}
          search={query.q}
          clearHref={`?${new URLSearchParams(keep)}`}
          keep={{ view }}
          busyLabel={t.searching}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t.kindLabel}</span>
            <select name="kind" defaultValue={query.kind ?? ""} className={cx(inputStyles, "py-2")}>
              <option value="">{t.allKinds}</option>
              <KindOptions />
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t.sortLabel}</span>
            <select name="sort" defaultValue={query.sort} className={cx(inputStyles, "py-2")}>
              <Options values={MEDIA_SORTS} label={(sort) => t.sorts[sort]} />
            </select>
          </label>
        </ListSearch>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-(--admin-border) px-4 py-3">
          <nav aria-label={t.viewLabel} className="flex gap-1">
            <Link
              to={viewHref("grid")}
              aria-current={view === "grid" ? "page" : undefined}
              className={cx(buttonStyles.ghost, view === "grid" && "bg-(--admin-surface-2)")}
            >
              <LayoutGrid aria-hidden="true" className="size-4" />
              {t.grid}
            </Link>
            <Link
              to={viewHref("list")}
              aria-current={view === "list" ? "page" : undefined}
              className={cx(buttonStyles.ghost, view === "list" && "bg-(--admin-surface-2)")}
            >
              <List aria-hidden="true" className="size-4" />
              {t.list}
            </Link>
          </nav>
          {selected.size > 0 ? (
            <bulk.fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              {[...selected].map((id, index) => (
                <input key={id} type="hidden" name={`ids[${index}]`} value={id} />
              ))}
              <button type="submit" className={buttonStyles.danger} disabled={bulk.busy}>
                {bulk.busy ? t.deleting : t.deleteSelected(selected.size)}
              </button>
            </bulk.fetcher.Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="p-6 text-center text-sm text-(--admin-muted)">{t.empty}</p>
        ) : view === "grid" ? (
          <MediaGrid
            items={items}
            selected={selected}
            onToggle={toggle}
            onOpen={(item) => setOpenId(item.id)}
          />
        ) : (
          <MediaTable
            items={items}
            selected={selected}
            onToggle={toggle}
            onOpen={(item) => setOpenId(item.id)}
          />
        )}
        <AddressPager
          pagination={pagination}
          range={t.range}
          navLabel={t.pagerLabel}
          previousLabel={t.previous}
          nextLabel={t.next}
        />
      </Card>
      {open ? (
        <MediaDetailsDialog
          key={open.id}
          item={open}
          remove={remove}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </AdminPage>
  );
}
