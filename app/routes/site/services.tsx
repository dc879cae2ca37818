import { ServiceColumns } from "#app/features/services/service-card.tsx";
import { PageIntro } from "#app/features/site/page-intro.tsx";
import { useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { localizePath } from "#contracts/locale.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { mainPageMeta } from "#server/site/page-meta.ts";
import { listServices, summarizeService } from "#server/site/site-content.ts";
import type { Route } from "./+types/services";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const { origin, locale } = context;
  const { db } = args.context.get(servicesContext);
  const services = (await listServices(db, locale)).map(summarizeService);
  const meta = mainPageMeta(
    context,
    "/service",
    ({ site }) => ({ ...site.services, crumb: site.services.crumbServices }),
    [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: services.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.service,
          url: `${origin}${localizePath(`/service/${item.path}`, locale)}`,
        })),
      },
    ],
  );
  return { services, meta };
}

export const meta = metaFromLoader;

export default function Services({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.services;
  const { services } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="bg-ink text-white outline-none">
      <div className="container-page pt-12 pb-20 md:pt-20 md:pb-28">
        <PageIntro copy={t} titleClassName="text-5xl sm:text-7xl" />
        <div className="mt-12">
          <ServiceColumns services={services} tone="dark" />
        </div>
      </div>
    </main>
  );
}
