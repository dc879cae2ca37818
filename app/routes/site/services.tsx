import { localizePath } from "../../../contracts/locale";
import {
  listServices,
  localeOfRequest,
  summarizeService,
} from "../../../server/site/site-content.ts";
import { ServiceColumns } from "../../features/services/service-card";
import { PageIntro } from "../../features/site/page-intro";
import { mainPageMeta } from "../../features/site/seo";
import { useMessages } from "../../lib/messages";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  return { services: listServices(localeOfRequest(request)).map(summarizeService) };
}

export const meta: Route.MetaFunction = (args) =>
  mainPageMeta(
    args,
    "/service",
    ({ site }) => ({ ...site.services, crumb: site.services.crumbServices }),
    ({ origin, locale }) => [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: (args.loaderData?.services ?? []).map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.service,
          url: `${origin}${localizePath(`/service/${item.path}`, locale)}`,
        })),
      },
    ],
  );

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
