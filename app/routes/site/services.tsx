import { services as englishServices } from "../../../content/services";
import { localizePath } from "../../../contracts/locale";
import { Highlight } from "../../components/ui/section-heading";
import { ServiceColumns } from "../../features/services/service-card";
import { buildSeoMeta, getMetaContext } from "../../features/site/seo";
import { useMessages } from "../../lib/messages";
import { localizeService, useServices } from "../../lib/use-content";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => {
  const { origin, locale, messages } = getMetaContext(args);
  const t = messages.site.services;
  return buildSeoMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/service",
    origin,
    locale,
    breadcrumbs: [
      { name: t.crumbHome, path: "/" },
      { name: t.crumbServices, path: "/service" },
    ],
    jsonLd: [
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
  });
};

export default function Services() {
  const messages = useMessages();
  const t = messages.site.services;
  const services = useServices();
  return (
    <main id="main" tabIndex={-1} className="bg-ink text-white outline-none">
      <div className="container-page pt-12 pb-20 md:pt-20 md:pb-28">
        <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
          {t.eyebrow}
        </p>
        <h1 className="mt-3 text-5xl font-extrabold tracking-tight sm:text-7xl">
          {t.title} <Highlight>{t.highlight}</Highlight>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/75">{t.intro}</p>
        <div className="mt-12">
          <ServiceColumns services={services} tone="dark" />
        </div>
      </div>
    </main>
  );
}
