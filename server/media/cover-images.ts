import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./media-limits.ts";

export const COVER_WIDTHS = [480, 800, 1200] as const;

/**
 * Writes the image cropped to each size as WebP and AVIF under
 * DATA_DIR/media/{folder}/{name}-{width}.{ext}; returns the public URL of the last (largest) WebP.
 */
export async function writeCroppedVariants(
  dataDir: string,
  folder: "covers" | "photos",
  name: string,
  source: Buffer,
  sizes: { width: number; height: number }[],
  webpQuality: number,
) {
  const dir = join(dataDir, "media", folder);
  await mkdir(dir, { recursive: true });
  const base = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  await Promise.all(
    sizes.flatMap(({ width, height }) => {
      const resized = base.clone().resize({ width, height, fit: "cover" });
      return [
        resized
          .clone()
          .webp({ quality: webpQuality })
          .toFile(join(dir, `${name}-${width}.webp`)),
        resized
          .clone()
          .avif({ quality: 55, effort: 2 })
          .toFile(join(dir, `${name}-${width}.avif`)),
      ];
    }),
  );
  return `/media/${folder}/${name}-${sizes[sizes.length - 1].width}.webp`;
}

/** A cover at each width (1200x630 crops): /media/covers/{name}-{w}.{webp|avif}. */
export const writeCoverVariants = (dataDir: string, name: string, source: Buffer) =>
  writeCroppedVariants(
    dataDir,
    "covers",
    name,
    source,
    COVER_WIDTHS.map((width) => ({ width, height: Math.round((width * 630) / 1200) })),
    78,
  );
