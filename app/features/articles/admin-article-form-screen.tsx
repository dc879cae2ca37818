import { ArrowLeft, Eye, PencilLine } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { type ArticleDetail, articleVersionSchema } from "../../../contracts/article-schema";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
  PageHeader,
} from "../../components/admin/admin-ui";
import { UnsavedDialog, useUnsavedGuard } from "../../components/admin/unsaved-guard";
import { useActionCall } from "../../components/admin/use-action-call";
import { messages } from "../../lib/staff-messages";
import { ARTICLE_BODY_CLASS } from "./article-body";
import { formatArticleDate } from "./article-date";
import { clearDraft, draftKey, formatDraftTime, readDraft, writeDraft } from "./article-draft";
import { CategoryInput } from "./category-input";
import { CoverPicture } from "./cover-picture";
import { CoverUpload } from "./cover-upload";
import { RichTextEditor } from "./rich-text-editor";

const t = messages.blog;
const ta = messages.admin.articles;

type FormValues = {
  title: string;
  excerpt: string;
  categories: string[];
  coverImage: string;
  content: string;
  status: "draft" | "published";
  publishedAt: string;
};

/** datetime-local wants local "YYYY-MM-DDTHH:mm". */
export function toLocalInput(iso: string | null) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function initialValues(article: ArticleDetail | null): FormValues {
  return {
    title: article?.title ?? "",
    excerpt: article?.excerpt ?? "",
    categories: article?.categories.map((category) => category.name) ?? [],
    coverImage: article?.image ?? "",
    content: article?.content ?? "",
    status: article?.status ?? "draft",
    publishedAt: toLocalInput(article?.published_at ?? null),
  };
}

type Props = { article: ArticleDetail | null; categorySuggestions: string[]; back: string };
type ActionData = { ok: false; message: string; fields: Record<string, string> };

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/** One field's problem as the user types, so a fixed field loses its error at once. */
function checkField(key: keyof FormValues, values: FormValues): string | undefined {
  if (key === "title") {
    const result = articleVersionSchema.shape.title.safeParse(values.title);
    return result.success ? undefined : result.error.issues[0]?.message;
  }
  return undefined;
}

/** The form as the action reads it; the publish time goes as ISO with the browser's offset. */
function toFormData(values: FormValues) {
  const body = new FormData();
  body.set("title", values.title);
  body.set("excerpt", values.excerpt);
  body.set("content", values.content);
  body.set("coverImage", values.coverImage);
  body.set("status", values.status);
  body.set("publishedAt", values.publishedAt ? new Date(values.publishedAt).toISOString() : "");
  for (const name of values.categories) body.append("categories", name);
  return body;
}

export function AdminArticleFormScreen({ article, categorySuggestions, back }: Props) {
  const ids = useId();
  const fetcher = useFetcher<ActionData>();
  const [initial] = useState<FormValues>(() => initialValues(article));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const { call: previewCall } = useActionCall<
    { ok: true; html: string } | { ok: false; fields: Record<string, string> }
  >("/admin/article-preview");
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const savingRef = useRef(false);
  const handled = useRef<ActionData | null>(null);
  const key = draftKey(article?.uid ?? null);
  const saving = fetcher.state !== "idle";
  const dirty = !sameValues(values, initial);
  const blocker = useUnsavedGuard(dirty, savingRef);

  // A draft left in this browser comes back (after hydration: the server cannot see it).
  useEffect(() => {
    const draft = readDraft<FormValues>(key);
    if (!draft || sameValues(draft.values, initial)) return;
    setValues({ ...initial, ...draft.values });
    setRestoredAt(draft.savedAt);
  }, [key, initial]);

  // Autosave: a second after the last change, the draft is kept on this device.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      const now = new Date();
      if (writeDraft(key, values, now)) setKeptAt(now.toISOString());
    }, 800);
    return () => clearTimeout(timer);
  }, [dirty, key, values]);

  // A successful save redirects away; the kept draft has done its job then.
  useEffect(
    () => () => {
      if (savingRef.current) clearDraft(key);
    },
    [key],
  );

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    savingRef.current = false;
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(result.fields ?? {}))
      fields[name.split(".")[0]] ??= message;
    setErrors(fields);
    setPreview(null);
    toast.error(result.message || t.formSaveFailed);
  }, [fetcher.state, fetcher.data]);

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      setErrors((shown) => {
        if (!shown[name]) return shown;
        const { [name]: _fixed, ...rest } = shown;
        const still = checkField(name, next);
        return still ? { ...rest, [name]: still } : rest;
      });
      return next;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    const titleProblem = checkField("title", values);
    if (titleProblem) {
      setErrors((shown) => ({ ...shown, title: titleProblem }));
      document.getElementById(field("title"))?.focus();
      return;
    }
    savingRef.current = true;
    fetcher.submit(toFormData(values), { method: "post" });
  }

  function discardDraft() {
    clearDraft(key);
    setValues(initial);
    setRestoredAt(null);
    setKeptAt(null);
    setErrors({});
  }

  async function showPreview() {
    const form = new FormData();
    form.set("content", values.content);
    const result = await previewCall(form);
    if (result?.ok) return setPreview(result.html);
    if (result?.fields.content) setErrors({ content: result.fields.content });
    toast.error(t.formSaveFailed);
  }

  const field = (name: string) => `${ids}-${name}`;
  const bodyLabel = field("body-label");

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
          <div className="bg-paper text-ink" data-testid="article-preview">
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
                {values.title}
              </h2>
              {values.excerpt ? (
                <p className="mt-3 max-w-3xl text-white/80">{values.excerpt}</p>
              ) : null}
              <p className="mt-4 text-sm text-white/85">
                {formatArticleDate(article?.created_at ?? new Date().toISOString())}
              </p>
            </div>
            <div className="px-4 pb-12 sm:px-10">
              <div className="-mt-16 overflow-hidden rounded-2xl shadow-xl">
                <CoverPicture
                  src={values.coverImage || null}
                  alt=""
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
        className={cx(
          "grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]",
          preview !== null && "hidden",
        )}
      >
        <input type="hidden" name="content" value={values.content} />
        <input type="hidden" name="coverImage" value={values.coverImage} />
        {values.categories.map((name) => (
          <input key={name} type="hidden" name="categories" value={name} />
        ))}
        <Card className="flex flex-col gap-5 p-5">
          <Field id={field("title")} label={t.formTitle} error={errors.title}>
            <input
              id={field("title")}
              name="title"
              value={values.title}
              maxLength={200}
              required
              onChange={(event) => set("title", event.target.value)}
              className={cx(inputStyles, "text-base font-semibold")}
              {...describedBy(field("title"), errors.title)}
            />
          </Field>
          <Field
            id={field("excerpt")}
            label={t.formExcerpt}
            error={errors.excerpt}
            hint={t.formExcerptHint}
          >
            <textarea
              id={field("excerpt")}
              name="excerpt"
              value={values.excerpt}
              maxLength={500}
              rows={3}
              onChange={(event) => set("excerpt", event.target.value)}
              className={inputStyles}
              {...describedBy(field("excerpt"), errors.excerpt, t.formExcerptHint)}
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <span id={bodyLabel} className="text-sm font-semibold">
              {t.formBody}
            </span>
            <RichTextEditor
              id={field("body")}
              labelId={bodyLabel}
              value={values.content}
              onChange={(html) => set("content", html)}
              invalid={Boolean(errors.content)}
            />
            {errors.content ? (
              <p className="text-xs font-semibold text-(--admin-danger)">{errors.content}</p>
            ) : null}
          </div>
        </Card>
        <div className="flex flex-col gap-6">
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
          <Card className="flex flex-col gap-2 p-5">
            <label htmlFor={field("cover")} className="text-sm font-semibold">
              {t.formCover}
            </label>
            <CoverUpload
              id={field("cover")}
              value={values.coverImage}
              onChange={(url) => set("coverImage", url)}
              error={errors.coverImage}
            />
          </Card>
          <Card className="flex flex-col gap-2 p-5">
            <label htmlFor={field("categories")} className="text-sm font-semibold">
              {t.formCategories}
            </label>
            <CategoryInput
              id={field("categories")}
              value={values.categories}
              suggestions={categorySuggestions}
              onChange={(names) => set("categories", names)}
              error={errors.categories}
            />
            {errors.categories ? (
              <p
                id={`${field("categories")}-error`}
                className="text-xs font-semibold text-(--admin-danger)"
              >
                {errors.categories}
              </p>
            ) : (
              <p id={`${field("categories")}-hint`} className="text-xs text-(--admin-muted)">
                {t.formCategoriesHint}
              </p>
            )}
          </Card>
        </div>
      </fetcher.Form>
      <UnsavedDialog
        blocker={blocker}
        title={ta.unsavedTitle}
        text={ta.unsavedText}
        stay={ta.unsavedStay}
        leave={ta.unsavedLeave}
      />
    </div>
  );
}
