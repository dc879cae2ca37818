import { ArrowLeft, Eye, PencilLine } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  type ArticleForEditing,
  type ArticleLanguage,
  articleVersionSchema,
  isBlankVersion,
} from "../../../contracts/article-schema";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
  PageHeader,
} from "../../components/admin/admin-ui";
import { useRenewingFetcher } from "../../components/admin/session-renewal";
import { UnsavedDialog, useUnsavedGuard } from "../../components/admin/unsaved-guard";
import { useActionCall } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";
import { ARTICLE_BODY_CLASS } from "./article-body";
import { formatArticleDate } from "./article-date";
import { clearDraft, draftKey, formatDraftTime, readDraft, writeDraft } from "./article-draft";
import { CategoryInput } from "./category-input";
import { CoverPicture } from "./cover-picture";
import { CoverUpload } from "./cover-upload";
import { RichTextEditor } from "./rich-text-editor";

const t = messages.blog;
const ta = messages.admin.articles;

type VersionValues = { title: string; excerpt: string; content: string; coverAlt: string };
type VersionField = keyof VersionValues;

type FormValues = {
  en: VersionValues;
  id: VersionValues;
  categories: string[];
  coverImage: string;
  status: "draft" | "published";
  publishedAt: string;
};

const LANGUAGES: ArticleLanguage[] = ["en", "id"];
const LANGUAGE_NAMES: Record<ArticleLanguage, string> = {
  get en() {
    return t.versionEnglish;
  },
  get id() {
    return t.versionIndonesian;
  },
};
/** The form field (and error key) of a version's field: English bare, Indonesian id.*. */
const fieldName = (language: ArticleLanguage, name: VersionField) =>
  language === "en" ? name : `id.${name}`;
const emptyVersion = (): VersionValues => ({ title: "", excerpt: "", content: "", coverAlt: "" });

/** datetime-local wants local "YYYY-MM-DDTHH:mm". */
export function toLocalInput(iso: string | null) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function initialValues(article: ArticleForEditing | null): FormValues {
  return {
    en: { ...emptyVersion(), ...article?.versions.en },
    id: { ...emptyVersion(), ...article?.versions.id },
    categories: article?.categories.map((category) => category.name) ?? [],
    coverImage: article?.image ?? "",
    status: article?.status ?? "draft",
    publishedAt: toLocalInput(article?.published_at ?? null),
  };
}

type Props = { article: ArticleForEditing | null; categorySuggestions: string[]; back: string };
type ActionData = { ok: false; message: string; fields: Record<string, string> };

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A version's title problem as the user types: a version with any text needs its title, and
 * with both versions empty the English title is asked for.
 */
function titleProblem(language: ArticleLanguage, values: FormValues): string | undefined {
  const version = values[language];
  const needed =
    !isBlankVersion(version) ||
    (language === "en" && isBlankVersion(values.en) && isBlankVersion(values.id));
  if (!needed) return undefined;
  const result = articleVersionSchema.shape.title.safeParse(version.title);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The form as the action reads it; the publish time goes as ISO with the browser's offset. */
function toFormData(values: FormValues) {
  const body = new FormData();
  for (const language of LANGUAGES) {
    for (const name of ["title", "excerpt", "content", "coverAlt"] as const) {
      body.set(fieldName(language, name), values[language][name]);
    }
  }
  body.set("coverImage", values.coverImage);
  body.set("status", values.status);
  body.set("publishedAt", values.publishedAt ? new Date(values.publishedAt).toISOString() : "");
  for (const name of values.categories) body.append("categories", name);
  return body;
}

export function AdminArticleFormScreen({ article, categorySuggestions, back }: Props) {
  const ids = useId();
  // An ended session asks to sign in again in place, then sends the same save again.
  const fetcher = useRenewingFetcher<ActionData>();
  const [initial] = useState<FormValues>(() => initialValues(article));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<ArticleLanguage>("en");
  const { call: previewCall } = useActionCall<
    { ok: true; html: string } | { ok: false; fields: Record<string, string> }
  >("/admin/article-preview");
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  // On a phone one version shows at a time; wider screens show both side by side.
  const [tab, setTab] = useState<ArticleLanguage>(() =>
    article?.versions.en || !article?.versions.id ? "en" : "id",
  );
  const savingRef = useRef(false);
  const handled = useRef<ActionData | null>(null);
  const key = draftKey(article?.uid ?? null);
  const saving = fetcher.state !== "idle";
  const dirty = !sameValues(values, initial);
  const blocker = useUnsavedGuard(dirty, savingRef);

  // A draft left in this browser comes back (after hydration: the server cannot see it).
  useEffect(() => {
    const draft = readDraft<FormValues>(key);
    // A draft kept before the two versions existed has another shape: it is not restored.
    if (!draft?.values?.en || !draft.values.id || sameValues(draft.values, initial)) return;
    setValues({ ...initial, ...draft.values });
    setRestoredAt(draft.savedAt);
  }, [key, initial]);

  // Autosave: a second after the last change, the draft is kept on this device. Not while a
  // save is under way: the route's middleware removes the draft once the server has the article
  // (never here on unmount, which a failed save can cause too), and a late autosave would bring
  // it back.
  useEffect(() => {
    if (!dirty || saving) return;
    const timer = setTimeout(() => {
      const now = new Date();
      if (writeDraft(key, values, now)) setKeptAt(now.toISOString());
    }, 800);
    return () => clearTimeout(timer);
  }, [dirty, saving, key, values]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    savingRef.current = false;
    setErrors(result.fields ?? {});
    const first = Object.keys(result.fields ?? {})[0];
    if (first?.startsWith("id.")) setTab("id");
    else if (first && ["title", "excerpt", "content", "coverAlt"].includes(first)) setTab("en");
    setPreview(null);
    toast.error(translateError(result.message) || t.formSaveFailed);
  }, [fetcher.state, fetcher.data]);

  const set = <K extends Exclude<keyof FormValues, ArticleLanguage>>(
    name: K,
    value: FormValues[K],
  ) =>
    setValues((current) => {
      setErrors((shown) => {
        if (!shown[name]) return shown;
        const { [name]: _fixed, ...rest } = shown;
        return rest;
      });
      return { ...current, [name]: value };
    });

  const setVersion = (language: ArticleLanguage, name: VersionField, value: string) =>
    setValues((current) => {
      const next = { ...current, [language]: { ...current[language], [name]: value } };
      setErrors((shown) => {
        const rest = { ...shown };
        delete rest[fieldName(language, name)];
        // A title's problem follows what is typed in either version.
        for (const each of LANGUAGES) {
          const key = fieldName(each, "title");
          if (!shown[key]) continue;
          const still = titleProblem(each, next);
          if (still) rest[key] = still;
          else delete rest[key];
        }
        return rest;
      });
      return next;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    for (const language of LANGUAGES) {
      const problem = titleProblem(language, values);
      if (!problem) continue;
      const key = fieldName(language, "title");
      setErrors((shown) => ({ ...shown, [key]: problem }));
      setTab(language);
      // The tab's panel shows on the next render; focus the field then.
      setTimeout(() => document.getElementById(field(key))?.focus(), 0);
      return;
    }
    // What is sent is on this device until the server confirms it.
    if (dirty) {
      const now = new Date();
      if (writeDraft(key, values, now)) setKeptAt(now.toISOString());
    }
    savingRef.current = true;
    void fetcher.submit(toFormData(values), { method: "post" });
  }

  function discardDraft() {
    clearDraft(key);
    setValues(initial);
    setRestoredAt(null);
    setKeptAt(null);
    setErrors({});
  }

  async function showPreview() {
    // The version on screen (the phone's tab), or the other one when it is empty.
    const language = isBlankVersion(values[tab]) ? (tab === "en" ? "id" : "en") : tab;
    const form = new FormData();
    form.set("content", values[language].content);
    const result = await previewCall(form);
    if (result?.ok) {
      setPreviewLanguage(language);
      return setPreview(result.html);
    }
    if (result?.fields.content)
      setErrors({ [fieldName(language, "content")]: result.fields.content });
    toast.error(t.formSaveFailed);
  }

  const field = (name: string) => `${ids}-${name.replace(".", "-")}`;

  return (
    <div>
      <Link to={back} className={cx(buttonStyles.ghost, "mb-2 -ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.adminListTitle}
      </Link>
      <PageHeader
        title={article ? t.formEditTitle : t.formCreateTitle}
        actions={
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-pressed={preview !== null}
            onClick={() => (preview === null ? void showPreview() : setPreview(null))}
          >
            {preview === null ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <PencilLine aria-hidden="true" className="size-4" />
            )}
            {preview === null ? t.formPreview : t.formEdit}
          </button>
        }
      />
      {preview !== null ? (
        <Card className="overflow-hidden">
          <p className="border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-2 text-xs text-(--admin-muted)">
            {t.formPreviewNote}
          </p>
          <div className="bg-paper text-ink" data-testid="article-preview" lang={previewLanguage}>
            <div className="bg-ink px-6 pt-10 pb-24 text-white sm:px-10">
              <ul className="flex flex-wrap gap-2">
                {values.categories.map((name) => (
                  <li
                    key={name}
                    className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20"
                  >
                    {name}
                  </li>
                ))}
              </ul>
              <h2 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
                {values[previewLanguage].title}
              </h2>
              {values[previewLanguage].excerpt ? (
                <p className="mt-3 max-w-3xl text-white/80">{values[previewLanguage].excerpt}</p>
              ) : null}
              <p className="mt-4 text-sm text-white/85">
                {formatArticleDate(article?.created_at ?? new Date().toISOString())}
              </p>
            </div>
            <div className="px-4 pb-12 sm:px-10">
              <div className="-mt-16 overflow-hidden rounded-2xl shadow-xl">
                <CoverPicture
                  src={values.coverImage || null}
                  alt={values[previewLanguage].coverAlt}
                  sizes="960px"
                  className="h-[232px] w-full sm:h-[427px]"
                />
              </div>
              <div
                className={`mx-auto mt-10 ${ARTICLE_BODY_CLASS}`}
                // Sanitised by the server with the same allowlist as on save.
                dangerouslySetInnerHTML={{ __html: preview }}
              />
            </div>
          </div>
        </Card>
      ) : null}
      {restoredAt ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-(--admin-border) bg-(--admin-surface-2) px-4 py-3 text-sm"
        >
          <span>{ta.draftRestored(formatDraftTime(restoredAt))}</span>
          <button type="button" className={buttonStyles.secondary} onClick={discardDraft}>
            {ta.draftDiscard}
          </button>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        onSubmit={save}
        noValidate
        className={cx("flex flex-col gap-6", preview !== null && "hidden")}
      >
        {LANGUAGES.map((language) => (
          <input
            key={language}
            type="hidden"
            name={fieldName(language, "content")}
            value={values[language].content}
          />
        ))}
        <input type="hidden" name="coverImage" value={values.coverImage} />
        {values.categories.map((name) => (
          <input key={name} type="hidden" name="categories" value={name} />
        ))}
        <fieldset className="flex gap-2 lg:hidden">
          <legend className="sr-only">{t.versionTabs}</legend>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={tab === language}
              onClick={() => setTab(language)}
              className={cx(
                tab === language ? buttonStyles.primary : buttonStyles.secondary,
                "flex-1 flex-wrap",
              )}
            >
              {LANGUAGE_NAMES[language]}
              {isBlankVersion(values[language]) ? (
                <span className="text-xs font-normal">({t.versionMissing})</span>
              ) : null}
            </button>
          ))}
        </fieldset>
        <div className="grid gap-6 lg:grid-cols-2">
          {LANGUAGES.map((language) => {
            const version = values[language];
            const missing = isBlankVersion(version);
            const name = (key: VersionField) => fieldName(language, key);
            // The English fields keep their plain names; the Indonesian ones say their language.
            const suffix =
              language === "en" ? null : (
                <span className="sr-only"> ({LANGUAGE_NAMES[language]})</span>
              );
            const textField = (
              key: "title" | "excerpt" | "coverAlt",
              label: string,
              options: { maxLength: number; rows?: number; hint?: string; className?: string },
            ) => {
              const id = field(name(key));
              const error = errors[name(key)];
              const control = {
                id,
                name: name(key),
                lang: language,
                value: version[key],
                maxLength: options.maxLength,
                className: options.className ?? inputStyles,
                onChange: (event: { target: { value: string } }) =>
                  setVersion(language, key, event.target.value),
                ...describedBy(id, error, options.hint),
              };
              return (
                <Field
                  id={id}
                  label={
                    <>
                      {label}
                      {suffix}
                    </>
                  }
                  error={error}
                  hint={options.hint}
                >
                  {options.rows ? (
                    <textarea {...control} rows={options.rows} />
                  ) : (
                    <input {...control} />
                  )}
                </Field>
              );
            };
            const headingId = field(`${language}-heading`);
            const bodyLabel = field(`${language}-body-label`);
            return (
              <Card
                key={language}
                aria-labelledby={headingId}
                data-testid={`article-version-${language}`}
                className={cx(
                  "flex min-w-0 flex-col gap-5 p-5",
                  missing && "border-dashed",
                  tab !== language && "max-lg:hidden",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={headingId} className="text-base font-bold">
                    {LANGUAGE_NAMES[language]}
                  </h2>
                  {missing ? (
                    <span className="rounded-full bg-(--admin-surface-2) px-3 py-1 text-xs font-semibold text-(--admin-muted)">
                      {t.versionMissing}
                    </span>
                  ) : null}
                </div>
                {missing ? (
                  <p className="-mt-3 text-xs text-(--admin-muted)">{t.versionMissingHint}</p>
                ) : null}
                {textField("title", t.formTitle, {
                  maxLength: 200,
                  className: cx(inputStyles, "text-base font-semibold"),
                })}
                {textField("excerpt", t.formExcerpt, {
                  maxLength: 500,
                  rows: 3,
                  hint: t.formExcerptHint,
                })}
                {textField("coverAlt", t.formCoverAlt, {
                  maxLength: 300,
                  hint: t.formCoverAltHint,
                })}
                <div className="flex flex-col gap-1.5">
                  <span id={bodyLabel} className="text-sm font-semibold">
                    {t.formBody}
                    {suffix}
                  </span>
                  <RichTextEditor
                    id={field(name("content"))}
                    labelId={bodyLabel}
                    value={version.content}
                    onChange={(html) => setVersion(language, "content", html)}
                    invalid={Boolean(errors[name("content")])}
                  />
                  {errors[name("content")] ? (
                    <p className="text-xs font-semibold text-(--admin-danger)">
                      {translateError(errors[name("content")])}
                    </p>
                  ) : null}
                </div>
              </Card>
            );
          })}
        </div>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          <Card className="flex flex-col gap-5 p-5">
            <Field id={field("status")} label={t.formStatus} error={errors.status}>
              <select
                id={field("status")}
                name="status"
                value={values.status}
                onChange={(event) => set("status", event.target.value as FormValues["status"])}
                className={inputStyles}
                {...describedBy(field("status"), errors.status)}
              >
                <option value="draft">{t.statusDraft}</option>
                <option value="published">{t.statusPublished}</option>
              </select>
            </Field>
            <Field
              id={field("published")}
              label={t.formPublishedAt}
              error={errors.publishedAt}
              hint={t.formPublishedAtHint}
            >
              <input
                id={field("published")}
                name="publishedAt"
                type="datetime-local"
                min="1900-01-01T00:00"
                max="2099-12-31T23:59"
                value={values.publishedAt}
                onChange={(event) => set("publishedAt", event.target.value)}
                className={inputStyles}
                {...describedBy(field("published"), errors.publishedAt, t.formPublishedAtHint)}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonStyles.primary} disabled={saving}>
                {saving ? t.formSaving : t.formSave}
              </button>
              <Link to={back} className={buttonStyles.secondary}>
                {t.formCancel}
              </Link>
            </div>
            <p className="text-xs text-(--admin-muted)" aria-live="polite">
              {keptAt && dirty ? ta.draftSavedAt(formatDraftTime(keptAt)) : "\u00a0"}
            </p>
          </Card>
          <Card className="p-5">
            <Field id={field("cover")} label={t.formCover}>
              <CoverUpload
                id={field("cover")}
                value={values.coverImage}
                onChange={(url) => set("coverImage", url)}
                error={errors.coverImage}
              />
            </Field>
          </Card>
          <Card className="p-5">
            <Field
              id={field("categories")}
              label={t.formCategories}
              hint={t.formCategoriesHint}
              error={errors.categories}
            >
              <CategoryInput
                id={field("categories")}
                value={values.categories}
                suggestions={categorySuggestions}
                onChange={(names) => set("categories", names)}
                error={errors.categories}
              />
            </Field>
          </Card>
        </div>
      </fetcher.Form>
      <UnsavedDialog blocker={blocker} texts={ta} />
    </div>
  );
}
