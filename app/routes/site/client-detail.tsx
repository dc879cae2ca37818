import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ClientLogo } from "#app/components/client-logo.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ClientCaseGrid } from "#app/features/clients/client-case-card.tsx";
import { ClientResultList, ClientStory } from "#app/features/clients/client-case-study.tsx";
import { ChatLink } from "#app/features/site/chat-link.tsx";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { useServiceNames } from "#app/lib/use-content.ts";
import { getMetaContext, notFoundAnswer } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { buildSeoMeta } from "#server/site/page-meta.ts";
import { findClient, listClients } from "#server/site/site-content.ts";
import type { Route } from "./+types/client-detail";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const { origin, locale, messages, company } = context;
  const { db } = args.context.get(servicesContext);
  const t = messages.site.clients;
  const crumbs = [
    { name: messages.site.services.crumbHome, path: "/" },
    { name: t.crumb, path: "/clients" },
  ];
  const slug = new URL(args.request.url).searchParams.get("client");
  if (!slug) {
    const meta = buildSeoMeta({
      title: `${t.chooseTitle} · ${messages.common.brandName}`,
      description: t.metaDescription,
      path: "/clients/detail",
      origin,
      locale,
      company,
      breadcrumbs: [...crumbs, { name: t.detailCrumb, path: "/clients/detail" }],
    });
    return { client: null, cases: await listClients(db, locale), meta };
  }
  const client = await findClient(db, slug, locale);
  if (!client) throw notFoundAnswer(context);
  const others = (await listClients(db, locale)).filter((item) => item.slug !== client.slug);
  const path = `/clients/detail?client=${client.slug}`;
  const meta = buildSeoMeta({
    title: `${client.name}: ${t.detailCrumb} · ${messages.common.brandName}`,
    description: client.summary,
    path,
    origin,
    locale,
    company,
    breadcrumbs: [...crumbs, { name: client.name, path }],
  });
  return { client, cases: others.slice(0, 3), meta };
}

export const meta = metaFromLoader;

export default function ClientDetail({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.clients;
  const to = useLocalePath();
  const services = useServiceNames();
  const { client, cases } = loaderData;
  if (!client) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <section className="bg-ink text-white">
          <div className="container-page pt-12 pb-16 md:pt-20">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{t.chooseTitle}</h1>
            <p className="mt-4 text-lg text-white/75">{t.chooseIntro}</p>
          </div>
        </section>
        <ClientCaseGrid clients={cases} linkLabel={t.readCase} className="container-page py-16" />
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="bg-ink text-white">
        <div className="container-page pt-10 pb-16 md:pt-16 md:pb-20">
          <ButtonLink to={to("/clients")} variant="outline-light" size="sm">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToClients}
          </ButtonLink>
          <div className="mt-10 grid items-end gap-10 md:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
                {t.detailCrumb} · {client.industry}
              </p>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {client.summary}
              </h1>
            </div>
            <div className="flex h-32 items-center justify-center rounded-[var(--radius-card)] bg-white px-6">
              <ClientLogo client={client} className="h-10 max-w-full" />
            </div>
          </div>
          <ClientResultList results={client.results} className="mt-12 sm:grid-cols-3" />
        </div>
      </section>
      <section className="container-page grid gap-10 py-16 md:grid-cols-[1.4fr_1fr] md:py-20">
        <ClientStory client={client} titles={t} className="gap-8" />
        <aside className="flex flex-col gap-4">
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10">
            <h2 className="text-sm font-extrabold uppercase tracking-[0.2em] text-brand-orange-dark">
              {t.servicesUsed}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {client.services.map((slug) => (
                <li key={slug}>
                  <Link
                    to={to(`/service/${slug}`)}
                    className="font-bold underline decoration-brand-orange decoration-2 underline-offset-4 hover:text-brand-orange-dark"
                  >
                    {services.find((item) => item.path === slug)?.service}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <ChatLink page="/clients/detail" size="lg">
            {messages.site.cta.chat}
          </ChatLink>
        </aside>
      </section>
      <section aria-labelledby="more-cases" className="border-t border-ink/10 bg-white py-16">
        <div className="container-page">
          <h2 id="more-cases" className="text-2xl font-extrabold tracking-tight">
            {t.otherCases}
          </h2>
          <ClientCaseGrid clients={cases} linkLabel={t.readCase} className="mt-8" />
        </div>
      </section>
    </main>
  );
}
