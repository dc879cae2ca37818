import type { Locale } from "#contracts/locale.ts";
import type { ServiceSlug } from "#contracts/site-content.ts";
import type { Database } from "#server/db/client.ts";
import { services } from "#server/db/schema.ts";
import { listServices } from "./site-content.ts";

/** One service page as the staff list shows it. */
export type ServiceOverview = {
  slug: ServiceSlug;
  name: string;
  summary: string;
  images: number;
  work: number;
  /** When its texts or images were last saved (ISO). */
  updatedAt: string;
};

/** The ten service pages in the spec's order, named in `locale`, with when each last changed. */
export async function listServiceOverview(
  db: Database,
  locale: Locale,
): Promise<ServiceOverview[]> {
  const [pages, rows] = await Promise.all([
    listServices(db, locale),
    db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services),
  ]);
  const changed = new Map(rows.map((row) => [row.slug, new Date(row.updatedAt).toISOString()]));
  return pages.map((page) => ({
    slug: page.path,
    name: page.service,
    summary: page.summary,
    images: page.images.length,
    work: page.work.length,
    updatedAt: changed.get(page.path) ?? "",
  }));
}
