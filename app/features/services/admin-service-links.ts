import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { type Locale, localizePath } from "#contracts/locale.ts";
import type { ServiceSlug } from "#contracts/site-content.ts";

/** The public page of a service in one edition: /service/<slug> or /id/service/<slug>. */
export const publicServicePath = (slug: ServiceSlug, locale: Locale) =>
  localizePath(`/service/${slug}`, locale);

/** The edit screen of a service. */
export const serviceEditPath = (slug: ServiceSlug) => `/admin/services/${slug}`;

/**
 * The toast of a save: "Saved", with a way to the public page (in a new tab, in the member's
 * language) while the toast shows; the screens show a lasting link too.
 */
export function toastServiceSaved(slug: ServiceSlug, message: string) {
  const href = publicServicePath(slug, getStaffLocale());
  toast.success(message, {
    action: {
      label: messages.website.shared.viewOnSite,
      onClick: () => window.open(href, "_blank", "noopener"),
    },
  });
}
