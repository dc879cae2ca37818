import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Link } from "react-router";
import {
  buttonStyles,
  Card,
  describedBy,
  Field,
  inputStyles,
  Options,
  SubmitButton,
} from "#app/components/admin/admin-ui.tsx";
import { FormSelectField } from "#app/components/admin/form-fields.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDayAndTime, fromAgencyWallClock } from "#contracts/agency-clock.ts";
import {
  ARTICLE_STATUSES,
  type ArticleFormValues,
  type ArticleLanguage,
} from "#contracts/article-schema.ts";
import { CategoryInput } from "./category-input.tsx";
import { CoverUpload } from "./cover-upload.tsx";

const t = messages.blog;
const STATUS_LABELS = {
  get draft() {
    return t.statusDraft;
  },
  get published() {
    return t.statusPublished;
  },
};

type Fields = {
  [K in "status" | "publishedAt" | "coverImage" | "categories"]: FieldMetadata<
    ArticleFormValues[K],
    ArticleFormValues & Record<string, unknown>
  >;
};

/** The category names a list field holds (Conform gives one name as a string). */
export const toNames = (value: string | (string | undefined)[] | undefined) =>
  [value ?? []].flat().filter((name): name is string => Boolean(name));

/**
 * The moment a published article with a date still ahead goes live (the Save button then
 * schedules it), else null. The date field holds the agency's wall clock ("2026-12-05T09:00").
 */
export function scheduledMoment(status: unknown, publishedAt: unknown, now = Date.now()) {
  if (status !== "published" || typeof publishedAt !== "string" || !publishedAt) return null;
  const moment = fromAgencyWallClock(publishedAt);
  return moment.getTime() > now ? moment : null;
}

/** The first reason given for a field or any of its items (a category's name). */
const firstError = (field: { allErrors: Record<string, string[]> }) =>
  Object.values(field.allErrors)[0]?.[0];

/**
 * Beside the two versions: publishing (status, date, Save and Cancel, the draft note), the
 * cover and the categories. The cover and the categories are held in hidden inputs that the
 * widgets set, so they are posted with or without JavaScript.
 */
export function ArticleSidePanel({
  fields,
  categorySuggestions,
  back,
  saving,
  draftNote,
  onFieldChange,
  language,
  onCoverAlt,
}: {
  fields: Fields;
  categorySuggestions: string[];
  back: string;
  saving: boolean;
  draftNote: string | null;
  /** Sets a field the widgets hold (the cover's address, the category names). */
  onFieldChange: (name: string, value: string | string[]) => void;
  /** The version on show: a cover picked from the library brings its alt text in this language. */
  language: ArticleLanguage;
  onCoverAlt: (alt: string) => void;
}) {
  const { status, publishedAt, coverImage, categories } = fields;
  const cover = typeof coverImage.value === "string" ? coverImage.value : "";
  const names = toNames(categories.value);
  const categoriesError = firstError(categories);
  const scheduled = scheduledMoment(status.value, publishedAt.value);
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Card className="flex flex-col gap-5 p-5">
        <FormSelectField field={status} label={t.formStatus}>
          <Options values={ARTICLE_STATUSES} label={(value) => STATUS_LABELS[value]} />
        </FormSelectField>
        <Field
          id={publishedAt.id}
          label={t.formPublishedAt}
          error={publishedAt.errors?.[0]}
          hint={t.formPublishedAtHint}
        >
          <input
            {...getInputProps(publishedAt, { type: "datetime-local", ariaAttributes: false })}
            min="1900-01-01T00:00"
            max="2099-12-31T23:59"
            className={inputStyles}
            {...describedBy(publishedAt.id, publishedAt.errors?.[0], t.formPublishedAtHint)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={saving}>
            {saving ? t.formSaving : scheduled ? t.formSchedule : t.formSave}
          </SubmitButton>
          <Link to={back} className={buttonStyles.secondary}>
            {t.formCancel}
          </Link>
        </div>
        {scheduled ? (
          <p className="text-sm font-semibold" data-testid="scheduled-for">
            {t.scheduledFor(formatDayAndTime(scheduled, getStaffLocale()))}
          </p>
        ) : null}
        <p className="text-xs text-(--admin-muted)" aria-live="polite">
          {draftNote ?? "\u00a0"}
        </p>
      </Card>
      <Card className="p-5">
        <input
          {...getInputProps(coverImage, { type: "hidden", ariaAttributes: false })}
          id={undefined}
        />
        <Field id={coverImage.id} label={t.formCover}>
          <CoverUpload
            id={coverImage.id}
            value={cover}
            onChange={(url) => onFieldChange(coverImage.name, url)}
            altLanguage={language}
            onAlt={onCoverAlt}
            error={coverImage.errors?.[0]}
          />
        </Field>
      </Card>
      <Card className="p-5">
        {categories.getFieldList().map((category) => (
          <input
            {...getInputProps(category, { type: "hidden", ariaAttributes: false })}
            key={category.key}
            id={undefined}
          />
        ))}
        <Field
          id={categories.id}
          label={t.formCategories}
          hint={t.formCategoriesHint}
          error={categoriesError}
        >
          <CategoryInput
            id={categories.id}
            value={names}
            suggestions={categorySuggestions}
            onChange={(next) => onFieldChange(categories.name, next)}
            error={categoriesError}
          />
        </Field>
      </Card>
    </div>
  );
}
