import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { UploadPurpose } from "../../contracts/media-schema.ts";
import { DomainError, TooLargeError, ValidationError } from "../shared/domain-errors.ts";
import { createUid } from "../shared/ids.ts";
import { COVER_WIDTHS, writeCoverVariants, writeCroppedVariants } from "./cover-images.ts";

import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from "./media-limits.ts";

export { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB };
export const PHOTO_SIZES = [256, 512] as const;
/** Images inside an article body: as wide as the reading column ever gets, never upscaled. */
export const INLINE_MAX_WIDTH = 1600;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export type StoredImage = { url: string; width: number; height: number };

const invalidFile = (reason: string) =>
  new ValidationError("invalid_file", reason, { fields: { file: reason } });

/** Checks the bytes themselves (not the name or the declared type) and returns the format. */
export async function inspectImage(source: Buffer) {
  if (source.length === 0) throw invalidFile("The file is empty");
  if (source.length > MAX_UPLOAD_BYTES) {
    const reason = `The image is larger than ${MAX_UPLOAD_MB} MB. Choose a smaller one.`;
    throw new TooLargeError("file_too_large", reason, { fields: { file: reason } });
  }
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalidFile("This file is not a JPG, PNG or WebP image. Choose a photo.");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw invalidFile("This file is not a JPG, PNG or WebP image. Choose a photo.");
  }
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw invalidFile("The image has no size");
  if (width * height > MAX_INPUT_PIXELS) {
    throw invalidFile(
      `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
    );
  }
  return { format: metadata.format, width, height };
}

/** A photo as squares at each size: /media/photos/{name}-{size}.{webp|avif}. */
const writePhotoVariants = (dataDir: string, name: string, source: Buffer) =>
  writeCroppedVariants(
    dataDir,
    "photos",
    name,
    source,
    PHOTO_SIZES.map((size) => ({ width: size, height: size })),
    80,
  );

async function writeInlineImage(dataDir: string, name: string, source: Buffer) {
  const dir = join(dataDir, "media", "inline");
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${name}.webp`);
  const info = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: INLINE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(file);
  return { url: `/media/inline/${name}.webp`, width: info.width, height: info.height };
}

/**
 * Stores an uploaded image as resized WebP and AVIF variants. Covers: 1200x630 crops at
 * /media/covers/{name}-{480|800|1200}.{webp|avif}; photos: squares at
 * /media/photos/{name}-{256|512}.{webp|avif}. Returns the largest WebP.
 */
export async function storeUploadedImage(
  dataDir: string,
  source: Buffer,
  purpose: UploadPurpose = "cover",
): Promise<StoredImage> {
  await inspectImage(source);
  const name = `u${Date.now().toString(36)}-${createUid()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)}`;
  try {
    if (purpose === "inline") return await writeInlineImage(dataDir, name, source);
    if (purpose === "photo") {
      return { url: await writePhotoVariants(dataDir, name, source), width: 512, height: 512 };
    }
    const largest = COVER_WIDTHS[COVER_WIDTHS.length - 1];
    return {
      url: await writeCoverVariants(dataDir, name, source),
      width: largest,
      height: Math.round((largest * 630) / 1200),
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidFile("The image could not be decoded");
  }
}
