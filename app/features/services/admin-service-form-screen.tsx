import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { FormTextField } from "#app/components/admin/form-fields.tsx";
import { StaleVersionAlert } from "#app/components/admin/refusal-alert.tsx";
import { languageName, TextsLanguageSwitch } from "#app/components/admin/texts-language.tsx";
import { UnsavedDialog } from "#app/components/admin/unsaved-guard.tsx";
import { useStaffForm } from "#app/components/admin/use-staff-form.ts";
import type { PreviewWidth } from "#app/components/admin/website-preview.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { useFocusAfterRender } from "#app/lib/use-focus-after-render.ts";
import { countLanguageErrors, type FormReplyData } from "#app/lib/use-schema-form.ts";
import { isStaleVersion } from "#contracts/form-reply.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { type ClientMark, serviceImageCount } from "#contracts/site-content.ts";
import { type ServiceRecord, serviceInputSchema } from "#contracts/site-content-schemas.ts";
import {
  emptyImageItem,
  emptyWorkItem,
  type ImageItemValues,
  layoutOf,
  toFormValues,
  toPreviewService,
  type WorkItemValues,
} from "./admin-service-form-values.ts";
import { type ItemFocus, itemPartId, ServiceItemList } from "./admin-service-item-list.tsx";
import { publicServicePath, toastServiceSaved } from "./admin-service-links.ts";
import { ServicePreview } from "./admin-service-preview.tsx";

const t = messages.website.services;
const shared = messages.website.shared;

type FormShape = Record<string, unknown>;
type TextField = FieldMetadata<string, FormShape, string[]>;
type TextName = "name" | "title" | "highlight" | "summary" | "description" | "points";

const formId = (slug: string) => `service-${slug}`;
const saveButtonId = (slug: string) => `${formId(slug)}-save`;

/** The edit screen of one service page; after a save it starts again at the newer version. */
export function AdminServiceFormScreen({
  record,
  logos,
  reply,
}: {
  record: ServiceRecord;
  logos: readonly ClientMark[];
  /** The action's reply to a save posted without JavaScript. */
  reply?: FormReplyData;
}) {
  const { slug } = record;
  const [editLocale, setEditLocale] = useState<Locale>("en");
  const [previewLocale, setPreviewLocale] = useState<Locale>(getStaffLocale);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("desk");
  const focusAfterRender = useFocusAfterRender();
  const staff = useStaffForm(serviceInputSchema, {
    id: formId(slug),
    defaultValue: toFormValues(record),
    reply,
    failedText: t.saveFailed,
    toastRefusedInBrowser: true,
    showLanguage: setEditLocale,
    onSaved: (saved) => {
      toastServiceSaved(slug, saved.message ?? shared.saved);
      // The form starts again at the newer version: the focus goes back to its Save button.
      focusAfterRender(saveButtonId(slug));
    },
  });
  const { form, fields, fetcher, saving, formProps, blocker } = staff;
  const typedForm = form as unknown as FormMetadata<FormShape, string[]>;
  const versions = fields.versions.getFieldset();
  const textFields = (locale: Locale) =>
    versions[locale].getFieldset() as unknown as Record<TextName, TextField>;
  const images = fields.images as unknown as FieldMetadata<ImageItemValues[], FormShape, string[]>;
  const work = fields.work as unknown as FieldMetadata<WorkItemValues[], FormShape, string[]>;
  const count = serviceImageCount(slug);

  // A change to a list moves the focus to where it went, once the list has rendered it.
  const focusItem = (listId: string, focus: ItemFocus) =>
    focusAfterRender(
      focus === "heading"
        ? `${listId}-heading`
        : focus === "add"
          ? `${listId}-add`
          : itemPartId(listId, focus.index, focus.part),
    );

  const errorCount = (locale: Locale) => countLanguageErrors(form.allErrors, locale);
  const preview = toPreviewService(form.value, slug, previewLocale);
  const name = record.versions[getStaffLocale()].name;
  const previewId = `${formId(slug)}-preview`;
  const layout = layoutOf(slug);

  return (
    <div>
      <Link to="/admin/services" className={cx(buttonStyles.ghost, "mb-2 -ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.allServices}
      </Link>
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs font-bold uppercase tracking-[0.16em] text-(--admin-accent-text)">
            {t.eyebrow}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{name}</h1>
          <p className="mt-1 text-sm text-(--admin-muted)">
            <span className="font-semibold text-(--admin-text)">{t.layoutLabel}:</span>{" "}
            {t.layouts[layout]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`#${previewId}`} className={cx(buttonStyles.secondary, "xl:hidden")}>
            <Eye aria-hidden="true" className="size-4" />
            {shared.preview}
          </a>
          <a
            href={publicServicePath(slug, previewLocale)}
            target="_blank"
            rel="noopener"
            className={buttonStyles.secondary}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {shared.viewOnSite}
            <span className="sr-only"> {t.opensNewTab}</span>
          </a>
        </div>
      </div>

      {isStaleVersion(staff.refused) ? (
        <StaleVersionAlert
          className="mb-6"
          message={t.staleText}
          reloadLabel={t.loadSaved}
          reloading={staff.reloading}
          // Their version replaces the form (a newer version starts it again).
          onReload={staff.reload}
        />
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <fetcher.Form {...formProps} className="flex min-w-0 flex-col gap-6">
          <input type="hidden" name="slug" value={slug} />
          <input {...getInputProps(fields.version, { type: "hidden" })} />

          <Card
            aria-labelledby={`${formId(slug)}-texts`}
            className="flex flex-col gap-5 p-5 sm:p-6"
          >
            <div>
              <h2 id={`${formId(slug)}-texts`} className="text-lg font-extrabold">
                {t.texts}
              </h2>
              <p className="mt-1 text-sm text-(--admin-muted)">{t.textsIntro}</p>
            </div>
            <TextsLanguageSwitch
              legend={t.textsLanguage}
              current={editLocale}
              panelIdPrefix={`${formId(slug)}-texts`}
              errorCount={errorCount}
              errorText={(count) => (
                <>
                  {count}
                  <span className="sr-only"> {t.hasErrors}</span>
                </>
              )}
              onChange={setEditLocale}
            />
            {LOCALES.map((locale) => (
              <TextFields
                key={locale}
                id={`${formId(slug)}-texts-${locale}`}
                locale={locale}
                fields={textFields(locale)}
                hidden={editLocale !== locale}
              />
            ))}
          </Card>

          <ServiceItemList
            form={typedForm}
            list={images as never}
            listId={`${formId(slug)}-images`}
            title={t.images}
            intro={
              <>
                <span className="font-semibold text-(--admin-text)">{t.layouts[layout]}.</span>{" "}
                {count.min === count.max
                  ? `${t.imagesExact(count.min)} ${t.imagesFixed}`
                  : t.imagesRange(count.min, count.max)}
                {layout === "web" ? ` ${t.webLogos}` : null}
              </>
            }
            min={count.min}
            max={count.max}
            textsKey="alt"
            textLabels={{ en: t.altEnglish, id: t.altIndonesian }}
            textHint={t.altHint}
            itemLabel={t.image}
            addLabel={t.addImage}
            newItem={emptyImageItem}
            onFocus={(focus) => focusItem(`${formId(slug)}-images`, focus)}
          />

          <ServiceItemList
            form={typedForm}
            list={work as never}
            listId={`${formId(slug)}-work`}
            title={t.work}
            intro={t.workIntro(messages.site.services.ourWork)}
            min={0}
            max={12}
            textsKey="caption"
            textLabels={{ en: t.captionEnglish, id: t.captionIndonesian }}
            itemLabel={t.workItem}
            addLabel={t.addWork}
            emptyText={t.workEmpty}
            fullText={t.workFull}
            newItem={emptyWorkItem}
            onFocus={(focus) => focusItem(`${formId(slug)}-work`, focus)}
          />

          <div className="sticky bottom-0 z-10 -mx-1 flex flex-col-reverse gap-3 rounded-2xl border border-(--admin-border) bg-(--admin-surface) p-3 shadow-lg sm:flex-row sm:justify-end">
            <Link to="/admin/services" className={buttonStyles.secondary}>
              {shared.cancel}
            </Link>
            <button
              type="submit"
              name="then"
              value="list"
              className={buttonStyles.secondary}
              disabled={saving}
            >
              {t.saveAndBack}
            </button>
            <button
              id={saveButtonId(slug)}
              type="submit"
              name="then"
              value="stay"
              className={buttonStyles.primary}
              disabled={saving}
            >
              {saving ? shared.saving : shared.save}
            </button>
          </div>
        </fetcher.Form>

        <div className="min-w-0 xl:sticky xl:top-4">
          <ServicePreview
            id={previewId}
            service={preview}
            logos={logos}
            locale={previewLocale}
            width={previewWidth}
            onLocaleChange={setPreviewLocale}
            onWidthChange={setPreviewWidth}
          />
        </div>
      </div>
      <UnsavedDialog blocker={blocker} texts={t} />
    </div>
  );
}

/** One language's texts of the page, named by their schema paths (`versions.id.title`). */
function TextFields({
  id,
  locale,
  fields,
  hidden,
}: {
  id: string;
  locale: Locale;
  fields: Record<TextName, TextField>;
  hidden: boolean;
}) {
  const input = (name: Exclude<TextName, "description" | "points">, hint?: string) => (
    <FormTextField field={fields[name]} label={labelOf(name)} hint={hint} lang={locale} />
  );
  const textarea = (name: "description" | "points", hint: string, rows: number) => (
    <FormTextField
      field={fields[name]}
      label={labelOf(name)}
      hint={hint}
      lang={locale}
      rows={rows}
    />
  );
  return (
    <fieldset
      id={id}
      data-language={locale}
      hidden={hidden}
      className="grid min-w-0 gap-5 sm:grid-cols-2"
    >
      <legend className="sr-only">{languageName(locale)}</legend>
      {input("name", t.nameHint)}
      {input("summary", t.summaryHint)}
      {input("title", t.titleHint)}
      {input("highlight", t.highlightHint)}
      <div className="sm:col-span-2">{textarea("description", t.descriptionHint, 4)}</div>
      <div className="sm:col-span-2">{textarea("points", t.pointsHint, 4)}</div>
    </fieldset>
  );
}

const labelOf = (name: TextName) =>
  ({
    name: t.name,
    title: t.title,
    highlight: t.highlight,
    summary: t.summary,
    description: t.description,
    points: t.points,
  })[name];
