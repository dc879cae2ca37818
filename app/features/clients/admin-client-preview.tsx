import { Card } from "#app/components/admin/admin-ui.tsx";
import {
  PreviewHeader,
  type PreviewWidth,
  ScaledFrame,
} from "#app/components/admin/website-preview.tsx";
import { ClientLogo } from "#app/components/client-logo.tsx";
import { MessagesProvider } from "#app/lib/messages.ts";
import { getPublicMessages, messages } from "#app/lib/staff-messages.ts";
import type { Locale } from "#contracts/locale.ts";
import { type Client, SERVICE_NAMES } from "#contracts/site-content.ts";
import { ClientCaseCard } from "./client-case-card.tsx";
import { ClientResultList, ClientStory } from "./client-case-study.tsx";

const t = messages.website.clients;

/** The widths the preview lays the page out at: a phone's, and a desk's (scaled to fit). */
const FRAME_WIDTH: Record<PreviewWidth, number> = { phone: 375, desk: 1024 };

/** The case study's head and story, as /clients/detail lays them out. */
function CaseStudy({ client, locale }: { client: Client; locale: Locale }) {
  const site = getPublicMessages(locale).site.clients;
  return (
    <>
      <div className="bg-ink px-5 pt-8 pb-10 text-white @2xl:px-10 @2xl:pt-12 @2xl:pb-14">
        <div className="grid items-end gap-6 @2xl:grid-cols-[1.4fr_1fr] @2xl:gap-10">
          <div>
            <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
              {site.detailCrumb} · {client.industry}
            </p>
            <p className="mt-3 text-3xl font-extrabold tracking-tight text-balance @2xl:text-5xl">
              {client.summary}
            </p>
          </div>
          <div className="flex h-28 items-center justify-center rounded-[var(--radius-card)] bg-white px-6">
            <ClientLogo client={client} className="h-10 max-w-full" />
          </div>
        </div>
        {client.results.length > 0 ? (
          <ClientResultList results={client.results} className="mt-10 @2xl:grid-cols-3" />
        ) : null}
      </div>
      <div className="grid gap-8 px-5 py-10 @2xl:grid-cols-[1.4fr_1fr] @2xl:px-10">
        <ClientStory client={client} titles={site} Heading="p" className="gap-6" />
        {client.services.length > 0 ? (
          <div className="self-start rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10">
            <p className="text-sm font-extrabold uppercase tracking-[0.2em] text-brand-orange-dark">
              {site.servicesUsed}
            </p>
            <ul className="mt-4 flex flex-col gap-2">
              {client.services.map((slug) => (
                <li
                  key={slug}
                  className="font-bold underline decoration-brand-orange decoration-2 underline-offset-4"
                >
                  {SERVICE_NAMES[slug]}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * What the public pages will show once saved, from the form's unsaved values: the card of the
 * clients page and the case study with its figures, in either language, at a phone's or a
 * desk's width. It is a picture of the pages: nothing in it can be focused or followed.
 */
export function ClientPreview({
  client,
  locale,
  onLocaleChange,
  width,
  onWidthChange,
}: {
  client: Client;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  width: PreviewWidth;
  onWidthChange: (width: PreviewWidth) => void;
}) {
  const publicMessages = getPublicMessages(locale);
  const site = publicMessages.site.clients;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <PreviewHeader
        language={locale}
        onLanguageChange={onLocaleChange}
        width={width}
        onWidthChange={onWidthChange}
      />
      {/* The public pages' own catalogue: the card's words and links in the previewed edition. */}
      <MessagesProvider locale={locale} messages={publicMessages}>
        <div inert data-testid="client-preview" className="flex flex-col gap-4">
          <div>
            <p className="mb-2 text-xs font-semibold text-(--admin-muted)">{t.previewCard}</p>
            <ScaledFrame width={FRAME_WIDTH[width]}>
              <div lang={locale} className="bg-paper p-5 text-ink @2xl:p-10">
                <div className="grid gap-5 @2xl:grid-cols-3">
                  <ClientCaseCard client={client} linkLabel={site.readCase} />
                </div>
              </div>
            </ScaledFrame>
          </div>
          <div>
            <p className="mb-2 text-xs font-semibold text-(--admin-muted)">{t.previewCase}</p>
            <ScaledFrame width={FRAME_WIDTH[width]}>
              <div lang={locale} className="bg-paper text-ink">
                <CaseStudy client={client} locale={locale} />
              </div>
            </ScaledFrame>
          </div>
        </div>
      </MessagesProvider>
    </Card>
  );
}
