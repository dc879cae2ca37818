import { services as englishServices } from "../../../content/services";
import { localizePath } from "../../../contracts/locale";
import { ServiceColumns } from "../../features/services/service-card";
import { PageIntro } from "../../features/site/page-intro";
import { mainPageMeta } from "../../features/site/seo";
import { useMessages } from "../../lib/messages";
import { localizeService, useServices } from "../../lib/use-content";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) =>
  mainPageMeta(
    args,
    "/service",
    ({ site }) => ({ ...site.services, crumb: site.services.crumbServices }),
    ({ origin, locale, messages }) => [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: englishServices.map((english, index) => {
          const item = localizeService(english, messages.content);
          return {
            "@type": "ListItem",
            position: index + 1,
            name: item.service,
            url: `${origin}${localizePath(`/service/${item.path}`, locale)}`,
          };
        }),
      },
    ],
  );

export default function Services() {
  const messages = useMessages();
  const t = messages.site.services;
  const services = useServices();
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
