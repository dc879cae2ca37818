import { getInputProps, type useForm } from "@conform-to/react";
import { ExternalLink, Plus, Trash2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { startTransition, useEffect, useRef, useState } from "react";
import { AdminPage, buttonStyles, Card, cx, Options } from "#app/components/admin/admin-ui.tsx";
import { FormSelectField, FormTextField } from "#app/components/admin/form-fields.tsx";
import { StaleVersionAlert } from "#app/components/admin/refusal-alert.tsx";
import { languageName } from "#app/components/admin/texts-language.tsx";
import { UnsavedDialog } from "#app/components/admin/unsaved-guard.tsx";
import { useStaffForm } from "#app/components/admin/use-staff-form.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { countLanguageErrors, type FormReplyData } from "#app/lib/use-schema-form.ts";
import { isSaved, isStaleVersion, readFormError } from "#contracts/form-reply.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { SOCIAL_NETWORKS } from "#contracts/site-content.ts";
import {
  type CompanyInput,
  type CompanyRecord,
  companyInputSchema,
} from "#contracts/site-content-schemas.ts";
import { CompanyPreview, type CompanyPreviewTexts } from "./company-preview.tsx";

const t = messages.website.company;
const shared = messages.website.shared;

const MAX_SOCIALS = 8;
const ABOUT_TABS = [0, 1, 2] as const;
const HERO_FIELDS = ["heroEyebrow", "heroTitle", "heroHighlight", "heroBody"] as const;

/** The form's fields as typed: text everywhere, the About points one per line. */
type CompanyForm = {
  legalName: string;
  founded: string;
  email: string;
  address: Record<keyof CompanyInput["address"], string>;
  socials: { name: string; url: string }[];
  figures: { value: string; suffix: string; label: Record<Locale, string> }[];
  versions: Record<
    Locale,
    Record<(typeof HERO_FIELDS)[number], string> & {
      about: { title: string; body: string; points: string }[];
    }
  >;
  version: string;
};
type Form = ReturnType<typeof useForm<CompanyForm, CompanyInput>>;

/** The stored record as the form's fields (only those: the unsaved-changes check compares them). */
const toFormValues = (company: CompanyRecord): CompanyForm => ({
  legalName: company.legalName,
  founded: String(company.founded),
  email: company.email,
  address: { ...company.address },
  socials: company.socials.map(({ name, url }) => ({ name, url })),
  figures: company.figures.map((figure) => ({
    value: String(figure.value),
    suffix: figure.suffix ?? "",
    label: { ...figure.label },
  })),
  versions: {
    en: toVersionValues(company.versions.en),
    id: toVersionValues(company.versions.id),
  },
  version: String(company.version),
});

function toVersionValues(version: CompanyRecord["versions"]["en"]) {
  return {
    heroEyebrow: version.heroEyebrow,
    heroTitle: version.heroTitle,
    heroHighlight: version.heroHighlight,
    heroBody: version.heroBody,
    about: version.about.map((tab) => ({
      title: tab.title,
      body: tab.body,
      points: tab.points.join("\n"),
    })),
  };
}

/** Conform's current values, as loosely as it holds them while someone types. */
type Loose<T> = T extends string
  ? string | undefined
  : T extends (infer U)[]
    ? (Loose<U> | undefined)[] | undefined
    : { [K in keyof T]?: Loose<T[K]> } | undefined;

/** What the preview shows of one language: the typed texts, unsaved. */
function toPreviewTexts(value: Loose<CompanyForm>, language: Locale): CompanyPreviewTexts {
  const version = value?.versions?.[language];
  return {
    hero: {
      eyebrow: version?.heroEyebrow ?? "",
      title: version?.heroTitle ?? "",
      highlight: version?.heroHighlight ?? "",
      body: version?.heroBody ?? "",
    },
    figures: [0, 1, 2].map((index) => {
      const figure = value?.figures?.[index];
      return {
        value: figure?.value ?? "",
        suffix: figure?.suffix ?? "",
        label: figure?.label?.[language] ?? "",
      };
    }),
    about: ABOUT_TABS.map((index) => {
      const tab = version?.about?.[index];
      return {
        title: tab?.title ?? "",
        body: tab?.body ?? "",
        points: (tab?.points ?? "")
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      };
    }),
  };
}

/**
 * The company's details and texts (/admin/company): both languages in one form, a live preview
 * of the unsaved hero and About tabs, saved in place. A save answered "someone else saved first"
 * keeps what was typed and offers to load their version.
 */
export function AdminCompanyScreen({
  company,
  reply,
}: {
  company: CompanyRecord;
  /** The action's reply to a save posted without JavaScript. */
  reply?: FormReplyData;
}) {
  const [language, setLanguage] = useState<Locale>(() => getStaffLocale());
  const [previewLanguage, setPreviewLanguage] = useState<Locale>(language);
  const [aboutTab, setAboutTab] = useState(0);
  // The preview keeps showing the old language while the other's public texts load.
  const showPreviewIn = (next: Locale) => startTransition(() => setPreviewLanguage(next));
  const switchLanguage = (next: Locale) => {
    setLanguage(next);
    showPreviewIn(next);
  };
  const staff = useStaffForm(companyInputSchema, {
    id: "company",
    defaultValue: toFormValues(company),
    reply,
    failedText: t.save.fixErrors,
    showLanguage: (next, field) => {
      switchLanguage(next);
      const tab = field.closest<HTMLElement>("[data-about-tab]")?.dataset.aboutTab;
      if (tab) setAboutTab(Number(tab));
    },
  });
  const { fetcher, saving, formProps, blocker } = staff;
  const [form, fields] = [staff.form, staff.fields] as unknown as Form;
  const refusal = readFormError(staff.refused);
  const saved = isSaved(staff.answer) && !form.dirty;
  const versions = fields.versions.getFieldset();

  const preview = toPreviewTexts(form.value as Loose<CompanyForm>, previewLanguage);

  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={<ViewOnSite className={buttonStyles.secondary} path="/" />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)]">
        <fetcher.Form {...formProps} className="flex min-w-0 flex-col gap-6">
          <input {...getInputProps(fields.version, { type: "hidden" })} />
          {refusal && isStaleVersion(staff.refused) ? (
            <StaleVersionAlert
              message={refusal}
              hint={t.save.staleText}
              reloadLabel={t.save.staleReload}
              reloading={staff.reloading}
              onReload={staff.reload}
            />
          ) : null}

          <Tabs.Root
            value={language}
            onValueChange={(value) => switchLanguage(value as Locale)}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 className="text-lg font-bold">{t.texts.title}</h2>
                <p className="text-sm text-(--admin-muted)">{t.texts.intro}</p>
              </div>
              <Tabs.List
                aria-label={shared.languages}
                className="flex gap-1 self-start rounded-xl bg-(--admin-surface-2) p-1 ring-1 ring-(--admin-border)"
              >
                {LOCALES.map((each) => {
                  const count = countLanguageErrors(form.allErrors, each);
                  return (
                    <Tabs.Trigger
                      key={each}
                      value={each}
                      className={cx(
                        buttonStyles.ghost,
                        "px-3 py-1.5 data-[state=active]:bg-(--admin-surface) data-[state=active]:shadow-[0_1px_2px_rgba(15,15,16,0.12)] data-[state=active]:ring-1 data-[state=active]:ring-(--admin-border)",
                      )}
                    >
                      {languageName(each)}
                      {count > 0 ? (
                        <span className="rounded-full bg-(--admin-danger-bg) px-2 text-xs font-semibold text-(--admin-danger)">
                          {t.texts.needsAttention(count)}
                        </span>
                      ) : null}
                    </Tabs.Trigger>
                  );
                })}
              </Tabs.List>
            </div>
            {LOCALES.map((each) => (
              <Tabs.Content
                key={each}
                value={each}
                data-language={each}
                forceMount
                className="flex flex-col gap-6 rounded-2xl data-[state=inactive]:hidden"
              >
                <p
                  data-testid="other-language-note"
                  className="rounded-xl bg-(--admin-surface-2) px-4 py-3 text-sm ring-1 ring-(--admin-border)"
                >
                  {t.texts.otherTab(languageName(each), languageName(each === "en" ? "id" : "en"))}
                </p>
                <HeroCard field={versions[each]} language={each} />
                <AboutCard
                  field={versions[each]}
                  language={each}
                  tab={aboutTab}
                  onTabChange={setAboutTab}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>

          <FiguresCard field={fields.figures} />
          <DetailsCard fields={fields} />
          <SocialsCard form={form} field={fields.socials} />

          <div className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-3 rounded-2xl border border-(--admin-border) bg-(--admin-surface) p-4 shadow-[0_-8px_24px_-16px_rgba(15,15,16,0.35)] sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm text-(--admin-muted)">
              {saved ? (
                <span className="inline-flex flex-wrap items-center gap-x-2 font-semibold text-(--admin-success)">
                  {shared.saved}
                  <ViewOnSite
                    path={previewLanguage === "id" ? "/id" : "/"}
                    className="inline-flex items-center gap-1 underline underline-offset-4"
                  />
                </span>
              ) : form.dirty ? (
                t.save.unsaved
              ) : null}
            </p>
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? shared.saving : shared.save}
            </button>
          </div>
        </fetcher.Form>

        {/* Beside the form on wide screens, in view while typing; the phone width is tall. */}
        <div className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto">
          <CompanyPreview
            texts={preview}
            language={previewLanguage}
            onLanguageChange={showPreviewIn}
            aboutTab={aboutTab}
          />
        </div>
        <UnsavedDialog blocker={blocker} texts={t} />
      </div>
    </AdminPage>
  );
}

/** A label that names the language it is written in, for screen readers (both show one at a time). */
function inLanguage(text: string, language: Locale) {
  return (
    <>
      {text}
      <span className="sr-only"> ({languageName(language)})</span>
    </>
  );
}

function CardHeading({
  id,
  title,
  intro,
  level = 2,
}: {
  id: string;
  title: string;
  intro: string;
  /** 3 inside "Texts of the home page". */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="mb-5">
      <Heading id={id} className="text-base font-bold">
        {title}
      </Heading>
      <p className="text-sm text-(--admin-muted)">{intro}</p>
    </div>
  );
}

type VersionField = ReturnType<Form[1]["versions"]["getFieldset"]>["en"];

function HeroCard({ field, language }: { field: VersionField; language: Locale }) {
  const version = field.getFieldset();
  const headingId = `${field.id}-hero`;
  return (
    <Card aria-labelledby={headingId} className="p-5 sm:p-6">
      <CardHeading id={headingId} title={t.hero.title} intro={t.hero.intro} level={3} />
      <div className="grid gap-5">
        <FormTextField
          field={version.heroEyebrow}
          label={inLanguage(t.hero.eyebrow, language)}
          hint={t.hero.eyebrowHint}
          lang={language}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField
            field={version.heroTitle}
            label={inLanguage(t.hero.heroTitle, language)}
            lang={language}
          />
          <FormTextField
            field={version.heroHighlight}
            label={inLanguage(t.hero.highlight, language)}
            hint={t.hero.highlightHint}
            lang={language}
          />
        </div>
        <FormTextField
          field={version.heroBody}
          label={inLanguage(t.hero.body, language)}
          lang={language}
          rows={3}
        />
      </div>
    </Card>
  );
}

function AboutCard({
  field,
  language,
  tab,
  onTabChange,
}: {
  field: VersionField;
  language: Locale;
  tab: number;
  onTabChange: (tab: number) => void;
}) {
  const tabs = field.getFieldset().about.getFieldList();
  const headingId = `${field.id}-about`;
  return (
    <Card aria-labelledby={headingId} className="p-5 sm:p-6">
      <CardHeading id={headingId} title={t.about.title} intro={t.about.intro} level={3} />
      <Tabs.Root value={String(tab)} onValueChange={(value) => onTabChange(Number(value))}>
        <Tabs.List
          aria-label={t.about.tabsLabel}
          className="mb-5 flex flex-wrap gap-1 border-b border-(--admin-border)"
        >
          {ABOUT_TABS.map((index) => {
            const invalid = tabs[index] ? !tabs[index].valid : false;
            return (
              <Tabs.Trigger
                key={index}
                value={String(index)}
                className="-mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-(--admin-muted) hover:text-(--admin-text) data-[state=active]:border-brand-orange data-[state=active]:text-(--admin-text)"
              >
                {t.about.tabs[index]}
                {invalid ? (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-(--admin-danger)" />
                    <span className="sr-only">({t.about.needsAttention})</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {tabs.map((item, index) => {
          const parts = item.getFieldset();
          return (
            <Tabs.Content
              key={item.key ?? index}
              value={String(index)}
              data-about-tab={index}
              forceMount
              className="grid gap-5 rounded-lg data-[state=inactive]:hidden"
            >
              <FormTextField
                field={parts.title}
                label={inLanguage(t.about.tabTitle, language)}
                lang={language}
              />
              <FormTextField
                field={parts.body}
                label={inLanguage(t.about.body, language)}
                lang={language}
                rows={4}
              />
              <FormTextField
                field={parts.points}
                label={inLanguage(t.about.points, language)}
                hint={t.about.pointsHint}
                lang={language}
                rows={3}
              />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Card>
  );
}

function FiguresCard({ field }: { field: Form[1]["figures"] }) {
  const rows = field.getFieldList();
  const error = field.errors?.[0];
  return (
    <Card aria-labelledby="company-figures" className="p-5 sm:p-6">
      <CardHeading id="company-figures" title={t.figures.title} intro={t.figures.intro} />
      {error ? (
        <p id={field.errorId} className="mb-4 text-sm font-semibold text-(--admin-danger)">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const parts = row.getFieldset();
          const label = parts.label.getFieldset();
          return (
            <fieldset
              key={row.key ?? index}
              className="grid gap-4 rounded-xl border border-(--admin-border) p-4 sm:grid-cols-[minmax(0,1fr)_6rem]"
            >
              <legend className="px-1 text-sm font-bold">{t.figures.row(index + 1)}</legend>
              <FormTextField
                field={parts.value}
                label={t.figures.value}
                hint={t.figures.valueHint}
                inputMode="decimal"
              />
              <FormTextField
                field={parts.suffix}
                label={t.figures.suffix}
                hint={t.figures.suffixHint}
              />
              <FormTextField field={label.en} label={t.figures.labelEnglish} lang="en" />
              <FormTextField field={label.id} label={t.figures.labelIndonesian} lang="id" />
            </fieldset>
          );
        })}
      </div>
    </Card>
  );
}

function DetailsCard({ fields }: { fields: Form[1] }) {
  const address = fields.address.getFieldset();
  return (
    <Card aria-labelledby="company-details" className="p-5 sm:p-6">
      <CardHeading id="company-details" title={t.details.title} intro={t.details.intro} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormTextField field={fields.legalName} label={t.details.legalName} />
        </div>
        <FormTextField
          field={fields.founded}
          label={t.details.founded}
          hint={t.details.foundedHint}
          inputMode="numeric"
        />
        <FormTextField
          field={fields.email}
          label={t.details.email}
          inputMode="email"
          autoComplete="email"
        />
        <div className="sm:col-span-2">
          <FormTextField
            field={address.street}
            label={t.details.street}
            autoComplete="street-address"
          />
        </div>
        <FormTextField field={address.city} label={t.details.city} autoComplete="address-level2" />
        <FormTextField
          field={address.region}
          label={t.details.region}
          autoComplete="address-level1"
        />
        <FormTextField
          field={address.postalCode}
          label={t.details.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <FormTextField
          field={address.countryName}
          label={t.details.country}
          autoComplete="country-name"
        />
      </div>
      <p className="mt-5 text-xs text-(--admin-muted)">{t.details.whatsapp}</p>
    </Card>
  );
}

function SocialsCard({ form, field }: { form: Form[0]; field: Form[1]["socials"] }) {
  const rows = field.getFieldList();
  const error = field.errors?.[0];
  const full = rows.length >= MAX_SOCIALS;
  const addRef = useRef<HTMLButtonElement>(null);
  // After a row is added its network gets the focus; after one is removed, the add button.
  const count = useRef(rows.length);
  const lastId = rows.at(-1)?.getFieldset().name.id;
  useEffect(() => {
    const before = count.current;
    count.current = rows.length;
    if (rows.length > before && lastId) document.getElementById(lastId)?.focus();
    if (rows.length < before) addRef.current?.focus();
  }, [rows.length, lastId]);
  return (
    <Card aria-labelledby="company-socials" className="p-5 sm:p-6">
      <CardHeading id="company-socials" title={t.socials.title} intro={t.socials.intro} />
      {error ? (
        <p id={field.errorId} className="mb-4 text-sm font-semibold text-(--admin-danger)">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mb-4 text-sm text-(--admin-muted)">{t.socials.empty}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const parts = row.getFieldset();
          return (
            <li key={row.key ?? index}>
              <fieldset className="grid gap-4 rounded-xl border border-(--admin-border) p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
                <legend className="px-1 text-sm font-bold">{t.socials.row(index + 1)}</legend>
                <FormSelectField field={parts.name} label={t.socials.network}>
                  <option value="">{t.socials.networkPlaceholder}</option>
                  <Options values={SOCIAL_NETWORKS} />
                </FormSelectField>
                <FormTextField
                  field={parts.url}
                  label={t.socials.link}
                  hint={t.socials.linkHint}
                  inputMode="url"
                />
                <button
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  className={cx(buttonStyles.ghost, "sm:mt-7")}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.socials.remove(index + 1)}</span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          ref={addRef}
          {...form.insert.getButtonProps({ name: field.name, defaultValue: { name: "", url: "" } })}
          className={buttonStyles.secondary}
          disabled={full}
          aria-describedby={full ? "company-socials-full" : undefined}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.socials.add}
        </button>
        {full ? (
          <p id="company-socials-full" className="text-sm text-(--admin-muted)">
            {t.socials.full(MAX_SOCIALS)}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function ViewOnSite({ className, path }: { className: string; path: string }) {
  return (
    <a href={path} target="_blank" rel="noopener" className={className}>
      <ExternalLink aria-hidden="true" className="size-4" />
      {shared.viewOnSite}
      <span className="sr-only"> {t.newTab}</span>
    </a>
  );
}
