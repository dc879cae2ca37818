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
import { leadMail as leadMailId } from "#contracts/messages/id/lead-mail.ts";
import { leadPipeline as leadPipelineId } from "#contracts/messages/id/lead-pipeline.ts";
import { mediaAdmin as mediaAdminId } from "#contracts/messages/id/media-admin.ts";
import { catalogue as publicId } from "#contracts/messages/id/public.ts";
import { redirectsAdmin as redirectsAdminId } from "#contracts/messages/id/redirects-admin.ts";
import { servicesAdmin as servicesAdminId } from "#contracts/messages/id/services-admin.ts";
import { teamAdmin as teamAdminId } from "#contracts/messages/id/team-admin.ts";
import { websiteAdmin as websiteAdminId } from "#contracts/messages/id/website-admin.ts";
import { leadMail } from "#contracts/messages/lead-mail.ts";
import { leadPipeline } from "#contracts/messages/lead-pipeline.ts";
import { mediaAdmin } from "#contracts/messages/media-admin.ts";
import { catalogue } from "#contracts/messages/public.ts";
import { redirectsAdmin } from "#contracts/messages/redirects-admin.ts";
import { servicesAdmin } from "#contracts/messages/services-admin.ts";
import { teamAdmin } from "#contracts/messages/team-admin.ts";
import { websiteAdmin } from "#contracts/messages/website-admin.ts";

/**
 * Every text of the product in each language, whole: the server's one way to a text (mail, CSV,
 * page meta: `textsIn(locale).admin.leads`) and the staff screens' catalogues
 * (app/lib/staff-messages.ts). Public pages in the browser load only their own language's
 * public part (app/lib/messages.ts) and never import this file.
 */
const catalogues = {
  en: {
    ...catalogue,
    blog: { ...blog, ...blogAdmin },
    editorial,
    admin,
    pipeline: leadPipeline,
    analytics: analyticsAdmin,
    mail: leadMail,
    website: {
      ...websiteAdmin,
      team: teamAdmin,
      clients: clientsAdmin,
      services: servicesAdmin,
      company: companyAdmin,
      media: mediaAdmin,
      redirects: redirectsAdmin,
    },
  },
  id: {
    ...publicId,
    blog: { ...blogId, ...blogAdminId },
    editorial: editorialId,
    admin: adminId,
    pipeline: leadPipelineId,
    analytics: analyticsAdminId,
    mail: leadMailId,
    website: {
      ...websiteAdminId,
      team: teamAdminId,
      clients: clientsAdminId,
      services: servicesAdminId,
      company: companyAdminId,
      media: mediaAdminId,
      redirects: redirectsAdminId,
    },
  },
} as const;

export type Texts = typeof catalogues.en;

/** The texts of one language (the Indonesian ones have the English shape: `satisfies`). */
export const textsIn = (locale: Locale): Texts => catalogues[locale] as Texts;
