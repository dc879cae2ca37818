import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { Card, cx, describedBy, Field, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { MediaPickerButton } from "#app/components/admin/media-picker-dialog.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  type ArticleFormValues,
  type ArticleLanguage,
  type ArticleVersion,
  SEO_SHOWN_LENGTH,
} from "#contracts/article-schema.ts";
import { LANGUAGE_NAMES } from "./article-version-fields.tsx";

const t = messages.editorial;

type FormShape = ArticleFormValues & Record<string, unknown>;
type VersionField = FieldMetadata<ArticleFormValues["versions"]["en"], FormShape>;

/** A length as Google would show it, counted as the field is typed; past it, in the warning colour. */
function ShownLength({ id, count, shown }: { id: string; count: number; shown: number }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cx(
        "text-xs",
        count > shown ? "font-semibold text-(--admin-accent-text)" : "text-(--admin-muted)",
      )}
    >
      {t.seoCount(count, shown)}
    </p>
  );
}

/**
 * One version's search and share texts (meta title, meta description, social image) with how a
 * search result and a shared link will show them, falling back as the page does: title, excerpt,
 * cover. The social image is an address, typed or picked from the media library.
 */
export function ArticleSeoFields({
  language,
  field,
  version,
  cover,
  hidden,
  onSocialImage,
}: {
  language: ArticleLanguage;
  field: VersionField;
  version: ArticleVersion;
  cover: string;
  hidden: boolean;
  onSocialImage: (url: string) => void;
}) {
  const fields = field.getFieldset();
  const headingId = `${field.id}-seo-heading`;
  const title = version.metaTitle || version.title;
  const description = version.metaDescription || version.excerpt;
  const image = version.socialImage || cover;
  const titleCount = `${fields.metaTitle.id}-count`;
  const descriptionCount = `${fields.metaDescription.id}-count`;
  const imageError = fields.socialImage.errors?.[0];
  return (
    <Card
      aria-labelledby={headingId}
      data-testid={`article-seo-${language}`}
      data-language={language}
      className={cx("flex min-w-0 flex-col gap-4 p-5", hidden && "max-lg:hidden")}
    >
      <h2 id={headingId} className="text-base font-bold">
        {t.seoTitle(LANGUAGE_NAMES[language])}
      </h2>
      <Field id={fields.metaTitle.id} label={t.seoMetaTitle} hint={t.seoMetaTitleHint}>
        <input
          {...getInputProps(fields.metaTitle, { type: "text", ariaAttributes: false })}
          lang={language}
          maxLength={200}
          placeholder={version.title}
          className={inputStyles}
          aria-describedby={`${fields.metaTitle.id}-hint ${titleCount}`}
        />
      </Field>
      <ShownLength id={titleCount} count={title.length} shown={SEO_SHOWN_LENGTH.title} />
      <Field
        id={fields.metaDescription.id}
        label={t.seoMetaDescription}
        hint={t.seoMetaDescriptionHint}
      >
        <textarea
          {...getTextareaProps(fields.metaDescription, { ariaAttributes: false })}
          lang={language}
          rows={3}
          maxLength={500}
          placeholder={version.excerpt}
          className={inputStyles}
          aria-describedby={`${fields.metaDescription.id}-hint ${descriptionCount}`}
        />
      </Field>
      <ShownLength
        id={descriptionCount}
        count={description.length}
        shown={SEO_SHOWN_LENGTH.description}
      />
      <Field
        id={fields.socialImage.id}
        label={t.seoSocialImage}
        hint={t.seoSocialImageHint}
        error={imageError}
      >
        <input
          {...getInputProps(fields.socialImage, { type: "text", ariaAttributes: false })}
          placeholder={cover}
          className={inputStyles}
          {...describedBy(fields.socialImage.id, imageError, t.seoSocialImageHint)}
        />
      </Field>
      <div>
        <MediaPickerButton
          altLanguage={language}
          field={`${t.seoSocialImage} (${LANGUAGE_NAMES[language]})`}
          onPick={(image) => onSocialImage(image.url)}
        />
      </div>
      <div className="flex flex-col gap-2" lang={language}>
        <p className="text-xs font-semibold text-(--admin-muted)">{t.seoSearchPreview}</p>
        <div
          className="rounded-xl border border-(--admin-border) bg-white p-3 text-left"
          data-testid="seo-search-card"
        >
          <p className="truncate text-xs text-[#4d5156]">projingga.id › article</p>
          <p className="truncate text-lg leading-snug text-[#1a0dab]">
            {title.length > SEO_SHOWN_LENGTH.title
              ? `${title.slice(0, SEO_SHOWN_LENGTH.title - 1)}…`
              : title}
          </p>
          <p className="line-clamp-2 text-sm text-[#4d5156]">
            {description.length > SEO_SHOWN_LENGTH.description
              ? `${description.slice(0, SEO_SHOWN_LENGTH.description - 1)}…`
              : description}
          </p>
        </div>
        <p className="text-xs font-semibold text-(--admin-muted)">{t.seoSocialPreview}</p>
        <div
          className="overflow-hidden rounded-xl border border-(--admin-border) bg-white text-left text-[#0f0f10]"
          data-testid="seo-social-card"
        >
          {/* A plain image: the form's cover picture stays the one picture of the form. */}
          {image ? (
            <img
              src={image}
              alt=""
              loading="lazy"
              className="aspect-[1200/630] w-full object-cover"
            />
          ) : (
            <div className="aspect-[1200/630] w-full bg-[linear-gradient(135deg,#fdd12a,#f68724)]" />
          )}
          <div className="p-3">
            <p className="text-xs uppercase text-[#55555f]">projingga.id</p>
            <p className="line-clamp-2 font-bold">{title}</p>
            <p className="line-clamp-2 text-sm text-[#55555f]">{description}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}
