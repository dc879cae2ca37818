import { useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { SelectField } from "#app/components/ui/field.tsx";
import { PageIntro } from "#app/features/site/page-intro.tsx";
import { TeamMarquee } from "#app/features/team/team-marquee.tsx";
import { TeamMemberFigure } from "#app/features/team/team-portrait.tsx";
import { DESKTOP_ROW_COUNT, MOBILE_ROW_COUNT, splitEvenly } from "#app/features/team/team-rows.ts";
import { useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { TEAM_ROLES, type TeamRole } from "#contracts/site-content.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { mainPageMeta } from "#server/site/page-meta.ts";
import { listTeamMembers } from "#server/site/site-content.ts";
import type { Route } from "./+types/team";

type Filter = TeamRole | "All";
const FILTERS: readonly Filter[] = ["All", ...TEAM_ROLES];

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const { db } = args.context.get(servicesContext);
  return {
    team: await listTeamMembers(db, context.locale),
    meta: mainPageMeta(context, "/team", (messages) => messages.site.team),
  };
}

export const meta = metaFromLoader;

export default function Team({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const messages = useMessages();
  const t = messages.site.team;
  const [filter, setFilter] = useState<Filter>("All");
  const members = filter === "All" ? team : team.filter((member) => member.role === filter);
  const label = (value: Filter) => (value === "All" ? t.all : value);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="min-h-screen overflow-hidden bg-ink pb-24 text-white outline-none"
    >
      <div className="container-page pt-12 md:pt-20">
        <PageIntro copy={t} titleClassName="text-5xl sm:text-7xl" />

        <div className="mt-10 hidden sm:block" data-testid="team-filter-buttons">
          <fieldset>
            <legend className="sr-only">{t.filterLabel}</legend>
            <div className="flex flex-wrap gap-2">
              {FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter === value}
                  onClick={() => setFilter(value)}
                  className={cx(
                    "rounded-full px-4 py-2 text-sm font-bold ring-1 transition-colors",
                    filter === value
                      ? "bg-brand-yellow text-ink ring-brand-yellow"
                      : "text-white/80 ring-white/20 hover:text-white hover:ring-white/60",
                  )}
                >
                  {label(value)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="mt-8 sm:hidden" data-testid="team-filter-select">
          <SelectField
            id="team-role"
            label={t.filterLabel}
            tone="dark"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value as Filter)}
            options={FILTERS.map((value) => ({ value, label: label(value) }))}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {t.count(members.length, label(filter))}
        </p>
      </div>

      {filter === "All" ? (
        <div className="mt-12" data-testid="team-marquee">
          <TeamMarquee
            className="hidden sm:flex"
            rows={splitEvenly(team, DESKTOP_ROW_COUNT)}
            rowLabel={t.row}
          />
          <TeamMarquee
            className="sm:hidden"
            rows={splitEvenly(team, MOBILE_ROW_COUNT)}
            rowLabel={t.row}
          />
        </div>
      ) : members.length === 0 ? (
        <p className="container-page mt-12 text-white/75" data-testid="team-empty">
          {t.empty}
        </p>
      ) : (
        <ul
          className="container-page mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5"
          data-testid="team-grid"
        >
          {members.map((member) => (
            <li key={member.id} data-member={member.name} data-role={member.role}>
              <TeamMemberFigure member={member} truncate={false} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
