import { Clock, Mail, MapPin } from "lucide-react";
import { useSearchParams } from "react-router";
import { LazyContactForm } from "#app/features/leads/lazy-contact-form.tsx";
import { ChatLink } from "#app/features/site/chat-link.tsx";
import { PageIntro } from "#app/features/site/page-intro.tsx";
import { useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { useCompany } from "#app/lib/use-content.ts";
import { contactInputSchema } from "#contracts/contact-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { isServiceSlug } from "#contracts/site-content.ts";
import { replySaved, submitForm } from "#server/http/form-submission.ts";
import { getMetaContext } from "#server/http/public-page.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { assertSameSite } from "#server/http/require-staff.ts";
import { createContactLead } from "#server/leads/lead-service.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { DomainError, UnavailableError } from "#server/shared/domain-errors.ts";
import { mainPageMeta } from "#server/site/page-meta.ts";
import type { Route } from "./+types/contact";

/**
 * The /contact-us form post, with or without JavaScript: the API's schema and service, answered
 * in the page's language. A store that fails (the database down) is answered to the form,
 * which keeps the visitor's text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { ip, origin } = context.get(requestContext);
  const referer = request.headers.get("referer");
  const form = await request.formData();
  const { locale, messages } = await getMetaContext({ request, context });
  const t = messages.site.contactForm;
  return runInLocale(locale, () =>
    submitForm(form, {
      schema: contactInputSchema,
      refusedMessage: (status) =>
        t[status === 429 ? "throttled" : status === 400 ? "rejected" : "failed"],
      save: async (input) => {
        try {
          return await createContactLead(services, input, {
            ipHash: services.hashIp(ip),
            now: services.now(),
            origin,
            referer,
          });
        } catch (error) {
          if (error instanceof DomainError) throw error;
          services.logger.error({ err: String(error) }, "contact form failed");
          throw new UnavailableError("unavailable", msg("contactFailed"));
        }
      },
      // Sent: the form starts empty again (behind the success message).
      saved: (_lead, submission) => replySaved(submission, { resetForm: true }),
    }),
  );
}

export async function loader(args: Route.LoaderArgs) {
  return {
    meta: mainPageMeta(await getMetaContext(args), "/contact-us", ({ site }) => ({
      ...site.contact,
      crumb: site.contact.eyebrow,
    })),
  };
}

export const meta = metaFromLoader;

export default function Contact({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.site.contact;
  const company = useCompany();
  // "Or send a message" on a service page links here with its service.
  const service = useSearchParams()[0].get("service");
  const details = [
    ...(company
      ? [
          {
            icon: MapPin,
            label: t.visit,
            value: `${company.address.street}, ${company.address.city} ${company.address.postalCode}`,
          },
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
        ]
      : []),
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
          <LazyContactForm
            initialReply={actionData}
            defaultService={isServiceSlug(service) ? service : undefined}
          />
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
