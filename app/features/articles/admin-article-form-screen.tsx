import { ArrowLeft, Eye, PencilLine } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles, cx, PageHeader } from "#app/components/admin/admin-ui.tsx";
import { isSignedOut } from "#app/components/admin/session-renewal.ts";
import { UnsavedDialog } from "#app/components/admin/unsaved-guard.tsx";
import { useActionCall } from "#app/components/admin/use-action-call.ts";
import { useStaffForm } from "#app/components/admin/use-staff-form.ts";
import { PreviewPanel } from "#app/components/admin/website-preview.tsx";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { FormReplyData } from "#app/lib/use-schema-form.ts";
import {
  ARTICLE_LANGUAGES,
  type ArticleForEditing,
  type ArticleLanguage,
  type ArticleVersion,
  articleFormSchema,
  isBlankVersion,
  toStudioDateTime,
} from "#contracts/article-schema.ts";
import { type FormReply, isSaved, readFieldErrors } from "#contracts/form-reply.ts";
import { formatDraftTime } from "./article-draft.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { ArticleSeoFields } from "./article-seo-fields.tsx";
import { ArticleSidePanel, scheduledMoment, toNames } from "./article-side-panel.tsx";
import { ArticleVersionFields, LanguageTabs } from "./article-version-fields.tsx";
import { ArticleHistoryLink, LanguageWarning } from "./editorial-tools.tsx";
import { useArticleDraft } from "./use-article-draft.ts";

const t = messages.blog;
const ta = messages.admin.articles;

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
  // On a phone one version shows at a time; wider screens show both side by side.
  const [tab, setTab] = useState<ArticleLanguage>(() =>
    article?.versions.en || !article?.versions.id ? "en" : "id",
  );
  const [defaultValue] = useState(() => toFormValues(article));
  const { form, fields, fetcher, saving, formProps, blocker } = useStaffForm(articleFormSchema, {
    id: "article",
    defaultValue,
    reply,
    failedText: t.formSaveFailed,
    showLanguage: setTab,
    onSend: () => draft.keep(),
  });
  const versionFields = fields.versions.getFieldset();
  const versions = {
    en: toVersionValues(versionFields.en.value),
    id: toVersionValues(versionFields.id.value),
  };
  const [preview, setPreview] = useState<{ html: string; language: ArticleLanguage } | null>(null);
  const { call: previewCall } = useActionCall<FormReply<string>>("/admin/article-preview");
  const draft = useArticleDraft({
    uid: article?.uid ?? null,
    value: form.value,
    dirty: form.dirty,
    saving,
    restore: (values) => form.update({ value: values as never }),
  });
  // A refused save shows the form again, with its reasons.
  useEffect(() => {
    if (fetcher.data) setPreview(null);
  }, [fetcher.data]);

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
        <PreviewPanel
          className="mb-6"
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
            scheduledFor={scheduledMoment(fields.status.value, fields.publishedAt.value)}
          />
        </PreviewPanel>
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
        {...formProps}
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
