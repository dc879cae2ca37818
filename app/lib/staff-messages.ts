import type { StaffLocale } from "#contracts/auth-schema.ts";
import type { Locale } from "#contracts/locale.ts";
import { type Texts, textsIn } from "#contracts/messages/catalogues.ts";
import type { Messages } from "#contracts/messages/public.ts";

/**
 * The staff screens' texts (contracts/messages/catalogues.ts), in the member's language. Public
 * pages use useMessages() (lib/messages.ts) and never load this.
 */

// On the server the language is the request's (server/http/request-locale.ts: the staff
// layout's and the sign-in pages' middleware serve each request in it). The browser build
// leaves this out: there, import.meta.env.SSR is false.
const readRequestLocale = import.meta.env.SSR
  ? (await import("#server/http/request-locale.ts")).requestLocale
  : undefined;

// In the browser there is one member: their language comes with the page (<html lang>) and
// from the route data of the staff layout or sign-in page as it renders (setStaffLocale),
// before any screen below it.
let browserLocale: StaffLocale =
  typeof document !== "undefined" && document.documentElement.lang === "id" ? "id" : "en";

/**
 * The staff layout and the sign-in pages tell the browser's catalogue the member's language
 * (from their loader data) before the screens below them render. On the server it does
 * nothing: there the language is the request's.
 */
export function setStaffLocale(locale: StaffLocale) {
  if (typeof document !== "undefined") browserLocale = locale;
}

/** The staff area's language of this request (server) or member (browser): for dates and the like. */
export function getStaffLocale(): StaffLocale {
  if (typeof document !== "undefined") return browserLocale;
  return readRequestLocale?.() ?? "en";
}

/**
 * A view of the catalogues that reads each text when it is used, in the current member's
 * language: screens keep `const t = messages.admin.employees` at module level and still render
 * the language of the request (on the server) or of the member (in the browser).
 */
function live<T extends object>(path: PropertyKey[], english: T): T {
  return new Proxy(english, {
    get(target, key) {
      if (typeof key === "symbol") return Reflect.get(target, key);
      let value: unknown = textsIn(getStaffLocale());
      for (const step of [...path, key]) value = (value as Record<PropertyKey, unknown>)?.[step];
      const fallback: unknown = Reflect.get(target, key);
      if (value === undefined) value = fallback;
      return value !== null && typeof value === "object" && fallback && typeof fallback === "object"
        ? live([...path, key], fallback)
        : value;
    },
  });
}

export const messages: Texts = live([], textsIn("en"));

/**
 * The public catalogue of one edition, whatever the member's language: a staff preview shows
 * a public page in the language it previews (its MessagesProvider, lib/messages.ts).
 */
export function getPublicMessages(locale: Locale): Messages {
  return textsIn(locale);
}
