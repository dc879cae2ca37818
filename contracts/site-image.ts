import type { SiteImage } from "./site-content.ts";

/** Where a stored image's sizes are, for srcset: a base path and the widths cut from it. */
export type ImageVariants = { base: string; widths: readonly number[] };

const COVER = /^(\/media\/covers\/[\w-]+)-1200\.webp$/;
const PHOTO = /^(\/media\/photos\/[\w-]+)-512\.webp$/;
/** The shipped service artwork: a base path without width or extension. */
const SHIPPED = /^\/images\/services\/[\w-]+\/\d+$/;

/**
 * The variants of a stored image: uploaded covers (480/800/1200) and photos (256/512) and the
 * shipped service artwork (640/1200) come in AVIF and WebP at several widths; any other image
 * (an SVG portrait, an inline upload) is one file, shown as it is.
 */
export function variantsOf(image: SiteImage): ImageVariants | null {
  const cover = COVER.exec(image.url);
  if (cover) return { base: cover[1], widths: [480, 800, 1200] };
  const photo = PHOTO.exec(image.url);
  if (photo) return { base: photo[1], widths: [256, 512] };
  if (SHIPPED.test(image.url)) return { base: image.url, widths: [640, 1200] };
  return null;
}

/** The largest WebP of an image (og:image, a single <img>). */
export function largestImageUrl(image: SiteImage): string {
  const variants = variantsOf(image);
  if (!variants) return image.url;
  return `${variants.base}-${variants.widths[variants.widths.length - 1]}.webp`;
}
