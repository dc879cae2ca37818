import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  isChunkLoadError,
  listenForChunkErrors,
  reloadOnceForChunkError,
} from "#app/features/site/chunk-recovery.ts";
import { ContactOverlayProvider } from "#app/features/site/contact-overlay.tsx";
import { FirstTouchCapture } from "#app/features/site/first-touch-capture.tsx";
import { loadVisitBeacon } from "#app/features/site/load-visit-beacon.ts";
import { registerWebApp } from "#app/features/site/register-web-app.ts";
import { SiteFooter } from "#app/features/site/site-footer.tsx";
import { SiteHeader } from "#app/features/site/site-header.tsx";
import { useLanguageOffer } from "#app/features/site/use-language-offer.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { localizePath } from "#contracts/locale.ts";
import { servicesContext } from "#server/router-context.ts";
import { getCompany, listServiceNames, localeOfRequest } from "#server/site/site-content.ts";
import type { Route } from "./+types/site-layout";

/** The contact dialog and its form are fetched on the first open, not with every page. */
const ContactSheet = lazy(() => import("#app/features/leads/contact-sheet.tsx"));
const LanguageOffer = lazy(() => import("#app/features/site/language-offer.tsx"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = localeOfRequest(request);
  const [serviceNames, company] = await Promise.all([
    listServiceNames(db, locale),
    getCompany(db, locale),
  ]);
  // Every page carries this in its HTML: the contact details only (home reads its own texts).
  const { legalName, email, address, socials } = company;
  return { serviceNames, company: { legalName, email, address, socials } };
}

/** A page that has no error boundary of its own and answered 404 shows the 404 meta it sent. */
export const meta: Route.MetaFunction = ({ error }) => metaFromLoader({ error });

export function shouldRevalidate() {
  return false;
}

function SiteShell({ children }: { children: React.ReactNode }) {
  const { common } = useMessages();
  const offer = useLanguageOffer(useLocale());
  useEffect(() => {
    registerWebApp();
    loadVisitBeacon();
    return listenForChunkErrors();
  }, []);
  return (
    <ContactOverlayProvider sheet={ContactSheet}>
      <FirstTouchCapture />
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-yellow px-5 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {common.skipToContent}
      </a>
      <SiteHeader />
      <div className="flex min-h-dvh flex-col pt-[76px]">
        <div className="flex-1">{children}</div>
        <SiteFooter />
      </div>
      {offer ? (
        <Suspense fallback={null}>
          <LanguageOffer />
        </Suspense>
      ) : null}
    </ContactOverlayProvider>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { common, site } = useMessages();
  const locale = useLocale();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
  }, [chunkError]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <main id="main" tabIndex={-1} className="bg-ink text-white outline-none">
        <div className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-24">
          <p className="font-extrabold text-brand-yellow">
            {notFound ? "404" : chunkError ? site.errors.updating : common.errorLabel}
          </p>
          <h1 className="text-4xl font-extrabold sm:text-5xl">
            {notFound ? common.notFoundTitle : common.errorTitle}
          </h1>
          <p className="max-w-prose text-white/75">
            {notFound ? common.notFoundBody : common.errorBody}
          </p>
          <a href={localizePath("/", locale)} className={buttonClass({ size: "lg" })}>
            {common.notFoundHome}
          </a>
        </div>
      </main>
    </SiteShell>
  );
}
