import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { messages } from "./lib/messages";
import { useNonce } from "./lib/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F0F10" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
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
  const { common } = messages;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24">
      <p className="font-bold text-brand-orange-dark">{notFound ? "404" : "Error"}</p>
      <h1 className="text-4xl font-extrabold">
        {notFound ? common.notFoundTitle : common.errorTitle}
      </h1>
      <p className="max-w-prose text-muted">{notFound ? common.notFoundBody : common.errorBody}</p>
      <a href="/" className="rounded-full bg-brand-yellow px-6 py-3 font-bold text-ink">
        {common.notFoundHome}
      </a>
    </main>
  );
}
