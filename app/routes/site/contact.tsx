import { Clock, Mail, MapPin, MessageCircle } from "lucide-react";
import { data } from "react-router";
import { company } from "../../../content/company";
import { chatHref } from "../../../contracts/chat-link";
import { assertSameSite } from "../../../server/auth/require-staff.ts";
import { submitContactForm } from "../../../server/leads/contact-form-action.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { buttonClass } from "../../components/ui/button";
import { Highlight } from "../../components/ui/section-heading";
import { LazyContactForm } from "../../features/leads/lazy-contact-form";
import { buildSeoMeta, getMetaContext } from "../../features/site/seo";
import { useMessages } from "../../lib/messages";
import type { Route } from "./+types/contact";

export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const { status, result } = await submitContactForm(services, request, ip);
  return data(result, { status, headers: status === 429 ? { "Retry-After": "600" } : undefined });
}

export const meta: Route.MetaFunction = (args) => {
  const { origin, locale, messages } = getMetaContext(args);
  const t = messages.site.contact;
  return buildSeoMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/contact-us",
    origin,
    locale,
    breadcrumbs: [
      { name: messages.site.services.crumbHome, path: "/" },
      { name: t.eyebrow, path: "/contact-us" },
    ],
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.contact;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="bg-ink text-white">
        <div className="container-page pt-12 pb-16 md:pt-20 md:pb-24">
          <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
            {t.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t.title} <Highlight>{t.highlight}</Highlight>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/75">{t.intro}</p>
        </div>
      </section>
      <section className="container-page -mt-8 grid gap-8 pb-20 md:grid-cols-[1.5fr_1fr] md:pb-28">
        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[0_30px_60px_-40px_rgba(15,15,16,0.5)] ring-1 ring-ink/10 sm:p-8">
          <h2 className="mb-6 text-2xl font-extrabold tracking-tight">
            {messages.site.contactForm.title}
          </h2>
          <LazyContactForm initialResult={actionData} />
        </div>
        <aside className="flex flex-col gap-4 md:pt-8">
          <div className="rounded-[var(--radius-card)] bg-brand-yellow p-6 text-ink">
            <h2 className="text-xl font-extrabold">{t.chatTitle}</h2>
            <p className="mt-2 text-ink/80">{t.chatBody}</p>
            <a
              href={chatHref({ page: "/contact-us" })}
              rel="nofollow noopener"
              target="_blank"
              className={buttonClass({ variant: "dark", className: "mt-5" })}
              data-chat-link
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {messages.site.cta.chat}
            </a>
          </div>
          <dl className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10">
            <div>
              <dt className="flex items-center gap-2 font-extrabold">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-orange-dark" />
                {t.visit}
              </dt>
              <dd className="mt-1 pl-7 text-muted">
                {company.address.street}, {company.address.city} {company.address.postalCode}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-extrabold">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-orange-dark" />
                {t.email}
              </dt>
              <dd className="mt-1 pl-7">
                <a
                  href={`mailto:${company.email}`}
                  className="text-muted underline underline-offset-4 hover:text-ink"
                >
                  {company.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-extrabold">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-orange-dark" />
                {t.hours}
              </dt>
              <dd className="mt-1 pl-7 text-muted">{messages.site.footer.hours}</dd>
            </div>
          </dl>
        </aside>
      </section>
    </main>
  );
}
