import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
} from "@conform-to/react";
import { ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { type FormReply, isSaved, readFormError } from "../../../contracts/form-reply";
import { LOCALES, type Locale } from "../../../contracts/locale";
import { type ClientMark, serviceImageCount } from "../../../contracts/site-content";
import { type ServiceRecord, serviceInputSchema } from "../../../contracts/site-content-schemas";
import { buttonStyles, Card, cx } from "../../components/admin/admin-ui";
import { FormTextField } from "../../components/admin/form-fields";
import { StaleVersionAlert } from "../../components/admin/refusal-alert";
import { isSignedOut, useRenewingFetcher } from "../../components/admin/session-renewal";
import { languageName, TextsLanguageSwitch } from "../../components/admin/texts-language";
import { UnsavedDialog, useUnsavedGuard } from "../../components/admin/unsaved-guard";
import type { PreviewWidth } from "../../components/admin/website-preview";
import { toast } from "../../components/ui/lazy-toaster";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import { useFocusAfterRender } from "../../lib/use-focus-after-render";
import {
  type FormReplyData,
  isConformIntent,
  useReplyEffect,
  useSchemaForm,
} from "../../lib/use-schema-form";
import {
  emptyImageItem,
  emptyWorkItem,
  type ImageItemValues,
  layoutOf,
  toFormValues,
  toPreviewService,
  type WorkItemValues,
} from "./admin-service-form-values";
import { type ItemFocus, itemPartId, ServiceItemList } from "./admin-service-item-list";
import { publicServicePath, toastServiceSaved } from "./admin-service-links";
import { ServicePreview } from "./admin-service-preview";

const t = messages.website.services;
const shared = messages.website.shared;

type FormShape = Record<string, unknown>;
type TextField = FieldMetadata<string, FormShape, string[]>;
const TEXT_FIELDS = ["name", "title", "highlight", "summary", "description", "points"] as const;
type TextName = (typeof TEXT_FIELDS)[number];

/** What the screen keeps while the form below it starts again at a newer version. */
type ScreenState = {
  editLocale: Locale;
  previewLocale: Locale;
  previewWidth: PreviewWidth;
};

/**
 * The edit screen of one service page. The form starts again from the stored values after each
 * save (its version moves on), keeping the languages and preview width chosen; the save's
 * answer is read here, above the form, so that it outlives that new start.
 */
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
  const [state, setState] = useState<ScreenState>(() => ({
    editLocale: "en",
    previewLocale: getStaffLocale(),
    previewWidth: "desk",
  }));
  // An ended session asks to sign in again in place, then sends the same save again.
  const fetcher = useRenewingFetcher<FormReply>();
  const answer = fetcher.data;
  // The version each answer was given at: a refusal belongs to that form only (once a newer
  // version is loaded, its typed values must not come back).
  const answeredAt = useRef(new WeakMap<object, number>());
  if (answer && !answeredAt.current.has(answer)) answeredAt.current.set(answer, record.version);
  const refused =
    answer && !isSaved(answer) && answeredAt.current.get(answer) === record.version
      ? answer
      : undefined;
  const [staleAt, setStaleAt] = useState<number | null>(null);
  const focusSave = useRef(false);
  /** The version the last save was sent from. */
  const savedFrom = useRef<number | null>(null);

  // Each answer once, as soon as it arrives.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (isSaved(answer)) {
      toastServiceSaved(record.slug, answer.message ?? shared.saved);
      // The form starts again at the newer version: the focus goes back to its Save button,
      // now if the newer version is here already, else once it is.
      if (record.version === savedFrom.current) focusSave.current = true;
      else document.getElementById(saveButtonId(record.slug))?.focus();
      return;
    }
    const message = readFormError(answer);
    if (message === t.staleText) {
      setStaleAt(savedFrom.current);
      return;
    }
    toast.error(message || t.saveFailed);
  }, [answer, record.slug, record.version]);

  return (
    <ServiceForm
      key={`${record.slug}:${record.version}`}
      record={record}
      logos={logos}
      fetcher={fetcher}
      lastResult={isSignedOut(refused) ? undefined : (refused ?? reply)}
      stale={staleAt === record.version}
      state={state}
      onStateChange={(change) => setState((current) => ({ ...current, ...change }))}
      onSave={() => {
        savedFrom.current = record.version;
      }}
      focusSave={focusSave}
    />
  );
}

const formId = (slug: string) => `service-${slug}`;
const saveButtonId = (slug: string) => `${formId(slug)}-save`;

function ServiceForm({
  record,
  logos,
  fetcher,
  lastResult,
  stale,
  state,
  onStateChange,
  onSave,
  focusSave,
}: {
  record: ServiceRecord;
  logos: readonly ClientMark[];
  fetcher: ReturnType<typeof useRenewingFetcher<FormReply>>;
  /** The last refused save of this version, with its typed values and reasons. */
  lastResult: FormReplyData;
  /** A colleague saved a newer version first. */
  stale: boolean;
  state: ScreenState;
  onStateChange: (change: Partial<ScreenState>) => void;
  /** A save is sent (it passed the browser's checks). */
  onSave: () => void;
  /** Set by a save that stayed on the page: the new form puts the focus back on Save. */
  focusSave: React.RefObject<boolean>;
}) {
  const { slug } = record;
  const [defaultValue] = useState(() => toFormValues(record));
  const [form, fields] = useSchemaForm(serviceInputSchema, {
    id: formId(slug),
    lastResult,
    defaultValue,
  });
  const typedForm = form as unknown as FormMetadata<FormShape, string[]>;
  const versions = fields.versions.getFieldset();
  const textFields = (locale: Locale) =>
    versions[locale].getFieldset() as unknown as Record<TextName, TextField>;
  const images = fields.images as unknown as FieldMetadata<ImageItemValues[], FormShape, string[]>;
  const work = fields.work as unknown as FieldMetadata<WorkItemValues[], FormShape, string[]>;
  const count = serviceImageCount(slug);

  const savingRef = useRef(false);
  const saving = fetcher.state !== "idle";
  const blocker = useUnsavedGuard(form.dirty, savingRef);
  const revalidator = useRevalidator();
  const saveRef = useRef<HTMLButtonElement>(null);

  // After a save that stayed, the new form (a newer version) gives the focus back to Save.
  useEffect(() => {
    if (!focusSave.current) return;
    focusSave.current = false;
    saveRef.current?.focus();
  }, [focusSave]);

  // A refused save: its reasons per field show, and the first one gets the focus.
  const errorsToShow = useRef(false);
  useReplyEffect(lastResult, (refusal) => {
    savingRef.current = false;
    errorsToShow.current = Object.keys(refusal.error ?? {}).some((name) => name !== "");
  });
  useEffect(() => {
    if (fetcher.state === "idle") savingRef.current = false;
  }, [fetcher.state]);

  // After a refused save (here or in the browser), the first field in error gets the focus: its
  // language's texts open first; an image without an upload focuses its item.
  const focusAfterRender = useFocusAfterRender();
  useEffect(() => {
    if (!errorsToShow.current) return;
    const inError = (name: string) => Boolean(form.allErrors[name]?.length);
    // A refusal from the server reaches the fields a render later than its answer.
    if (!Object.keys(form.allErrors).some((name) => name !== "" && inError(name))) return;
    errorsToShow.current = false;
    for (const locale of LOCALES) {
      const field = TEXT_FIELDS.map((name) => textFields(locale)[name]).find((each) =>
        inError(each.name),
      );
      if (!field) continue;
      onStateChange({ editLocale: locale });
      focusAfterRender(field.id);
      return;
    }
    for (const [list, listId] of [
      [images, "images"],
      [work, "work"],
    ] as const) {
      if (inError(list.name)) {
        focusAfterRender(`${formId(slug)}-${listId}-heading`);
        return;
      }
      const items = list.getFieldList();
      for (const [index, item] of items.entries()) {
        const parts = item.getFieldset() as unknown as Record<string, FieldMetadata<unknown>>;
        const texts = (parts.alt ?? parts.caption) as FieldMetadata<Record<Locale, string>>;
        if (["url", "width", "height"].some((name) => inError(parts[name].name))) {
          focusAfterRender(itemPartId(`${formId(slug)}-${listId}`, index, "heading"));
          return;
        }
        const text = LOCALES.map((locale) => texts.getFieldset()[locale]).find((each) =>
          inError(each.name),
        );
        if (text) {
          focusAfterRender(text.id);
          return;
        }
      }
    }
  });

  // A change to a list moves the focus to where it went, once the list has rendered it.
  const focusItem = (listId: string, focus: ItemFocus) =>
    focusAfterRender(
      focus === "heading"
        ? `${listId}-heading`
        : focus === "add"
          ? `${listId}-add`
          : itemPartId(listId, focus.index, focus.part),
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (isConformIntent(event)) return;
    // Refused in the browser: its reasons show on the next render.
    errorsToShow.current = event.defaultPrevented;
    if (event.defaultPrevented) {
      toast.error(t.saveFailed);
      return;
    }
    savingRef.current = true;
    onSave();
  }

  const errorCount = (locale: Locale) =>
    TEXT_FIELDS.filter((name) => textFields(locale)[name].errors?.length).length;
  const preview = toPreviewService(form.value, slug, state.previewLocale);
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
            href={publicServicePath(slug, state.previewLocale)}
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

      {stale ? (
        <StaleVersionAlert
          className="mb-6"
          message={t.staleText}
          reloadLabel={t.loadSaved}
          reloading={revalidator.state !== "idle"}
          // Their version replaces the form (a newer version starts it again).
          onReload={() => void revalidator.revalidate()}
        />
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          onSubmit={submit}
          className="flex min-w-0 flex-col gap-6"
        >
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
              current={state.editLocale}
              panelIdPrefix={`${formId(slug)}-texts`}
              errorCount={errorCount}
              errorText={(count) => (
                <>
                  {count}
                  <span className="sr-only"> {t.hasErrors}</span>
                </>
              )}
              onChange={(editLocale) => onStateChange({ editLocale })}
            />
            {LOCALES.map((locale) => (
              <TextFields
                key={locale}
                id={`${formId(slug)}-texts-${locale}`}
                locale={locale}
                fields={textFields(locale)}
                hidden={state.editLocale !== locale}
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
              ref={saveRef}
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
            locale={state.previewLocale}
            width={state.previewWidth}
            onLocaleChange={(previewLocale) => onStateChange({ previewLocale })}
            onWidthChange={(previewWidth) => onStateChange({ previewWidth })}
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
    <fieldset id={id} hidden={hidden} className="grid min-w-0 gap-5 sm:grid-cols-2">
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
