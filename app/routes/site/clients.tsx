import { ClientLogo } from "#app/components/client-logo.tsx";
import { ClientCaseGrid } from "#app/features/clients/client-case-card.tsx";
import { PageIntro } from "#app/features/site/page-intro.tsx";
import { useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { mainPageMeta } from "#server/site/page-meta.ts";
import { listClients } from "#server/site/site-content.ts";
import type { Route } from "./+types/clients";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  return {
    clients: await listClients(args.context.get(servicesContext).db, context.locale),
    meta: mainPageMeta(context, "/clients", (messages) => messages.site.clients),
  };
}

export const meta = metaFromLoader;

export default function Clients({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.clients;
  const { clients } = loaderData;
  const industries = [...new Set(clients.map((client) => client.industry))];
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="bg-ink text-white">
        <div className="container-page pt-12 pb-16 md:pt-20 md:pb-20">
          <PageIntro copy={t} titleClassName="max-w-4xl text-4xl text-balance sm:text-6xl" />
          <ul
            className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
            aria-label={t.crumb}
          >
            {clients.map((client) => (
              <li
                key={client.slug}
                className="flex h-24 items-center justify-center rounded-2xl bg-white px-3"
              >
                <ClientLogo client={client} className="h-7 max-w-full" />
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <h2 className="text-sm font-extrabold uppercase tracking-[0.2em] text-white/70">
              {t.industries}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {industries.map((industry) => (
                <li
                  key={industry}
                  className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold"
                >
                  {industry}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="cases-title" className="container-page py-20 md:py-24">
        <h2 id="cases-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t.caseStudies}
        </h2>
        <ClientCaseGrid clients={clients} linkLabel={t.readCase} className="mt-10" />
      </section>
    </main>
  );
}
