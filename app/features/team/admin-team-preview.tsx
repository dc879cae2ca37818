import { EyeOff } from "lucide-react";
import { useState } from "react";
import { Card } from "#app/components/admin/admin-ui.tsx";
import { languageName } from "#app/components/admin/texts-language.tsx";
import {
  PreviewHeader,
  type PreviewWidth,
  widthName,
} from "#app/components/admin/website-preview.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { Locale } from "#contracts/locale.ts";
import { type SiteImage, TEAM_ROLES, type TeamRole } from "#contracts/site-content.ts";
import { TeamMemberFigure } from "./team-portrait.tsx";

const t = messages.website.team;

type Texts = { jobTitle: string; portraitAlt: string };

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
  versions: Record<Locale, Texts>;
  visible: boolean;
}) {
  const [language, setLanguage] = useState<Locale>("en");
  const [width, setWidth] = useState<PreviewWidth>("phone");
  const texts = versions[language];
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-(--admin-border) px-4 py-3">
        <PreviewHeader
          language={language}
          onLanguageChange={setLanguage}
          width={width}
          onWidthChange={setWidth}
        />
      </div>
      {visible ? null : (
        <p className="flex items-center gap-2 border-b border-(--admin-border) bg-(--admin-surface-2) px-4 py-2 text-xs font-semibold">
          <EyeOff aria-hidden="true" className="size-4" />
          {t.previewHidden}
        </p>
      )}
      <section
        aria-label={t.previewLabel(languageName(language), widthName(width))}
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
