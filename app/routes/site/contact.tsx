import { Clock, Mail, MapPin } from "lucide-react";
import { data } from "react-router";
import { company } from "../../../content/company";
import { assertSameSite } from "../../../server/auth/require-staff.ts";
import { getMetaContext } from "../../../server/http/public-page.ts";
import { submitContactForm } from "../../../server/leads/contact-form-action.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { mainPageMeta } from "../../../server/site/page-meta.ts";
import { LazyContactForm } from "../../features/leads/lazy-contact-form";
import { ChatLink } from "../../features/site/chat-link";
import { PageIntro } from "../../features/site/page-intro";
import { useMessages } from "../../lib/messages";
import { metaFromLoader } from "../../lib/page-meta";
import type { Route } from "./+types/contact";

export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const { status, result } = await submitContactForm(services, request, ip);
  return data(result, { status, headers: status === 429 ? { "Retry-After": "600" } : undefined });
}

export function loader(args: Route.LoaderArgs) {
  return {
    meta: mainPageMeta(getMetaContext(args), "/contact-us", ({ site }) => ({
      ...site.contact,
      crumb: site.contact.eyebrow,
    })),
  };
}

export const meta = metaFromLoader;

export default function Contact({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.contact;
  const { street, city, postalCode } = company.address;
  const details = [
    { icon: MapPin, label: t.visit, value: `${street}, ${city} ${postalCode}` },
    {
      icon: Mail,
      label: t.email,
      value: (
        <a
          href={`mailto:${company.email}`}
          className="text-muted underline underline-offset-4 hover:text-ink"
        >
          {company.email}
        </a>
      ),
    },
    { icon: Clock, label: t.hours, value: messages.site.footer.hours },
  ];
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="bg-ink text-white">
        <div className="container-page pt-12 pb-16 md:pt-20 md:pb-24">
          <PageIntro copy={t} titleClassName="max-w-3xl text-4xl text-balance sm:text-6xl" />
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
            <ChatLink page="/contact-us" variant="dark" className="mt-5">
              {messages.site.cta.chat}
            </ChatLink>
          </div>
          <dl className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10">
            {details.map(({ icon: Icon, label, value }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 font-extrabold">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-orange-dark" />
                  {label}
                </dt>
                <dd className="mt-1 pl-7 text-muted">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </section>
    </main>
  );
}
