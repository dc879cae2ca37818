import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./media-limits.ts";

export const COVER_WIDTHS = [480, 800, 1200] as const;

/**
 * Writes a cover as WebP and AVIF at each width under DATA_DIR/media/covers/{name}-{w}.{ext}
 * and returns the public URL of the largest WebP (the others follow the same naming).
 */
export async function writeCoverVariants(dataDir: string, name: string, source: Buffer) {
  const dir = join(dataDir, "media", "covers");
  await mkdir(dir, { recursive: true });
  const base = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  await Promise.all(
    COVER_WIDTHS.flatMap((width) => {
      const resized = base
        .clone()
        .resize({ width, height: Math.round((width * 630) / 1200), fit: "cover" });
      return [
        resized
          .clone()
          .webp({ quality: 78 })
          .toFile(join(dir, `${name}-${width}.webp`)),
        resized
          .clone()
          .avif({ quality: 55, effort: 2 })
          .toFile(join(dir, `${name}-${width}.avif`)),
      ];
    }),
  );
  return `/media/covers/${name}-1200.webp`;
}
