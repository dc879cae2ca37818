import type { StaffLocale } from "#contracts/auth-schema.ts";
import type { Locale } from "#contracts/locale.ts";
import { admin } from "#contracts/messages/admin.ts";
import { analyticsAdmin } from "#contracts/messages/analytics-admin.ts";
import { blog } from "#contracts/messages/blog.ts";
import { blogAdmin } from "#contracts/messages/blog-admin.ts";
import { clientsAdmin } from "#contracts/messages/clients-admin.ts";
import { companyAdmin } from "#contracts/messages/company-admin.ts";
import { editorial } from "#contracts/messages/editorial.ts";
import { admin as adminId } from "#contracts/messages/id/admin.ts";
import { analyticsAdmin as analyticsAdminId } from "#contracts/messages/id/analytics-admin.ts";
import { blog as blogId } from "#contracts/messages/id/blog.ts";
import { blogAdmin as blogAdminId } from "#contracts/messages/id/blog-admin.ts";
import { clientsAdmin as clientsAdminId } from "#contracts/messages/id/clients-admin.ts";
import { companyAdmin as companyAdminId } from "#contracts/messages/id/company-admin.ts";
import { editorial as editorialId } from "#contracts/messages/id/editorial.ts";
import { leadPipeline as leadPipelineId } from "#contracts/messages/id/lead-pipeline.ts";
import { mediaAdmin as mediaAdminId } from "#contracts/messages/id/media-admin.ts";
import { catalogue as publicId } from "#contracts/messages/id/public.ts";
import { servicesAdmin as servicesAdminId } from "#contracts/messages/id/services-admin.ts";
import { teamAdmin as teamAdminId } from "#contracts/messages/id/team-admin.ts";
import { websiteAdmin as websiteAdminId } from "#contracts/messages/id/website-admin.ts";
import { leadPipeline } from "#contracts/messages/lead-pipeline.ts";
import { mediaAdmin } from "#contracts/messages/media-admin.ts";
import { catalogue, type Messages } from "#contracts/messages/public.ts";
import { servicesAdmin } from "#contracts/messages/services-admin.ts";
import { teamAdmin } from "#contracts/messages/team-admin.ts";
import { websiteAdmin } from "#contracts/messages/website-admin.ts";

/**
 * The catalogues for staff screens, one per staff-area language (chosen per account): the
 * public texts, the blog's staff texts and the staff area's. Public pages use useMessages()
 * (lib/messages.ts) and never load this. It takes each public catalogue whole, so the browser
 * keeps that as one file (the one a public page imports by itself).
 */
const catalogues = {
  en: {
    ...catalogue,
    blog: { ...blog, ...blogAdmin },
    editorial,
    admin,
    pipeline: leadPipeline,
    analytics: analyticsAdmin,
    website: {
      ...websiteAdmin,
      team: teamAdmin,
      clients: clientsAdmin,
      services: servicesAdmin,
      company: companyAdmin,
      media: mediaAdmin,
    },
  },
  id: {
    ...publicId,
    blog: { ...blogId, ...blogAdminId },
    editorial: editorialId,
    admin: adminId,
    pipeline: leadPipelineId,
    analytics: analyticsAdminId,
    website: {
      ...websiteAdminId,
      team: teamAdminId,
      clients: clientsAdminId,
      services: servicesAdminId,
      company: companyAdminId,
      media: mediaAdminId,
    },
  },
} as const;

type StaffMessages = typeof catalogues.en;

// The server renders many requests at once, so the language of each lives in that request's
// own async context (the staff layout's and the sign-in pages' middleware run it), never in a
// variable they share. The browser build leaves this out: there, import.meta.env.SSR is false.
const requestLocale = import.meta.env.SSR
  ? new (await import("node:async_hooks")).AsyncLocalStorage<StaffLocale>()
  : undefined;

/**
 * Serves one staff request (its loaders, actions and page render) in the member's language:
 * `messages` and `getStaffLocale` read it there. In the browser it only runs `serve`.
 */
export function runInStaffLocale<T>(locale: StaffLocale, serve: () => T): T {
  return requestLocale ? requestLocale.run(locale, serve) : serve();
}

// In the browser there is one member: their language comes with the page (<html lang>) and
// from the route data of the staff layout or sign-in page as it renders (setStaffLocale),
// before any screen below it.
let browserLocale: StaffLocale =
  typeof document !== "undefined" && document.documentElement.lang === "id" ? "id" : "en";

/**
 * The staff layout and the sign-in pages tell the browser's catalogue the member's language
 * (from their loader data) before the screens below them render. On the server it does
 * nothing: there the language is the request's (runInStaffLocale).
 */
export function setStaffLocale(locale: StaffLocale) {
  if (typeof document !== "undefined") browserLocale = locale;
}

/** The staff area's language of this request (server) or member (browser): for dates and the like. */
export function getStaffLocale(): StaffLocale {
  if (typeof document !== "undefined") return browserLocale;
  return requestLocale?.getStore() ?? "en";
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
      let value: unknown = catalogues[getStaffLocale()];
      for (const step of [...path, key]) value = (value as Record<PropertyKey, unknown>)?.[step];
      const fallback: unknown = Reflect.get(target, key);
      if (value === undefined) value = fallback;
      return value !== null && typeof value === "object" && fallback && typeof fallback === "object"
        ? live([...path, key], fallback)
        : value;
    },
  });
}

export const messages: StaffMessages = live([], catalogues.en);

/**
 * The public catalogue of one edition, whatever the member's language: a staff preview shows
 * a public page in the language it previews (its MessagesProvider, lib/messages.ts).
 */
export function getPublicMessages(locale: Locale): Messages {
  return catalogues[locale];
}
