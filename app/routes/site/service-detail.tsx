import { ArrowLeft, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { SitePicture } from "#app/components/ui/site-picture.tsx";
import { ServiceGallery } from "#app/features/services/service-gallery.tsx";
import {
  ServiceHeading,
  ServicePoints,
  ServiceWork,
} from "#app/features/services/service-page-parts.tsx";
import { ChatLink } from "#app/features/site/chat-link.tsx";
import { ContactTrigger } from "#app/features/site/contact-overlay.tsx";
import { useScrollTopOnOpen } from "#app/features/site/use-scroll-top-on-open.ts";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { useServiceNames } from "#app/lib/use-content.ts";
import { CHAT_DESCRIPTION_MAX_LENGTH, CHAT_REDIRECT_PATH } from "#contracts/chat-link.ts";
import { localizePath } from "#contracts/locale.ts";
import { largestImageUrl } from "#contracts/site-image.ts";
import { getMetaContext, notFoundAnswer } from "#server/http/public-page.ts";
import { servicesContext } from "#server/router-context.ts";
import { buildSeoMeta } from "#server/site/page-meta.ts";
import { findService, listClients, markOfClient } from "#server/site/site-content.ts";
import type { Route } from "./+types/service-detail";

export async function loader(args: Route.LoaderArgs) {
  const context = await getMetaContext(args);
  const { origin, locale, messages, company } = context;
  const { db } = args.context.get(servicesContext);
  const service = await findService(db, args.params.slug, locale);
  if (!service) throw notFoundAnswer(context);
  // The web-development page shows a row of client logos above its screenshots.
  const logos =
    service.layout === "web" ? (await listClients(db, locale)).slice(0, 6).map(markOfClient) : [];
  const t = messages.site.services;
  const path = `/service/${service.path}`;
  const meta = buildSeoMeta({
    title: `${service.service} ${t.metaSuffix}`,
    description: service.description ?? service.summary,
    path,
    origin,
    locale,
    company,
    image: service.images[0] ? largestImageUrl(service.images[0]) : undefined,
    imageAlt: service.images[0]?.alt,
    breadcrumbs: [
      { name: t.crumbHome, path: "/" },
      { name: t.crumbServices, path: "/service" },
      { name: service.service, path },
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.service,
        serviceType: service.service,
        description: service.description ?? service.summary,
        url: `${origin}${localizePath(path, locale)}`,
        areaServed: { "@type": "Country", name: "Indonesia" },
        provider: { "@id": `${origin}/#organization` },
      },
    ],
  });
  return { service, logos, meta };
}

export const meta = metaFromLoader;

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const to = useLocalePath();
  const { service, logos } = loaderData;
  const lead = service.images[0];
  const others = useServiceNames().filter((item) => item.path !== service.path);
  useScrollTopOnOpen(service.path);
  const t = messages.site.services;
  const path = to(`/service/${service.path}`);
  // What the visitor types goes with either chat button.
  const [description, setDescription] = useState("");
  return (
    <main id="main" tabIndex={-1} className="bg-ink text-white outline-none">
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-48 -right-48 size-[40rem] rounded-full bg-[radial-gradient(circle,rgba(253,209,42,0.22),transparent_65%)]"
        />
        <div className="container-page relative pt-8 pb-14 md:pt-14 md:pb-20">
          <nav aria-label={t.breadcrumb} className="mb-8">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-white/65">
              <li>
                <Link to={to("/")} className="hover:text-white">
                  {t.crumbHome}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={to("/service")} className="hover:text-white">
                  {t.crumbServices}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-white">
                {service.service}
              </li>
            </ol>
          </nav>
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-12 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
            <div className="min-w-0">
              <ServiceHeading service={service} />
              <div className="mt-8 flex flex-wrap items-center gap-3">
                <ButtonLink to={to("/service")} variant="outline-light" size="lg">
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  {messages.site.cta.back}
                </ButtonLink>
                <ChatLink
                  service={service.path}
                  page={path}
                  description={description}
                  size="lg"
                  describedBy="chat-note"
                >
                  {messages.site.cta.contactNow}
                </ChatLink>
                <ContactTrigger
                  service={service.path}
                  className="py-3 font-bold text-white underline decoration-brand-yellow sm:px-2 decoration-2 underline-offset-4 hover:text-brand-yellow"
                >
                  {messages.site.cta.contactForm}
                </ContactTrigger>
              </div>
              <p id="chat-note" className="mt-3 text-sm text-white/60">
                {t.chatNote}
              </p>
              <details className="mt-4 max-w-xl rounded-2xl bg-white/5 ring-1 ring-white/10 open:p-5 [&:not([open])]:px-5 [&:not([open])]:py-3">
                <summary className="cursor-pointer text-sm font-bold text-white/85 hover:text-white">
                  {t.describeToggle}
                </summary>
                <form
                  method="get"
                  action={CHAT_REDIRECT_PATH}
                  target="_blank"
                  className="mt-4 flex flex-col gap-3"
                  rel="noopener"
                  data-first-touch=""
                >
                  <input type="hidden" name="service" value={service.path} />
                  <input type="hidden" name="page" value={path} />
                  <label htmlFor="chat-description" className="text-sm font-bold">
                    {t.describeLabel}
                  </label>
                  <textarea
                    id="chat-description"
                    name="description"
                    maxLength={CHAT_DESCRIPTION_MAX_LENGTH}
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                    rows={3}
                    className="rounded-xl border border-white/20 bg-white/5 px-4 py-3 text-white placeholder:text-white/50 focus-visible:border-brand-orange focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-orange/25"
                  />
                  <Button type="submit" variant="primary" className="w-fit">
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {t.describeSubmit}
                  </Button>
                </form>
              </details>
            </div>
            {lead ? (
              // The desk's right half: the lead image, again in the gallery below (hence no
              // alt here). Hidden and lazy below lg, so a phone never fetches it.
              <div className="hidden lg:block" data-testid="service-hero-image">
                <SitePicture
                  image={lead}
                  alt=""
                  sizes="(min-width: 1280px) 480px, (min-width: 1024px) 416px, 1px"
                  className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/15"
                  imgClassName="h-auto w-full object-cover"
                />
              </div>
            ) : null}
          </div>
        </div>
      </section>
      <section aria-labelledby="service-points" className="container-page pb-14">
        <h2 id="service-points" className="sr-only">
          {t.whatYouGet}
        </h2>
        <ServicePoints points={service.points} />
      </section>
      <section aria-labelledby="service-gallery" className="container-page pb-20 md:pb-28">
        <h2 id="service-gallery" className="mb-6 text-2xl font-extrabold tracking-tight">
          {t.gallery}
        </h2>
        <ServiceGallery service={service} logos={logos} />
      </section>
      {service.work.length > 0 ? (
        <section aria-labelledby="service-work" className="container-page pb-20 md:pb-28">
          <h2 id="service-work" className="mb-6 text-2xl font-extrabold tracking-tight">
            {t.ourWork}
          </h2>
          <ServiceWork work={service.work} />
        </section>
      ) : null}
      <section aria-labelledby="other-services" className="border-t border-white/10 py-14">
        <div className="container-page">
          <h2
            id="other-services"
            className="mb-5 text-sm font-extrabold uppercase tracking-[0.2em] text-white/70"
          >
            {t.otherServices}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {others.map((item) => (
              <li key={item.path}>
                <Link
                  to={to(`/service/${item.path}`)}
                  className="inline-flex rounded-full bg-white/5 px-4 py-2 text-sm font-bold ring-1 ring-white/15 hover:bg-brand-yellow hover:text-ink"
                >
                  {item.service}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
