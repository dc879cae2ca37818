import { type FieldMetadata, getCollectionProps, getInputProps } from "@conform-to/react";
import { ArrowLeft, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
  Options,
  ScrollRegion,
  SubmitButton,
} from "#app/components/admin/admin-ui.tsx";
import { FormSelectField, FormTextField } from "#app/components/admin/form-fields.tsx";
import { RefusalAlert, StaleVersionAlert } from "#app/components/admin/refusal-alert.tsx";
import { SiteImageField } from "#app/components/admin/site-image-field.tsx";
import { readImageValue, toImageValue } from "#app/components/admin/site-image-value.ts";
import { TextsLanguageSwitch } from "#app/components/admin/texts-language.tsx";
import { UnsavedDialog } from "#app/components/admin/unsaved-guard.tsx";
import { useStaffForm } from "#app/components/admin/use-staff-form.ts";
import type { PreviewWidth } from "#app/components/admin/website-preview.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { countLanguageErrors, type FormReplyData, firstErrorOf } from "#app/lib/use-schema-form.ts";
import { isStaleVersion, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { LOGO_SHAPES, SERVICE_NAMES, SERVICE_SLUGS } from "#contracts/site-content.ts";
import { type ClientRecord, clientInputSchema } from "#contracts/site-content-schemas.ts";
import { ClientPreview } from "./admin-client-preview.tsx";
import {
  DEFAULT_LETTERING,
  emptyResult,
  isHexColour,
  isSameFormValue,
  type LogoLettering,
  MAX_RESULTS,
  suggestSlug,
  toClientFormValues,
  toPreviewClient,
} from "./admin-client-values.ts";

const t = messages.website.clients;
const ts = messages.website.shared;

type FormShape = Record<string, unknown>;
type AnyField<S> = FieldMetadata<S, FormShape, string[]>;
/** The rows and the image as the form holds them (the schema reads them from text). */
type ResultValue = ReturnType<typeof emptyResult>;
type ImageValue = { url: string; width: string; height: string };

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-(--admin-muted)">{hint}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </Card>
  );
}

/** A colour as text (#F68724) with the browser's colour picker beside it, kept in step. */
function ColourField<S>({
  field,
  label,
  onPick,
}: {
  field: AnyField<S>;
  label: string;
  onPick: (colour: string) => void;
}) {
  const error = field.errors?.[0];
  const value = typeof field.value === "string" ? field.value : "";
  return (
    <Field id={field.id} label={label} error={error} hint={t.colourHint}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t.pickColour(label)}
          value={isHexColour(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => onPick(event.currentTarget.value.toUpperCase())}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-(--admin-border) bg-(--admin-surface) p-1"
        />
        <input
          {...getInputProps(field, { type: "text", ariaAttributes: false })}
          autoComplete="off"
          spellCheck={false}
          className={cx(inputStyles, "font-mono uppercase")}
          {...describedBy(field.id, error, t.colourHint)}
        />
      </div>
    </Field>
  );
}

/** A refused save the form cannot pin on one field alone: a clash of addresses, a newer version. */
function RefusalBanner({
  message,
  stale,
  duplicate,
  onReload,
}: {
  message: string;
  stale: boolean;
  duplicate: boolean;
  onReload: () => void;
}) {
  if (stale) {
    return (
      <StaleVersionAlert
        className="mb-6"
        message={message}
        hint={t.staleHint}
        reloadLabel={t.reload}
        onReload={onReload}
      />
    );
  }
  return (
    <RefusalAlert className="mb-6" title={duplicate ? t.duplicateTitle : t.refusedTitle}>
      <p>{message}</p>
    </RefusalAlert>
  );
}

export function AdminClientFormScreen({
  client,
  nextOrder,
  lettering,
  reply,
}: {
  client: ClientRecord | null;
  nextOrder: number;
  lettering: LogoLettering | null;
  reply: FormReplyData;
}) {
  const [defaultValue] = useState(() => toClientFormValues(client, nextOrder));
  const [language, setLanguage] = useState<Locale>("en");
  const { form, fields, fetcher, refused, saving, formProps, blocker, reload } = useStaffForm(
    clientInputSchema,
    {
      id: "client",
      defaultValue,
      reply,
      failedText: t.fixFields,
      showLanguage: setLanguage,
      // A clash or a newer version is told in the banner; reasons per field, next to each field.
      shownOnScreen: () => true,
      isChanged: (value) => !isSameFormValue(value, defaultValue),
    },
  );
  const [previewLanguage, setPreviewLanguage] = useState<Locale>("en");
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("phone");
  // A new client's address follows its name until someone types one of their own.
  const [slugTyped, setSlugTyped] = useState(client !== null);

  const logo = fields.logo.getFieldset();
  const versions = fields.versions.getFieldset();
  // The schema reads these from text (preprocess), so their typed shape is given here.
  const resultsField = fields.results as unknown as AnyField<ResultValue[]>;
  const logoImageField = fields.logoImage as unknown as AnyField<ImageValue>;
  const results = resultsField.getFieldList();
  const logoImage = readImageValue(logoImageField.value);
  const formError = readFormError(refused);
  const slugClash = Boolean(refused && readFieldErrors(refused).slug && formError);

  const languageErrors = (locale: Locale) => countLanguageErrors(form.allErrors, locale);

  // A row added, moved or removed: the focus goes where the keyboard user will work next, once
  // Conform has laid the rows out again (the pressed button may be gone).
  const focusSoon = (find: () => Element | RadioNodeList | null | undefined) =>
    requestAnimationFrame(() => {
      const element = find();
      if (element instanceof HTMLElement) element.focus();
    });
  const fieldNamed = (name: string) => () =>
    document.forms.namedItem(form.id)?.elements.namedItem(name);

  const showLanguage = (locale: Locale) => {
    setLanguage(locale);
    setPreviewLanguage(locale);
  };

  const preview = toPreviewClient(
    form.value,
    previewLanguage,
    lettering ?? DEFAULT_LETTERING,
    t.previewNoName,
  );
  const slugValue = typeof fields.slug.value === "string" ? fields.slug.value : "";
  const servicesError = firstErrorOf(fields.services);

  return (
    <div>
      <Link to="/admin/clients" className={cx(buttonStyles.ghost, "mb-2 -ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight md:text-3xl">
        {client ? t.editTitle(client.name) : t.createTitle}
      </h1>
      {formError ? (
        <RefusalBanner
          message={formError}
          stale={isStaleVersion(refused)}
          duplicate={slugClash}
          onReload={reload}
        />
      ) : null}
      <fetcher.Form {...formProps}>
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <Section id="client-main" title={t.sections.client}>
              <FormTextField
                field={fields.name}
                label={t.name}
                onInput={(name) => {
                  if (!slugTyped) form.update({ name: fields.slug.name, value: suggestSlug(name) });
                }}
              />
              <FormTextField
                field={fields.slug}
                label={t.slug}
                hint={slugTyped || !slugValue ? t.slugHint(slugValue || "…") : t.slugSuggested}
                onInput={(slug) => setSlugTyped(slug !== "")}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <FormTextField
                  field={fields.order}
                  label={t.order}
                  hint={t.orderHint}
                  inputMode="numeric"
                />
                <div className="flex flex-col gap-1.5 sm:pt-7">
                  <label
                    htmlFor={fields.published.id}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-(--admin-border) px-3.5 py-2.5 text-sm font-semibold"
                  >
                    <input
                      {...getInputProps(fields.published, {
                        type: "checkbox",
                        ariaAttributes: false,
                      })}
                      aria-describedby={`${fields.published.id}-hint`}
                      className="size-5 accent-brand-orange"
                    />
                    {t.publishedLabel}
                  </label>
                  <p id={`${fields.published.id}-hint`} className="text-xs text-(--admin-muted)">
                    {t.publishedHint}
                  </p>
                </div>
              </div>
            </Section>

            <Section id="client-logo" title={t.sections.logo}>
              <div className="grid gap-5 sm:grid-cols-2">
                <ColourField
                  field={logo.color}
                  label={t.logoColour}
                  onPick={(colour) => form.update({ name: logo.color.name, value: colour })}
                />
                <ColourField
                  field={logo.accent}
                  label={t.logoAccent}
                  onPick={(colour) => form.update({ name: logo.accent.name, value: colour })}
                />
              </div>
              <FormSelectField field={logo.shape} label={t.logoShape}>
                <Options values={LOGO_SHAPES} label={(shape) => t.shapes[shape]} />
              </FormSelectField>
              <div className="flex flex-col gap-1.5">
                <SiteImageField
                  name={fields.logoImage.name}
                  label={t.logoImage}
                  image={logoImage}
                  purpose="inline"
                  kind="logo"
                  removable
                  error={firstErrorOf(fields.logoImage)}
                  previewClassName="w-40 bg-white [&_img]:object-contain"
                  onChange={(image) =>
                    form.update({ name: logoImageField.name, value: toImageValue(image) })
                  }
                />
                <p className="text-xs text-(--admin-muted)">{t.logoImageHint}</p>
              </div>
            </Section>

            <Section id="client-results" title={t.sections.results} hint={t.resultsHint}>
              {results.length === 0 ? (
                <p className="text-sm text-(--admin-muted)">{t.noResults}</p>
              ) : (
                <ol className="flex flex-col gap-4">
                  {results.map((row, index) => {
                    const result = row.getFieldset();
                    const label = result.label.getFieldset();
                    const number = index + 1;
                    return (
                      <li key={row.key}>
                        <fieldset className="rounded-xl border border-(--admin-border) p-4">
                          <legend className="px-1 text-sm font-bold">{t.resultRow(number)}</legend>
                          <div className="-mt-2 mb-3 flex justify-end gap-1">
                            {index > 0 ? (
                              <button
                                {...form.reorder.getButtonProps({
                                  name: resultsField.name,
                                  from: index,
                                  to: index - 1,
                                })}
                                onClick={() =>
                                  focusSoon(fieldNamed(`${resultsField.name}[${index - 1}].value`))
                                }
                                className={buttonStyles.icon}
                                aria-label={t.moveUp(number)}
                                title={t.moveUp(number)}
                              >
                                <ArrowUp aria-hidden="true" className="size-4" />
                              </button>
                            ) : null}
                            <button
                              {...form.remove.getButtonProps({
                                name: resultsField.name,
                                index,
                              })}
                              onClick={() =>
                                focusSoon(() => document.getElementById("client-add-result"))
                              }
                              className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                              aria-label={t.removeResult(number)}
                              title={t.removeResult(number)}
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </button>
                          </div>
                          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
                            <FormTextField
                              field={result.value}
                              label={t.figure}
                              hint={t.figureHint}
                              inputMode="decimal"
                            />
                            <FormTextField
                              field={result.suffix}
                              label={t.suffix}
                              hint={t.suffixHint}
                            />
                          </div>
                          <div className="mt-4 grid gap-4 sm:grid-cols-2">
                            <FormTextField field={label.en} label={t.labelEn} />
                            <FormTextField field={label.id} label={t.labelId} />
                          </div>
                        </fieldset>
                      </li>
                    );
                  })}
                </ol>
              )}
              {fields.results.errors?.[0] ? (
                <p className="text-xs font-semibold text-(--admin-danger)">
                  {fields.results.errors[0]}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <button
                  {...form.insert.getButtonProps({
                    name: resultsField.name,
                    defaultValue: emptyResult(),
                  })}
                  id="client-add-result"
                  onClick={() =>
                    focusSoon(fieldNamed(`${resultsField.name}[${results.length}].value`))
                  }
                  className={buttonStyles.secondary}
                  disabled={results.length >= MAX_RESULTS}
                  aria-describedby={
                    results.length >= MAX_RESULTS ? "client-results-full" : undefined
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t.addResult}
                </button>
                {results.length >= MAX_RESULTS ? (
                  <p id="client-results-full" className="text-xs text-(--admin-muted)">
                    {t.resultsFull}
                  </p>
                ) : null}
              </div>
            </Section>

            <Section id="client-services" title={t.sections.services}>
              <fieldset
                aria-describedby={
                  servicesError ? `${fields.services.id}-error` : `${fields.services.id}-hint`
                }
                aria-invalid={servicesError ? true : undefined}
              >
                <legend className="sr-only">{t.sections.services}</legend>
                <p id={`${fields.services.id}-hint`} className="mb-3 text-sm text-(--admin-muted)">
                  {t.servicesHint}
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  {getCollectionProps(fields.services, {
                    type: "checkbox",
                    options: [...SERVICE_SLUGS],
                    ariaAttributes: false,
                  }).map(({ key, ...props }) => (
                    <label
                      key={key}
                      htmlFor={props.id}
                      className="flex min-h-11 items-center gap-3 rounded-xl border border-(--admin-border) px-3 py-2 text-sm hover:bg-(--admin-surface-2)"
                    >
                      <input {...props} className="size-5 shrink-0 accent-brand-orange" />
                      {SERVICE_NAMES[props.value as keyof typeof SERVICE_NAMES]}
                    </label>
                  ))}
                </div>
                {servicesError ? (
                  <p
                    id={`${fields.services.id}-error`}
                    className="mt-2 text-xs font-semibold text-(--admin-danger)"
                  >
                    {servicesError}
                  </p>
                ) : null}
              </fieldset>
            </Section>

            <Section id="client-texts" title={t.sections.texts}>
              <TextsLanguageSwitch
                legend={ts.languages}
                current={language}
                panelIdPrefix="client-texts"
                errorCount={languageErrors}
                errorText={t.languageErrors}
                onChange={showLanguage}
              />
              {LOCALES.map((locale) => {
                const text = versions[locale].getFieldset();
                return (
                  <div
                    key={locale}
                    id={`client-texts-${locale}`}
                    data-language={locale}
                    lang={locale}
                    hidden={language !== locale}
                    className="flex flex-col gap-5"
                  >
                    <FormTextField field={text.industry} label={t.industry} />
                    <FormTextField
                      field={text.summary}
                      label={t.summary}
                      hint={t.summaryHint}
                      rows={2}
                    />
                    <FormTextField field={text.challenge} label={t.challenge} rows={3} />
                    <FormTextField field={text.approach} label={t.approach} rows={5} />
                    <FormTextField field={text.quoteText} label={t.quoteText} rows={3} />
                    <FormTextField field={text.quotePosition} label={t.quotePosition} />
                  </div>
                );
              })}
              <FormTextField
                field={fields.quoteAuthor}
                label={t.quoteAuthor}
                hint={t.quoteAuthorHint}
              />
            </Section>
          </div>

          {/* Beside the fields from 1280px, kept in view; its own scroll when taller than the window. */}
          <ScrollRegion
            label={ts.preview}
            className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
          >
            <ClientPreview
              client={preview}
              locale={previewLanguage}
              onLocaleChange={setPreviewLanguage}
              width={previewWidth}
              onWidthChange={setPreviewWidth}
            />
          </ScrollRegion>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/admin/clients" className={buttonStyles.secondary}>
            {ts.cancel}
          </Link>
          <SubmitButton busy={saving}>{saving ? ts.saving : ts.save}</SubmitButton>
        </div>
      </fetcher.Form>

      <UnsavedDialog blocker={blocker} texts={t} />
    </div>
  );
}
