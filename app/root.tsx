import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { isLocale, type Locale, localeFromPath, localizePath } from "#contracts/locale.ts";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { MessagesProvider, needsBlogMessages, useCatalogue, useMessages } from "./lib/messages.ts";
import { useNonce } from "./lib/nonce.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The page's language: a route's `uiLocale` (the staff area, per account), else the path's edition. */
function usePageLocale(pathname: string): Locale {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const chosen = (matches[index]?.loaderData as { uiLocale?: unknown } | undefined)?.uiLocale;
    if (isLocale(chosen)) return chosen;
  }
  return localeFromPath(pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // After the first commit every handler is attached: tests (and tools) can click from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const { pathname } = useLocation();
  const locale = usePageLocale(pathname);
  const routeIds = useMatches().map((match) => match.id);
  const messages = useCatalogue(locale, needsBlogMessages(routeIds));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F0F10" />
        <Meta />
        <Links />
      </head>
      <body>
        <MessagesProvider locale={locale} messages={messages}>
          {children}
        </MessagesProvider>
        <LazyToaster pathname={pathname} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { common } = useMessages();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24">
      <p className="font-bold text-brand-orange-dark">{notFound ? "404" : common.errorLabel}</p>
      <h1 className="text-4xl font-extrabold">
        {notFound ? common.notFoundTitle : common.errorTitle}
      </h1>
      <p className="max-w-prose text-muted">{notFound ? common.notFoundBody : common.errorBody}</p>
      <a
        href={localizePath("/", localeFromPath(pathname))}
        className="rounded-full bg-brand-yellow px-6 py-3 font-bold text-ink"
      >
        {common.notFoundHome}
      </a>
    </main>
  );
}
