import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles, cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { formatBytes } from "#app/lib/media-format.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { readFormError } from "#contracts/form-reply.ts";
import type { MediaItem } from "#contracts/media-schema.ts";

const t = messages.website.media;

function TextField({
  name,
  label,
  value,
  hint,
  multiline = false,
  error,
}: {
  name: string;
  label: string;
  value: string;
  hint?: string;
  multiline?: boolean;
  error?: string;
}) {
  const id = `media-${name.replace(".", "-")}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} defaultValue={value} rows={2} className={inputStyles} />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={value}
          className={inputStyles}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-invalid={error ? true : undefined}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-(--admin-muted)">
          {hint}
        </p>
      ) : null}
      {error ? <p className="text-sm text-(--admin-danger)">{error}</p> : null}
    </div>
  );
}

/**
 * One library item: its preview and facts, its alt text and caption in both languages, where
 * it is used, and its delete (refused by the server while it is used, naming where).
 */
export function MediaDetailsDialog({
  item,
  remove,
  onClose,
}: {
  item: MediaItem;
  /** The screen's delete: its answer outlives this dialog, which a delete closes. */
  remove: ReturnType<typeof useReplyFetcher<unknown>>;
  onClose: () => void;
}) {
  const text = useReplyFetcher();
  // The screen's delete answer may be another item's: show it only once this one was asked.
  const [asked, setAsked] = useState(false);
  return (
    <FormDialog
      title={item.name}
      closeLabel={t.close}
      open
      onOpenChange={(open) => !open && onClose()}
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="media-details">
        <img
          src={item.url}
          alt=""
          width={item.width}
          height={item.height}
          className="max-h-60 w-full rounded-xl bg-(--admin-surface-2) object-contain"
        />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-(--admin-muted)">{t.columns.kind}</dt>
          <dd>{t.kinds[item.kind]}</dd>
          <dt className="text-(--admin-muted)">{t.columns.dimensions}</dt>
          <dd className="tabular-nums">
            {item.width} × {item.height}
          </dd>
          <dt className="text-(--admin-muted)">{t.columns.size}</dt>
          <dd className="tabular-nums">{formatBytes(item.bytes)}</dd>
          <dt className="text-(--admin-muted)">{t.widths}</dt>
          <dd className="tabular-nums">{item.widths.join(", ")}</dd>
          <dt className="text-(--admin-muted)">{t.uploader}</dt>
          <dd>{item.uploader || t.nobody}</dd>
          <dt className="text-(--admin-muted)">{t.uploadedOn}</dt>
          <dd>{formatDateTime(item.createdAt, getStaffLocale())}</dd>
        </dl>
        <text.fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="text" />
          <input type="hidden" name="id" value={item.id} />
          <TextField
            name="alt.en"
            label={t.altEn}
            value={item.alt.en}
            hint={t.altHint}
            error={text.fieldErrors["alt.en"]}
          />
          <TextField
            name="alt.id"
            label={t.altId}
            value={item.alt.id}
            error={text.fieldErrors["alt.id"]}
          />
          <TextField name="caption.en" label={t.captionEn} value={item.caption.en} multiline />
          <TextField name="caption.id" label={t.captionId} value={item.caption.id} multiline />
          <button
            type="submit"
            className={cx(buttonStyles.primary, "self-start")}
            disabled={text.busy}
          >
            {text.busy ? t.savingText : t.saveText}
          </button>
        </text.fetcher.Form>
        <section aria-labelledby="media-uses-title">
          <h3 id="media-uses-title" className="font-bold">
            {t.uses}
          </h3>
          {item.uses.length === 0 ? (
            <p className="text-sm text-(--admin-muted)">{t.noUses}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="media-uses">
              {item.uses.map((use) => (
                <li key={`${use.area}-${use.href}`}>
                  {t.areas[use.area]}:{" "}
                  <Link to={use.href} className="font-semibold underline">
                    {use.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <remove.fetcher.Form
          method="post"
          className="flex flex-col gap-2"
          onSubmit={() => setAsked(true)}
        >
          {asked && remove.reply && remove.reply.status !== "success" ? (
            <p role="alert" className="text-sm text-(--admin-danger)" data-testid="delete-refused">
              {readFormError(remove.reply) ?? ""}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="ids[0]" value={item.id} />
          <button
            type="submit"
            className={cx(buttonStyles.danger, "self-start")}
            disabled={remove.busy}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.busy ? t.deleting : t.delete}
          </button>
        </remove.fetcher.Form>
      </div>
    </FormDialog>
  );
}
