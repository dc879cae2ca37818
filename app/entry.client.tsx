import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages, needsBlogMessages } from "./lib/messages.ts";

declare global {
  interface Window {
    /** Set by React Router's bootstrap before it imports this entry: the page's route modules. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

// React Router's default entry, plus one step: the page's catalogue (and only that language's)
// is loaded before hydrating, so the first render matches the server's (ADR 0008).
await loadMessages(document.documentElement.lang === "id" ? "id" : "en", {
  blog: needsBlogMessages(Object.keys(window.__reactRouterRouteModules ?? {})),
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
