import { EyeOff } from "lucide-react";
import { useState } from "react";
import { type SiteImage, TEAM_ROLES, type TeamRole } from "../../../contracts/site-content";
import { buttonStyles, Card, cx } from "../../components/admin/admin-ui";
import { messages } from "../../lib/staff-messages";
import { TeamMemberFigure } from "./team-portrait";

const t = messages.website.team;
const shared = messages.website.shared;

type Language = "en" | "id";
type Width = "phone" | "desk";
type Texts = { jobTitle: string; portraitAlt: string };

/** A row of buttons of which one is pressed: the preview's language, its width. */
function Toggle<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold text-(--admin-muted)">{legend}</legend>
      <div className="flex gap-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cx(
              value === option.value ? buttonStyles.primary : buttonStyles.secondary,
              "px-3 py-1.5 text-xs",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The member as the public team sections will show them, from the form's unsaved values: the
 * same figure as /team and the home page, in either language, at a phone's tile width (160 px)
 * or a desk's (192 px), on the sections' dark background.
 */
export function TeamMemberPreview({
  employeeId,
  name,
  role,
  portrait,
  versions,
  visible,
}: {
  employeeId: number;
  name: string;
  role: TeamRole | undefined;
  portrait: SiteImage | null;
  versions: Record<Language, Texts>;
  visible: boolean;
}) {
  const [language, setLanguage] = useState<Language>("en");
  const [width, setWidth] = useState<Width>("phone");
  const texts = versions[language];
  const languageName = language === "en" ? shared.english : shared.indonesian;
  const widthName = width === "phone" ? shared.phone : shared.desk;
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-(--admin-border) px-4 py-3">
        <h2 className="text-sm font-bold">{shared.preview}</h2>
        <p className="text-xs text-(--admin-muted)">{shared.previewNote}</p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <Toggle
            legend={shared.previewLanguage}
            value={language}
            onChange={setLanguage}
            options={[
              { value: "en", label: shared.english },
              { value: "id", label: shared.indonesian },
            ]}
          />
          <Toggle
            legend={shared.previewWidth}
            value={width}
            onChange={setWidth}
            options={[
              { value: "phone", label: shared.phone },
              { value: "desk", label: shared.desk },
            ]}
          />
        </div>
      </div>
      {visible ? null : (
        <p className="flex items-center gap-2 border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-2 text-xs font-semibold">
          <EyeOff aria-hidden="true" className="size-4" />
          {t.previewHidden}
        </p>
      )}
      <section
        aria-label={t.previewLabel(languageName, widthName)}
        className="flex justify-center bg-ink px-4 py-8 text-white"
        data-testid="team-preview"
        data-width={width}
      >
        <div lang={language} className={width === "phone" ? "w-40" : "w-48"}>
          {portrait ? (
            <TeamMemberFigure
              member={{
                id: employeeId,
                name,
                position: texts.jobTitle || t.previewJobTitle,
                role: role ?? TEAM_ROLES[0],
                img: portrait,
                alt: texts.portraitAlt || name,
              }}
            />
          ) : (
            <figure className="rounded-2xl bg-white/5 p-3 ring-1 ring-white/10">
              <div className="grid aspect-square w-full place-items-center rounded-2xl bg-brand-yellow/20 p-3 text-center text-xs text-white/80">
                {t.previewNoPortrait}
              </div>
              <figcaption className="mt-3 px-1">
                <span className="block truncate text-sm font-extrabold">{name}</span>
                <span className="block truncate text-xs text-white/65">
                  {texts.jobTitle || t.previewJobTitle}
                </span>
              </figcaption>
            </figure>
          )}
          {role ? (
            <p className="mt-3 text-center text-xs text-white/65">
              <span className="rounded-full px-2.5 py-1 ring-1 ring-white/20">{role}</span>
            </p>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
