import { toImageValue } from "#app/components/admin/site-image-value.ts";
import type { Locale } from "#contracts/locale.ts";
import {
  SERVICE_LAYOUTS,
  type Service,
  type ServiceSlug,
  type SiteImage,
  serviceImageCount,
} from "#contracts/site-content.ts";
import type { ServiceRecord } from "#contracts/site-content-schemas.ts";

/** An image or work item as the form holds it: every value a string, as typed. */
export type ImageItemValues = {
  url: string;
  width: string;
  height: string;
  alt: Record<Locale, string>;
};
export type WorkItemValues = Omit<ImageItemValues, "alt"> & { caption: Record<Locale, string> };

type TextValues = {
  name: string;
  title: string;
  highlight: string;
  summary: string;
  description: string;
  points: string;
};

/** The form's values of a stored service (only those: the unsaved-changes check compares them). */
export function toFormValues(record: ServiceRecord) {
  const text = (locale: Locale): TextValues => {
    const version = record.versions[locale];
    return {
      name: version.name,
      title: version.title,
      highlight: version.highlight,
      summary: version.summary,
      description: version.description ?? "",
      points: version.points.join("\n"),
    };
  };
  return {
    slug: record.slug,
    version: String(record.version),
    images: record.images.map(
      (image): ImageItemValues => ({ ...toImageValue(image), alt: { ...image.alt } }),
    ),
    work: record.work.map(
      (item): WorkItemValues => ({ ...toImageValue(item), caption: { ...item.caption } }),
    ),
    versions: { en: text("en"), id: text("id") },
  };
}

export const emptyImageItem = (): ImageItemValues => ({
  url: "",
  width: "",
  height: "",
  alt: { en: "", id: "" },
});

export const emptyWorkItem = (): WorkItemValues => ({
  url: "",
  width: "",
  height: "",
  caption: { en: "", id: "" },
});

/** Which of the spec's layouts a page has, as the staff texts name them. */
export function layoutOf(slug: ServiceSlug): "carousel" | "web" | "grid3" | "grid" {
  const layout = SERVICE_LAYOUTS[slug];
  if (layout !== "grid") return layout;
  const { min, max } = serviceImageCount(slug);
  return min === 3 && max === 3 ? "grid3" : "grid";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
/** Only the site's own stored images show in the preview, as on the page. */
const isStoredImage = (url: string) => /^\/(?:media|images)\/[\w~.\-/]+$/.test(url);

/** An image of a form item: a stored upload with its size, or nothing yet. */
export function readItemImage(item: unknown): SiteImage | null {
  if (!isRecord(item)) return null;
  const url = textOf(item.url);
  const width = Number(item.width);
  const height = Number(item.height);
  if (!isStoredImage(url) || !(width > 0) || !(height > 0)) return null;
  return { url, width, height };
}

/**
 * The page as it would read in one language with the form's values now (saved or not): what
 * the preview renders. Items without an image yet are left out, as the page would never get
 * them.
 */
export function toPreviewService(value: unknown, slug: ServiceSlug, locale: Locale): Service {
  const form = isRecord(value) ? value : {};
  const versions = isRecord(form.versions) ? form.versions : {};
  const text = isRecord(versions[locale]) ? (versions[locale] as Record<string, unknown>) : {};
  const inLocale = (texts: unknown) => (isRecord(texts) ? textOf(texts[locale]) : "");
  const description = textOf(text.description).trim();
  return {
    service: textOf(text.name),
    path: slug,
    title: textOf(text.title),
    highlight: textOf(text.highlight),
    summary: textOf(text.summary),
    ...(description ? { description } : {}),
    points: textOf(text.points)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    layout: SERVICE_LAYOUTS[slug],
    images: listOf(form.images).flatMap((item) => {
      const image = readItemImage(item);
      return image ? [{ ...image, alt: inLocale(item.alt) }] : [];
    }),
    work: listOf(form.work).flatMap((item) => {
      const image = readItemImage(item);
      return image ? [{ ...image, caption: inLocale(item.caption) }] : [];
    }),
  };
}
