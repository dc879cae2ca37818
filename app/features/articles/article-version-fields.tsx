import {
  type FieldMetadata,
  getInputProps,
  getTextareaProps,
  useInputControl,
} from "@conform-to/react";
import type { ReactNode } from "react";
import {
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  inputStyles,
} from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  ARTICLE_LANGUAGES,
  type ArticleFormValues,
  type ArticleLanguage,
} from "#contracts/article-schema.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

const t = messages.blog;

/** Each language's name in the staff member's language (read when shown: it can switch). */
export const LANGUAGE_NAMES: Record<ArticleLanguage, string> = {
  get en() {
    return t.versionEnglish;
  },
  get id() {
    return t.versionIndonesian;
  },
};

/** On a phone, which version shows (wider screens show both): one button per language. */
export function LanguageTabs({
  current,
  missing,
  onChange,
}: {
  current: ArticleLanguage;
  missing: (language: ArticleLanguage) => boolean;
  onChange: (language: ArticleLanguage) => void;
}) {
  return (
    <fieldset className="flex gap-2 lg:hidden">
      <legend className="sr-only">{t.versionTabs}</legend>
      {ARTICLE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          onClick={() => onChange(language)}
          className={cx(
            current === language ? buttonStyles.primary : buttonStyles.secondary,
            "flex-1 flex-wrap",
          )}
        >
          {LANGUAGE_NAMES[language]}
          {missing(language) ? (
            <span className="text-xs font-normal">({t.versionMissing})</span>
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}

type FormShape = ArticleFormValues & Record<string, unknown>;
type VersionField = FieldMetadata<ArticleFormValues["versions"]["en"], FormShape>;

/**
 * One language version of the article: title, excerpt, cover alt text and body, named by their
 * schema paths (`versions.id.title`). The body is TipTap's: a hidden input carries it, so the
 * same field is posted with or without JavaScript.
 */
export function ArticleVersionFields({
  language,
  field,
  missing,
  hidden,
}: {
  language: ArticleLanguage;
  field: VersionField;
  /** Nothing is written in this language yet (the article is not published in it). */
  missing: boolean;
  /** On a phone, the other language's tab is the one open. */
  hidden: boolean;
}) {
  const fields = field.getFieldset();
  const headingId = `${field.id}-heading`;
  const bodyLabel = `${fields.content.id}-label`;
  // The English fields keep their plain names; the Indonesian ones say their language.
  const suffix =
    language === "en" ? null : <span className="sr-only"> ({LANGUAGE_NAMES[language]})</span>;
  const label = (text: string) => (
    <>
      {text}
      {suffix}
    </>
  );
  const error = (name: "title" | "excerpt" | "coverAlt" | "content") => fields[name].errors?.[0];

  return (
    <Card
      aria-labelledby={headingId}
      data-testid={`article-version-${language}`}
      data-language={language}
      className={cx(
        "flex min-w-0 flex-col gap-5 p-5",
        missing && "border-dashed",
        hidden && "max-lg:hidden",
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
      <Field id={fields.title.id} label={label(t.formTitle)} error={error("title")}>
        <input
          {...getInputProps(fields.title, { type: "text", ariaAttributes: false })}
          // Only a version with text needs its title: the schema says when.
          required={undefined}
          lang={language}
          maxLength={200}
          className={cx(inputStyles, "text-base font-semibold")}
          {...describedBy(fields.title.id, error("title"))}
        />
      </Field>
      <Field
        id={fields.excerpt.id}
        label={label(t.formExcerpt)}
        error={error("excerpt")}
        hint={t.formExcerptHint}
      >
        <textarea
          {...getTextareaProps(fields.excerpt, { ariaAttributes: false })}
          lang={language}
          rows={3}
          maxLength={500}
          className={inputStyles}
          {...describedBy(fields.excerpt.id, error("excerpt"), t.formExcerptHint)}
        />
      </Field>
      <Field
        id={fields.coverAlt.id}
        label={label(t.formCoverAlt)}
        error={error("coverAlt")}
        hint={t.formCoverAltHint}
      >
        <input
          {...getInputProps(fields.coverAlt, { type: "text", ariaAttributes: false })}
          lang={language}
          maxLength={300}
          className={inputStyles}
          {...describedBy(fields.coverAlt.id, error("coverAlt"), t.formCoverAltHint)}
        />
      </Field>
      <BodyField
        field={fields.content}
        labelId={bodyLabel}
        label={label(t.formBody)}
        language={language}
      />
    </Card>
  );
}

/** The body: TipTap writes into the hidden input Conform reads and validates. */
function BodyField({
  field,
  labelId,
  label,
  language,
}: {
  field: FieldMetadata<string | undefined, FormShape>;
  labelId: string;
  label: ReactNode;
  language: ArticleLanguage;
}) {
  const body = useInputControl(field);
  const html = typeof body.value === "string" ? body.value : "";
  const error = field.errors?.[0];
  return (
    <div className="flex flex-col gap-1.5">
      {/* Held by React: a hidden input's default value is its value, so React would undo the
          editor's changes on the next render. No id: the editor carries it, for label and focus. */}
      <input
        {...getInputProps(field, { type: "hidden", value: false, ariaAttributes: false })}
        id={undefined}
        value={html}
        readOnly
      />
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <RichTextEditor
        id={field.id}
        name={field.name}
        labelId={labelId}
        value={html}
        onChange={body.change}
        onBlur={body.blur}
        invalid={Boolean(error)}
        language={language}
      />
      {error ? (
        <p id={`${field.id}-error`} className="text-xs font-semibold text-(--admin-danger)">
          {error}
        </p>
      ) : null}
    </div>
  );
}
