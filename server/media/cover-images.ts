import sharp, { type Sharp } from "sharp";
import type { MediaVariant } from "#server/db/schema.ts";
import { MAX_INPUT_PIXELS } from "./media-limits.ts";
import type { MediaStorage } from "./media-storage.ts";

export const COVER_WIDTHS = [480, 800, 1200] as const;

/** The variants of one image before they are stored: key, size and bytes. */
export type EncodedVariant = MediaVariant & { body: Uint8Array };

/**
 * The image cropped to each size as WebP and AVIF, keyed {folder}/{name}-{width}.{ext}. Sharp
 * writes no metadata unless asked, so EXIF (camera, GPS position) never reaches a variant.
 */
export async function encodeCroppedVariants(
  folder: "covers" | "photos",
  name: string,
  source: Buffer,
  sizes: { width: number; height: number }[],
  webpQuality: number,
): Promise<EncodedVariant[]> {
  const base = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encoded = await Promise.all(
    sizes.flatMap(({ width, height }) => {
      const resized = base.clone().resize({ width, height, fit: "cover" });
      const variant = async (format: "webp" | "avif", image: Sharp) => {
        const body = await image.toBuffer();
        return {
          key: `${folder}/${name}-${width}.${format}`,
          width,
          height,
          bytes: body.length,
          body,
        };
      };
      return [
        variant("webp", resized.clone().webp({ quality: webpQuality })),
        variant("avif", resized.clone().avif({ quality: 55, effort: 2 })),
      ];
    }),
  );
  return encoded;
}

/** Cover crops (1200x630 and smaller) keyed covers/{name}-{w}.{webp|avif}. */
export const encodeCoverVariants = (name: string, source: Buffer) =>
  encodeCroppedVariants(
    "covers",
    name,
    source,
    COVER_WIDTHS.map((width) => ({ width, height: Math.round((width * 630) / 1200) })),
    78,
  );

/**
 * Stores every variant or none: when one put fails the ones already stored are removed (best
 * effort) and the error goes on, so no record ever points at a half-stored image.
 */
export async function storeVariants(storage: MediaStorage, variants: EncodedVariant[]) {
  const stored: string[] = [];
  try {
    for (const variant of variants) {
      await storage.put(variant.key, variant.body);
      stored.push(variant.key);
    }
  } catch (error) {
    await storage.remove(stored).catch(() => undefined);
    throw error;
  }
  return variants.map(({ body: _body, ...variant }) => variant);
}
