import { ArrowRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { ClientLogo } from "#app/components/client-logo.tsx";
import { ButtonLink, type ButtonVariant, buttonClass } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { Highlight, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ArticleGrid } from "#app/features/articles/article-grid.tsx";
import { LazyContactForm } from "#app/features/leads/lazy-contact-form.tsx";
import { ServiceColumns } from "#app/features/services/service-card.tsx";
import { AboutTabs } from "#app/features/site/about-tabs.tsx";
import { ChatLink } from "#app/features/site/chat-link.tsx";
import { ContactTrigger } from "#app/features/site/contact-overlay.tsx";
import { TeamMemberFigure } from "#app/features/team/team-portrait.tsx";
import { formatFigure } from "#app/lib/format-number.ts";
import { type Messages, useLocale, useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { getNewsfeed } from "#server/articles/article-queries.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { mainPageMeta } from "#server/site/page-meta.ts";
import {
  listClients,
  listServices,
  listTeamMembers,
  markOfClient,
  summarizeService,
} from "#server/site/site-content.ts";
import type { Route } from "./+types/home";

const HERO = { base: "/images/site/hero", widths: [600, 960, 1200] as const };
const HERO_SIZES = "(min-width: 960px) 540px, 100vw";

export async function loader(args: Route.LoaderArgs) {
  const { db, sanitizer } = args.context.get(servicesContext);
  const metaContext = await getMetaContext(args);
  const { origin, locale, company } = metaContext;
  const [latest, clients, services, team] = await Promise.all([
    getNewsfeed(db, locale, sanitizer.siteHosts),
    listClients(db, locale),
    listServices(db, locale),
    listTeamMembers(db, locale),
  ]);
  return {
    latest: latest.slice(0, 3),
    clients: clients.map(markOfClient),
    services: services.map(summarizeService),
    team: team.slice(0, 12),
    teamCount: team.length,
    founded: company.founded,
    hero: company.hero,
    figures: company.figures,
    about: company.about,
    meta: mainPageMeta(metaContext, "/", (messages) => messages.site.home, [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: company.name,
        url: `${origin}/`,
        inLanguage: ["en", "id"],
      },
    ]),
  };
}

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: HERO.widths.map((w) => `${HERO.base}-${w}.avif ${w}w`).join(", "),
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
  },
];

export const meta = metaFromLoader;

/** A section's eyebrow, title and intro from the home catalogue (`clientsEyebrow`, …). */
function headingCopy(
  t: Messages["site"]["home"],
  section: "clients" | "services" | "articles" | "contact",
) {
  return {
    eyebrow: t[`${section}Eyebrow`],
    title: t[`${section}Title`],
    intro: t[`${section}Intro`],
  };
}

/** A section the menu scrolls to (/#id): focusable, and clear of the sticky header. */
function MenuSection({
  id,
  titleId,
  className,
  children,
}: {
  id: string;
  titleId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx("scroll-mt-24 outline-none", className)}
    >
      {children}
    </section>
  );
}

/** A section's heading with a link to the page that has more, side by side from md up. */
function HeadingWithMore({
  more,
  className,
  ...heading
}: ComponentProps<typeof SectionHeading> & {
  more: { to: string; label: string; variant?: ButtonVariant };
}) {
  return (
    <div className={cx(className, "flex flex-col justify-between gap-6 md:flex-row md:items-end")}>
      <SectionHeading {...heading} />
      <ButtonLink to={more.to} variant={more.variant}>
        {more.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = useMessages();
  const to = useLocalePath();
  const locale = useLocale();
  const { clients, services, team, teamCount, founded, hero, figures, about } = loaderData;
  const t = site.home;
  const cta = site.cta;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <MenuSection
        id="home"
        titleId="home-title"
        className="relative overflow-hidden bg-ink text-white"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgba(246,135,36,0.35),transparent_65%)]"
        />
        <div className="container-page relative grid items-center gap-12 pt-10 pb-16 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-24">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-bold tracking-wide text-white/85">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-yellow" />
              {hero.eyebrow}
            </p>
            <h1
              id="home-title"
              className="text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
            >
              {hero.title} <Highlight>{hero.highlight}</Highlight>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75">{hero.body}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ChatLink page="/" size="lg">
                {cta.chat}
              </ChatLink>
              <ContactTrigger className={buttonClass({ size: "lg", variant: "outline-light" })}>
                {cta.contact}
              </ContactTrigger>
            </div>
            <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-6">
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="sr-only">{figure.label}</dt>
                  <dd className="text-2xl font-extrabold text-brand-yellow sm:text-3xl">
                    {formatFigure(figure.value, locale, figure.suffix)}
                  </dd>
                  <dd
                    aria-hidden="true"
                    className="mt-1 text-xs leading-snug text-white/65 sm:text-sm"
                  >
                    {figure.label}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative">
            <Picture
              source={HERO}
              alt={t.heroImageAlt}
              width={1200}
              height={1000}
              sizes={HERO_SIZES}
              priority
              imgClassName="h-auto w-full rounded-[28px] shadow-[0_40px_80px_-40px_rgba(246,135,36,0.55)]"
            />
          </div>
        </div>
      </MenuSection>

      <MenuSection id="clients" titleId="clients-title" className="py-20 md:py-28">
        <div className="container-page">
          <HeadingWithMore
            id="clients-title"
            {...headingCopy(t, "clients")}
            more={{ to: to("/clients"), label: cta.clientStories, variant: "secondary" }}
          />
          <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {clients.map((client) => (
              <li key={client.slug}>
                <Link
                  to={to(`/clients/detail?client=${client.slug}`)}
                  className="flex h-24 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-ink/10 transition hover:ring-brand-orange"
                >
                  <ClientLogo client={client} className="h-7 max-w-full sm:h-8" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </MenuSection>

      <section
        aria-labelledby="about-title"
        className="bg-[linear-gradient(180deg,#fff,#FAFAF7)] py-20 md:py-28"
      >
        <div className="container-page grid gap-10 md:grid-cols-[1fr_1.5fr]">
          <SectionHeading
            id="about-title"
            eyebrow={t.aboutEyebrow}
            title={t.aboutTitle}
            intro={t.aboutIntro(founded)}
          />
          <AboutTabs texts={about} />
        </div>
      </section>

      <MenuSection
        id="team"
        titleId="team-title"
        className="overflow-hidden bg-ink py-20 text-white md:py-28"
      >
        <HeadingWithMore
          className="container-page"
          id="team-title"
          tone="dark"
          eyebrow={t.teamEyebrow}
          title={t.teamTitle(teamCount)}
          intro={t.teamIntro}
          more={{ to: to("/team"), label: cta.meetTeam }}
        />
        {/* Two a row on a phone, so names and positions fit or wrap instead of ending in "…". */}
        <ul className="container-page mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-6">
          {team.map((member, index) => (
            <li key={member.id} className={index >= 6 ? "hidden md:block" : undefined}>
              <TeamMemberFigure member={member} truncate={false} className="h-full" />
            </li>
          ))}
        </ul>
      </MenuSection>

      <MenuSection id="service" titleId="service-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="service-title" {...headingCopy(t, "services")} />
          <div className="mt-12">
            <ServiceColumns services={services} />
          </div>
        </div>
      </MenuSection>

      <MenuSection id="article" titleId="article-title" className="bg-white py-20 md:py-28">
        <div className="container-page">
          <HeadingWithMore
            id="article-title"
            {...headingCopy(t, "articles")}
            more={{ to: to("/article"), label: cta.allArticles, variant: "secondary" }}
          />
          {loaderData.latest.length ? (
            <ArticleGrid articles={loaderData.latest} columns={3} showViews className="mt-12" />
          ) : (
            <p className="mt-12 rounded-2xl bg-paper p-8 text-muted">{t.articlesEmpty}</p>
          )}
        </div>
      </MenuSection>

      <MenuSection id="contact-us" titleId="contact-title" className="py-20 md:py-28">
        <div className="container-page grid gap-12 md:grid-cols-[1fr_1.4fr]">
          <div className="flex flex-col gap-8">
            <SectionHeading id="contact-title" {...headingCopy(t, "contact")} />
            <div className="rounded-[var(--radius-card)] bg-ink p-6 text-white">
              <h3 className="text-xl font-extrabold">{t.contactChatTitle}</h3>
              <p className="mt-2 text-white/75">{t.contactChatBody}</p>
              <ChatLink page="/" className="mt-5">
                {cta.chat}
              </ChatLink>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10 sm:p-8">
            <LazyContactForm />
          </div>
        </div>
      </MenuSection>
    </main>
  );
}
