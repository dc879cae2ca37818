import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./lib/messages";

// React Router's default entry, plus one step: the page's catalogue (and only that language's)
// is loaded before hydrating, so the first render matches the server's (ADR 0008).
await loadMessages(document.documentElement.lang === "id" ? "id" : "en");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
