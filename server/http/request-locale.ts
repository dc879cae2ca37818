import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "#contracts/locale.ts";

// Many requests are served at once, so each one's language lives in its own async context.
const store = new AsyncLocalStorage<Locale>();

/** Serves a request in a language: the form replies and refusals it writes speak it. */
export const runInLocale = <T>(locale: Locale, serve: () => T): T => store.run(locale, serve);

/** The language of this request's replies: the member's, the page's, else English. */
export const requestLocale = (): Locale => store.getStore() ?? "en";
