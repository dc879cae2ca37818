import { getFormProps } from "@conform-to/react";
import { ArrowLeft, Eye, PencilLine } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  ARTICLE_LANGUAGES,
  type ArticleForEditing,
  type ArticleLanguage,
  type ArticleVersion,
  articleFormSchema,
  isBlankVersion,
  toStudioDateTime,
} from "../../../contracts/article-schema";
import {
  type FormReply,
  isSaved,
  readFieldErrors,
  readFormError,
} from "../../../contracts/form-reply";
import { buttonStyles, cx, PageHeader } from "../../components/admin/admin-ui";
import { isSignedOut, useRenewingFetcher } from "../../components/admin/session-renewal";
import { UnsavedDialog, useUnsavedGuard } from "../../components/admin/unsaved-guard";
import { useActionCall, useFetcherResult } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { messages } from "../../lib/staff-messages";
import { type FormReplyData, useSchemaForm } from "../../lib/use-schema-form";
import { formatDraftTime } from "./article-draft";
import { ArticlePreview } from "./article-preview";
import { ArticlePreviewPanel } from "./article-preview-panel";
import { ArticleSeoFields } from "./article-seo-fields";
import { ArticleSidePanel, toNames } from "./article-side-panel";
import { ArticleVersionFields, LanguageTabs } from "./article-version-fields";
import { ArticleHistoryLink, LanguageWarning } from "./editorial-tools";
import { useArticleDraft } from "./use-article-draft";

const t = messages.blog;
const ta = messages.admin.articles;
const VERSION_FIELDS = ["title", "excerpt", "coverAlt", "content"] as const;

/** A version's texts, from the stored article or as the form holds them now (missing: empty). */
function toVersionValues(version: unknown): ArticleVersion {
  const fields = (typeof version === "object" && version ? version : {}) as Record<string, unknown>;
  const text = (name: keyof ArticleVersion) =>
    typeof fields[name] === "string" ? fields[name] : "";
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    content: text("content"),
    coverAlt: text("coverAlt"),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    socialImage: text("socialImage"),
  };
}

/** The form's fields of a stored article (only those: the unsaved-changes check compares them). */
const toFormValues = (article: ArticleForEditing | null) => ({
  versions: {
    en: toVersionValues(article?.versions.en),
    id: toVersionValues(article?.versions.id),
  },
  coverImage: article?.image ?? "",
  status: article?.status ?? "draft",
  publishedAt: toStudioDateTime(article?.published_at),
  categories: article?.categories.map((category) => category.name) ?? [],
});

const otherLanguage = (language: ArticleLanguage) => (language === "en" ? "id" : "en");

type Props = {
  article: ArticleForEditing | null;
  categorySuggestions: string[];
  back: string;
  /** The action's reply to a save posted without JavaScript. */
  reply?: FormReplyData;
};

export function AdminArticleFormScreen({ article, categorySuggestions, back, reply }: Props) {
  // An ended session asks to sign in again in place, then sends the same save again.
  const fetcher = useRenewingFetcher<FormReply>();
  const answer = fetcher.data;
  const [defaultValue] = useState(() => toFormValues(article));
  const [form, fields] = useSchemaForm(articleFormSchema, {
    id: "article",
    lastResult: isSignedOut(answer) ? undefined : (answer ?? reply),
    defaultValue,
  });
  const versionFields = fields.versions.getFieldset();
  const versions = {
    en: toVersionValues(versionFields.en.value),
    id: toVersionValues(versionFields.id.value),
  };
  // On a phone one version shows at a time; wider screens show both side by side.
  const [tab, setTab] = useState<ArticleLanguage>(() =>
    article?.versions.en || !article?.versions.id ? "en" : "id",
  );
  const [preview, setPreview] = useState<{ html: string; language: ArticleLanguage } | null>(null);
  const { call: previewCall } = useActionCall<FormReply<string>>("/admin/article-preview");
  const savingRef = useRef(false);
  const saving = fetcher.state !== "idle";
  const blocker = useUnsavedGuard(form.dirty, savingRef);
  const draft = useArticleDraft({
    uid: article?.uid ?? null,
    value: form.value,
    dirty: form.dirty,
    saving,
    restore: (values) => form.update({ value: values as never }),
  });

  // After a refused save the first field in error gets the focus; on a phone, its language's tab
  // opens first (Conform focuses the fields it can reach; the body is TipTap's, not an input).
  const errorsToShow = useRef(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!errorsToShow.current) return;
    errorsToShow.current = false;
    const errors = form.allErrors;
    const inError = (name: string) =>
      Object.keys(errors).some((key) => key === name || key.startsWith(`${name}[`));
    for (const language of ARTICLE_LANGUAGES) {
      const version = versionFields[language].getFieldset();
      const field = VERSION_FIELDS.map((name) => version[name]).find((each) => inError(each.name));
      if (!field) continue;
      setTab(language);
      setFocusId(field.id);
      return;
    }
    const { status, publishedAt, coverImage, categories } = fields;
    const field = [status, publishedAt, coverImage, categories].find((each) => inError(each.name));
    if (field) setFocusId(field.id);
  }, [form.allErrors, fields, versionFields]);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  useFetcherResult(fetcher, (refused) => {
    savingRef.current = false;
    errorsToShow.current = true;
    setPreview(null);
    const message = readFormError(refused);
    toast.error(message || t.formSaveFailed);
  });

  function save(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Conform's own requests (a field set from code, a check) are not saves.
    if (submitter?.getAttribute("name") === "__intent__") return form.onSubmit(event);
    form.onSubmit(event);
    // Refused in the browser: its reasons show on the next render.
    errorsToShow.current = event.defaultPrevented;
    if (event.defaultPrevented) return;
    draft.keep();
    savingRef.current = true;
  }

  async function showPreview(
    // The version on screen (the phone's tab), or the other one when it is empty.
    language: ArticleLanguage = isBlankVersion(versions[tab]) ? otherLanguage(tab) : tab,
  ) {
    const body = new FormData();
    body.set("content", versions[language].content);
    const result = await previewCall(body);
    if (isSaved(result) && typeof result?.result === "string") {
      setPreview({ html: result.result, language });
      return;
    }
    // The body breaks a rule of the schema: the form says which, next to it.
    if (result && !isSignedOut(result) && readFieldErrors(result).content) {
      form.validate({ name: versionFields[language].getFieldset().content.name });
    }
    toast.error(t.formSaveFailed);
  }

  return (
    <div>
      <Link to={back} className={cx(buttonStyles.ghost, "mb-2 -ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.adminListTitle}
      </Link>
      <PageHeader
        title={article ? t.formEditTitle : t.formCreateTitle}
        actions={
          <>
            {article ? <ArticleHistoryLink uid={article.uid} /> : null}
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
          </>
        }
      />
      {preview !== null ? (
        <ArticlePreviewPanel
          language={preview.language}
          onLanguageChange={(language) => void showPreview(language)}
        >
          <ArticlePreview
            language={preview.language}
            version={versions[preview.language]}
            html={preview.html}
            categories={toNames(fields.categories.value)}
            cover={typeof fields.coverImage.value === "string" ? fields.coverImage.value : ""}
            createdAt={article?.created_at ?? new Date().toISOString()}
          />
        </ArticlePreviewPanel>
      ) : null}
      {draft.restoredAt ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-(--admin-border) bg-(--admin-surface-2) px-4 py-3 text-sm"
        >
          <span>{ta.draftRestored(formatDraftTime(draft.restoredAt))}</span>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              draft.discard();
              form.reset();
            }}
          >
            {ta.draftDiscard}
          </button>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onSubmit={save}
        className={cx("flex flex-col gap-6", preview !== null && "hidden")}
      >
        <LanguageTabs
          current={tab}
          missing={(language) => isBlankVersion(versions[language])}
          onChange={setTab}
        />
        <LanguageWarning versions={versions} />
        <div className="grid gap-6 lg:grid-cols-2">
          {ARTICLE_LANGUAGES.map((language) => (
            <ArticleVersionFields
              key={language}
              language={language}
              field={versionFields[language]}
              missing={isBlankVersion(versions[language])}
              hidden={tab !== language}
            />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {ARTICLE_LANGUAGES.map((language) => (
            <ArticleSeoFields
              key={language}
              language={language}
              field={versionFields[language]}
              version={versions[language]}
              cover={typeof fields.coverImage.value === "string" ? fields.coverImage.value : ""}
              hidden={tab !== language}
              onSocialImage={(url) =>
                form.update({
                  name: versionFields[language].getFieldset().socialImage.name,
                  value: url,
                })
              }
            />
          ))}
        </div>
        <ArticleSidePanel
          fields={fields}
          categorySuggestions={categorySuggestions}
          back={back}
          saving={saving}
          draftNote={draft.keptAt ? ta.draftSavedAt(formatDraftTime(draft.keptAt)) : null}
          onFieldChange={(name, value) => form.update({ name, value: value as never })}
          language={tab}
          onCoverAlt={(alt) => {
            // The picked image's description for the version on show, unless it has its own.
            const coverAlt = versionFields[tab].getFieldset().coverAlt;
            if (alt && !coverAlt.value) form.update({ name: coverAlt.name, value: alt });
          }}
        />
      </fetcher.Form>
      <UnsavedDialog blocker={blocker} texts={ta} />
    </div>
  );
}
