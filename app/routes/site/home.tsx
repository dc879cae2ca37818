import { ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { company } from "../../../content/company";
import { team } from "../../../content/team";
import { chatHref } from "../../../contracts/chat-link";
import { localeFromPath } from "../../../contracts/locale";
import { getNewsfeed } from "../../../server/articles/article-queries.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { ClientLogo } from "../../components/client-logo";
import { ButtonLink, buttonClass } from "../../components/ui/button";
import { Picture } from "../../components/ui/picture";
import { Highlight, SectionHeading } from "../../components/ui/section-heading";
import { LazyContactForm } from "../../features/leads/lazy-contact-form";
import { ServiceColumns } from "../../features/services/service-card";
import { AboutTabs } from "../../features/site/about-tabs";
import { ArticleCard } from "../../features/site/article-card";
import { ContactTrigger } from "../../features/site/contact-overlay";
import { buildSeoMeta, getMetaContext } from "../../features/site/seo";
import { TeamPortrait } from "../../features/team/team-portrait";
import { formatShortNumber } from "../../lib/format-number";
import { useLocalePath, useMessages } from "../../lib/messages";
import { useClients, useServices } from "../../lib/use-content";
import type { Route } from "./+types/home";

const HERO = { base: "/images/site/hero", widths: [600, 960, 1200] as const };
const HERO_SIZES = "(min-width: 960px) 540px, 100vw";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  return { latest: (await getNewsfeed(db, locale)).slice(0, 3) };
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

export const meta: Route.MetaFunction = (args) => {
  const { origin, locale, messages } = getMetaContext(args);
  const t = messages.site.home;
  return buildSeoMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/",
    origin,
    locale,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: company.name,
        url: `${origin}/`,
        inLanguage: ["en", "id"],
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = useMessages();
  const to = useLocalePath();
  const clients = useClients();
  const services = useServices();
  const t = site.home;
  const cta = site.cta;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section
        id="home"
        tabIndex={-1}
        aria-labelledby="home-title"
        className="relative scroll-mt-24 overflow-hidden bg-ink text-white outline-none"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgba(246,135,36,0.35),transparent_65%)]"
        />
        <div className="container-page relative grid items-center gap-12 pt-10 pb-16 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-24">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-bold tracking-wide text-white/85">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-yellow" />
              {t.heroEyebrow}
            </p>
            <h1
              id="home-title"
              className="text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
            >
              {t.heroTitle} <Highlight>{t.heroHighlight}</Highlight>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75">{t.heroBody}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={chatHref({ page: "/" })}
                rel="nofollow noopener"
                target="_blank"
                className={buttonClass({ size: "lg" })}
                data-chat-link
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {cta.chat}
              </a>
              <ContactTrigger className={buttonClass({ size: "lg", variant: "outline-light" })}>
                {cta.contact}
              </ContactTrigger>
            </div>
            <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-6">
              {t.stats.map((stat) => (
                <div key={stat.label}>
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="text-2xl font-extrabold text-brand-yellow sm:text-3xl">
                    {formatShortNumber(stat.value)}
                    {"suffix" in stat ? stat.suffix : ""}
                  </dd>
                  <dd
                    aria-hidden="true"
                    className="mt-1 text-xs leading-snug text-white/65 sm:text-sm"
                  >
                    {stat.label}
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
      </section>

      <section
        id="clients"
        tabIndex={-1}
        aria-labelledby="clients-title"
        className="scroll-mt-24 py-20 outline-none md:py-28"
      >
        <div className="container-page">
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <SectionHeading
              id="clients-title"
              eyebrow={t.clientsEyebrow}
              title={t.clientsTitle}
              intro={t.clientsIntro}
            />
            <ButtonLink to={to("/clients")} variant="secondary">
              {cta.clientStories}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
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
      </section>

      <section
        aria-labelledby="about-title"
        className="bg-[linear-gradient(180deg,#fff,#FAFAF7)] py-20 md:py-28"
      >
        <div className="container-page grid gap-10 md:grid-cols-[1fr_1.5fr]">
          <SectionHeading
            id="about-title"
            eyebrow={t.aboutEyebrow}
            title={t.aboutTitle}
            intro={t.aboutIntro}
          />
          <AboutTabs />
        </div>
      </section>

      <section
        id="team"
        tabIndex={-1}
        aria-labelledby="team-title"
        className="scroll-mt-24 overflow-hidden bg-ink py-20 text-white outline-none md:py-28"
      >
        <div className="container-page flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="team-title"
            tone="dark"
            eyebrow={t.teamEyebrow}
            title={t.teamTitle}
            intro={t.teamIntro}
          />
          <ButtonLink to={to("/team")}>
            {cta.meetTeam}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <ul className="container-page mt-12 grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
          {team.slice(0, 12).map((member, index) => (
            <li key={member.name} className={index >= 6 ? "hidden md:block" : undefined}>
              <figure className="rounded-2xl bg-white/5 p-3 ring-1 ring-white/10">
                <TeamPortrait member={member} className="aspect-square w-full" />
                <figcaption className="mt-3">
                  <span className="block truncate text-sm font-bold">{member.name}</span>
                  <span className="block truncate text-xs text-white/65">{member.position}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="service"
        tabIndex={-1}
        aria-labelledby="service-title"
        className="scroll-mt-24 py-20 outline-none md:py-28"
      >
        <div className="container-page">
          <SectionHeading
            id="service-title"
            eyebrow={t.servicesEyebrow}
            title={t.servicesTitle}
            intro={t.servicesIntro}
          />
          <div className="mt-12">
            <ServiceColumns services={services} />
          </div>
        </div>
      </section>

      <section
        id="article"
        tabIndex={-1}
        aria-labelledby="article-title"
        className="scroll-mt-24 bg-white py-20 outline-none md:py-28"
      >
        <div className="container-page">
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <SectionHeading
              id="article-title"
              eyebrow={t.articlesEyebrow}
              title={t.articlesTitle}
              intro={t.articlesIntro}
            />
            <ButtonLink to={to("/article")} variant="secondary">
              {cta.allArticles}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          {loaderData.latest.length ? (
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
              {loaderData.latest.map((article) => (
                <li key={article.uid}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-12 rounded-2xl bg-paper p-8 text-muted">{t.articlesEmpty}</p>
          )}
        </div>
      </section>

      <section
        id="contact-us"
        tabIndex={-1}
        aria-labelledby="contact-title"
        className="scroll-mt-24 py-20 outline-none md:py-28"
      >
        <div className="container-page grid gap-12 md:grid-cols-[1fr_1.4fr]">
          <div className="flex flex-col gap-8">
            <SectionHeading
              id="contact-title"
              eyebrow={t.contactEyebrow}
              title={t.contactTitle}
              intro={t.contactIntro}
            />
            <div className="rounded-[var(--radius-card)] bg-ink p-6 text-white">
              <h3 className="text-xl font-extrabold">{t.contactChatTitle}</h3>
              <p className="mt-2 text-white/75">{t.contactChatBody}</p>
              <a
                href={chatHref({ page: "/" })}
                rel="nofollow noopener"
                target="_blank"
                className={buttonClass({ className: "mt-5" })}
                data-chat-link
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {cta.chat}
              </a>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10 sm:p-8">
            <LazyContactForm />
          </div>
        </div>
      </section>
    </main>
  );
}
