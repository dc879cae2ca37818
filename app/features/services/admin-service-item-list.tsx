import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { FormTextField } from "#app/components/admin/form-fields.tsx";
import { SiteImageField } from "#app/components/admin/site-image-field.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { Locale } from "#contracts/locale.ts";
import {
  type ImageItemValues,
  readItemImage,
  type WorkItemValues,
} from "./admin-service-form-values.ts";

const t = messages.website.services;

type FormShape = Record<string, unknown>;
type ItemValues = ImageItemValues | WorkItemValues;
type ItemField = FieldMetadata<ItemValues, FormShape, string[]>;
type TextsField = FieldMetadata<Record<Locale, string>, FormShape, string[]>;

/** The id of an item's heading and of its buttons, to move the focus after a change. */
export const itemPartId = (listId: string, index: number, part: "heading" | "up" | "down") =>
  `${listId}-item-${index}-${part}`;

export type ItemFocus = { index: number; part: "heading" | "up" | "down" } | "add" | "heading";

/**
 * One list of images with a text per language: the page's images (alt texts) or its "Our work"
 * items (captions). Each item can move up or down and be removed, and items can be added,
 * within the page's count; the count's rule and reason show at the top.
 */
export function ServiceItemList({
  form,
  list,
  listId,
  title,
  intro,
  min,
  max,
  textsKey,
  textLabels,
  textHint,
  itemLabel,
  addLabel,
  emptyText,
  fullText,
  newItem,
  onFocus,
}: {
  form: FormMetadata<FormShape, string[]>;
  list: FieldMetadata<ItemValues[], FormShape, string[]>;
  listId: string;
  title: string;
  intro: ReactNode;
  min: number;
  max: number;
  textsKey: "alt" | "caption";
  textLabels: Record<Locale, string>;
  textHint?: string;
  itemLabel: (index: number, total: number) => string;
  addLabel: string;
  emptyText?: string;
  fullText?: string;
  newItem: () => ItemValues;
  /** Where the focus goes after a change, once the list has rendered it. */
  onFocus: (focus: ItemFocus) => void;
}) {
  const items = list.getFieldList() as ItemField[];
  const total = items.length;
  const headingId = `${listId}-heading`;
  const countError = list.errors?.[0];
  const canAdd = total < max;
  const canRemove = total > min;

  const move = (from: number, to: number) => {
    form.reorder({ name: list.name, from, to });
    const edge = to === 0 ? "down" : to === total - 1 ? "up" : from > to ? "up" : "down";
    onFocus({ index: to, part: edge });
  };
  const remove = (index: number) => {
    form.remove({ name: list.name, index });
    onFocus(total > 1 ? { index: Math.min(index, total - 2), part: "heading" } : "heading");
  };
  const add = () => {
    form.insert({ name: list.name, defaultValue: newItem() });
    onFocus({ index: total, part: "heading" });
  };

  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-5 p-5 sm:p-6">
      <div>
        <h2
          id={headingId}
          tabIndex={-1}
          data-error-for={list.name}
          className="text-lg font-extrabold outline-none"
        >
          {title}
        </h2>
        <div className="mt-1 text-sm text-(--admin-muted)">{intro}</div>
        {countError ? (
          <p
            id={`${listId}-error`}
            role="alert"
            className="mt-2 text-sm font-semibold text-(--admin-danger)"
          >
            {countError}
          </p>
        ) : null}
      </div>
      {total === 0 && emptyText ? (
        <p className="rounded-xl border border-dashed border-(--admin-border) px-4 py-6 text-center text-sm text-(--admin-muted)">
          {emptyText}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => {
          const parts = item.getFieldset();
          const texts = (parts as unknown as Record<"alt" | "caption", TextsField>)[
            textsKey
          ].getFieldset();
          const label = itemLabel(index + 1, total);
          const imageError =
            parts.url.errors?.[0] ?? parts.width.errors?.[0] ?? parts.height.errors?.[0];
          return (
            <li
              key={item.key}
              className="rounded-xl border border-(--admin-border) bg-(--admin-surface-2) p-4"
              data-item={index}
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3
                  id={itemPartId(listId, index, "heading")}
                  tabIndex={-1}
                  // An image not uploaded: its hidden fields' reasons focus the item.
                  data-error-for={["url", "width", "height"]
                    .map((part) => `${item.name}.${part}`)
                    .join(" ")}
                  className="text-sm font-bold outline-none"
                >
                  {label}
                </h3>
                <div className="flex gap-1">
                  <button
                    type="button"
                    id={itemPartId(listId, index, "up")}
                    className={buttonStyles.icon}
                    disabled={index === 0}
                    aria-label={t.itemAction(t.moveUp, label)}
                    title={t.moveUp}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={itemPartId(listId, index, "down")}
                    className={buttonStyles.icon}
                    disabled={index === total - 1}
                    aria-label={t.itemAction(t.moveDown, label)}
                    title={t.moveDown}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                    disabled={!canRemove}
                    aria-label={t.itemAction(t.remove, label)}
                    title={t.remove}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
              <div className="grid gap-4 md:grid-cols-[auto_minmax(0,1fr)]">
                <SiteImageField
                  name={item.name}
                  label={label}
                  purpose="cover"
                  kind="service"
                  image={readItemImage(item.value)}
                  error={imageError}
                  previewClassName="h-24 w-36"
                  onChange={(image) => {
                    form.update({ name: parts.url.name, value: image?.url ?? "" });
                    form.update({
                      name: parts.width.name,
                      value: image ? String(image.width) : "",
                    });
                    form.update({
                      name: parts.height.name,
                      value: image ? String(image.height) : "",
                    });
                  }}
                />
                <div className="grid content-start gap-3">
                  {(["en", "id"] as const).map((locale) => (
                    <FormTextField
                      key={locale}
                      field={texts[locale]}
                      label={textLabels[locale]}
                      hint={textHint}
                      lang={locale}
                    />
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          id={`${listId}-add`}
          className={buttonStyles.secondary}
          disabled={!canAdd}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
        {!canAdd && fullText ? (
          <span className="text-xs text-(--admin-muted)">{fullText}</span>
        ) : null}
      </div>
    </Card>
  );
}
