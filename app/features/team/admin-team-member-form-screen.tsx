import { getInputProps } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles, Card, Options } from "#app/components/admin/admin-ui.tsx";
import { FormSelectField, FormTextField } from "#app/components/admin/form-fields.tsx";
import { StaleVersionAlert } from "#app/components/admin/refusal-alert.tsx";
import { SiteImageField } from "#app/components/admin/site-image-field.tsx";
import { readImageValue, toImageValue } from "#app/components/admin/site-image-value.ts";
import { languageName } from "#app/components/admin/texts-language.tsx";
import { UnsavedDialog } from "#app/components/admin/unsaved-guard.tsx";
import { useStaffForm } from "#app/components/admin/use-staff-form.ts";
import { messages } from "#app/lib/staff-messages.ts";
import type { FormReplyData } from "#app/lib/use-schema-form.ts";
import { isStaleVersion, readFormError } from "#contracts/form-reply.ts";
import { TEAM_ROLES, type TeamRole } from "#contracts/site-content.ts";
import { type TeamMemberRecord, teamMemberInputSchema } from "#contracts/site-content-schemas.ts";
import { TeamMemberPreview } from "./admin-team-preview.tsx";

const t = messages.website.team;
const shared = messages.website.shared;
const LIST = "/admin/team";

type Employee = { id: number; name: string; position: string };
type Language = "en" | "id";

/** A text, left out when empty: a form's defaultValue holds only what its fields would post. */
const text = (value: string | undefined) => (value ? value : undefined);

/**
 * The form's fields of a member, or of a new member (version 0): shown, the next position and,
 * as a start, the employee record's position as the English job title.
 */
function toFormValues(employee: Employee, member: TeamMemberRecord | null, nextOrder: number) {
  const version = (language: Language) => ({
    jobTitle: text(
      member ? member.versions[language].jobTitle : language === "en" ? employee.position : "",
    ),
    portraitAlt: text(member?.versions[language].portraitAlt),
  });
  return {
    employeeId: String(employee.id),
    visible: member && !member.visible ? undefined : "on",
    role: member?.role,
    order: String(member?.order ?? nextOrder),
    portrait: member ? toImageValue(member.portrait) : undefined,
    versions: { en: version("en"), id: version("id") },
    version: String(member?.version ?? 0),
  };
}

const isRole = (value: unknown): value is TeamRole =>
  typeof value === "string" && (TEAM_ROLES as readonly string[]).includes(value);

/**
 * /admin/team/:employeeId: a member's settings, portrait and texts in both languages beside a
 * live preview. A refused save keeps what was typed with a reason per field; a save of an
 * older version (a colleague saved first) says so and offers to reload their version.
 */
export function AdminTeamMemberFormScreen({
  employee,
  member,
  nextOrder,
  reply,
}: {
  employee: Employee;
  member: TeamMemberRecord | null;
  nextOrder: number;
  reply: FormReplyData;
}) {
  const { form, fields, fetcher, refused, saving, formProps, blocker, reload, reloading } =
    useStaffForm(teamMemberInputSchema, {
      id: "team-member",
      defaultValue: toFormValues(employee, member, nextOrder),
      reply,
      failedText: t.fixFields,
    });
  const refusal = readFormError(refused);
  const portraitFields = fields.portrait.getFieldset();
  const portrait = readImageValue(fields.portrait.value);
  const portraitError =
    fields.portrait.errors?.[0] ??
    portraitFields.url.errors?.[0] ??
    portraitFields.width.errors?.[0] ??
    portraitFields.height.errors?.[0];
  const versions = fields.versions.getFieldset();
  const texts = { en: versions.en.getFieldset(), id: versions.id.getFieldset() };
  const textOf = (value: unknown) => (typeof value === "string" ? value : "");

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={LIST}
        className="mb-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-(--admin-muted) hover:text-(--admin-text)"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {member ? t.editTitle(employee.name) : t.createTitle(employee.name)}
      </h1>
      {employee.position ? (
        <p className="mt-1 text-sm text-(--admin-muted)">{t.employeeNote(employee.position)}</p>
      ) : null}
      {refusal && isStaleVersion(refused) ? (
        <StaleVersionAlert
          className="mt-6"
          message={refusal}
          hint={t.staleLost}
          reloadLabel={t.staleReload}
          reloading={reloading}
          onReload={reload}
        />
      ) : null}
      <fetcher.Form {...formProps} className="mt-6">
        <input {...getInputProps(fields.employeeId, { type: "hidden" })} />
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <Card className="p-5 sm:p-6">
              <fieldset className="flex flex-col gap-5">
                <legend className="mb-4 text-lg font-bold">{t.settings}</legend>
                <div className="flex items-start gap-3">
                  <input
                    {...getInputProps(fields.visible, { type: "checkbox", ariaAttributes: false })}
                    className="mt-0.5 size-5 shrink-0 accent-brand-orange"
                    aria-describedby={`${fields.visible.id}-hint`}
                  />
                  <div>
                    <label htmlFor={fields.visible.id} className="text-sm font-semibold">
                      {t.visible}
                    </label>
                    <p id={`${fields.visible.id}-hint`} className="text-xs text-(--admin-muted)">
                      {t.visibleHint}
                    </p>
                  </div>
                </div>
                <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                  <FormSelectField field={fields.role} label={t.role} hint={t.roleHint}>
                    {/* Not disabled: with no role yet, the browser shows the first option. */}
                    <option value="">{t.rolePlaceholder}</option>
                    <Options values={TEAM_ROLES} />
                  </FormSelectField>
                  <FormTextField
                    field={fields.order}
                    label={t.order}
                    hint={t.orderHint}
                    inputMode="numeric"
                  />
                </div>
                <div>
                  <SiteImageField
                    name={fields.portrait.name}
                    label={t.portrait}
                    image={portrait}
                    purpose="photo"
                    kind="portrait"
                    error={portraitError}
                    onChange={(image) => {
                      if (!image) return;
                      form.update({ name: fields.portrait.name, value: toImageValue(image) });
                    }}
                  />
                  <p className="mt-1.5 text-xs text-(--admin-muted)">{t.portraitHint}</p>
                </div>
              </fieldset>
            </Card>

            <Card className="p-5 sm:p-6">
              <h2 className="mb-4 text-lg font-bold">{t.texts}</h2>
              <div className="grid gap-6 md:grid-cols-2">
                {(["en", "id"] as const).map((language) => {
                  const field = texts[language];
                  return (
                    <fieldset
                      key={language}
                      lang={language}
                      className="flex min-w-0 flex-col gap-4"
                    >
                      <legend className="mb-3 text-sm font-bold tracking-wide text-(--admin-muted) uppercase">
                        {languageName(language)}
                      </legend>
                      <FormTextField field={field.jobTitle} label={t.jobTitle} />
                      <FormTextField
                        field={field.portraitAlt}
                        label={t.portraitAlt}
                        hint={t.portraitAltHint}
                      />
                    </fieldset>
                  );
                })}
              </div>
            </Card>
          </div>

          <div className="lg:sticky lg:top-20">
            <TeamMemberPreview
              employeeId={employee.id}
              name={employee.name}
              role={isRole(fields.role.value) ? fields.role.value : undefined}
              portrait={portrait}
              visible={fields.visible.value === "on"}
              versions={{
                en: {
                  jobTitle: textOf(texts.en.jobTitle.value),
                  portraitAlt: textOf(texts.en.portraitAlt.value),
                },
                id: {
                  jobTitle: textOf(texts.id.jobTitle.value),
                  portraitAlt: textOf(texts.id.portraitAlt.value),
                },
              }}
            />
          </div>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={LIST} className={buttonStyles.secondary}>
            {shared.cancel}
          </Link>
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? shared.saving : member ? shared.save : t.create}
          </button>
        </div>
      </fetcher.Form>
      <UnsavedDialog blocker={blocker} texts={t} />
    </div>
  );
}
