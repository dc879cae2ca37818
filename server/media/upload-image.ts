import sharp from "sharp";
import { type Message, msg } from "#contracts/messages/message.ts";
import type { MediaKind } from "#server/db/schema.ts";
import { DomainError, TooLargeError, ValidationError } from "#server/shared/domain-errors.ts";
import { createUid } from "#server/shared/ids.ts";
import { type EncodedVariant, encodeCoverVariants, encodeCroppedVariants } from "./cover-images.ts";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from "./media-limits.ts";

export { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB };
export const PHOTO_SIZES = [256, 512] as const;
/** Images inside an article body: as wide as the reading column ever gets, never upscaled. */
export const INLINE_MAX_WIDTH = 1600;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

const invalidFile = (reason: Message) =>
  new ValidationError("invalid_file", reason, { fields: { file: reason } });

/** Checks the bytes themselves (not the name or the declared type) and returns the format. */
export async function inspectImage(source: Buffer) {
  if (source.length === 0) throw invalidFile(msg("fileEmpty"));
  if (source.length > MAX_UPLOAD_BYTES) {
    const reason = msg("fileTooLarge", MAX_UPLOAD_MB);
    throw new TooLargeError("file_too_large", reason, { fields: { file: reason } });
  }
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalidFile(msg("notAnImage"));
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw invalidFile(msg("notAnImage"));
  }
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw invalidFile(msg("imageNoSize"));
  if (width * height > MAX_INPUT_PIXELS) {
    throw invalidFile(msg("tooManyPixels", MAX_INPUT_PIXELS / 1_000_000));
  }
  return { format: metadata.format, width, height };
}

/** A photo as squares at each size: photos/{name}-{size}.{webp|avif}. */
const encodePhotoVariants = (name: string, source: Buffer) =>
  encodeCroppedVariants(
    "photos",
    name,
    source,
    PHOTO_SIZES.map((size) => ({ width: size, height: size })),
    80,
  );

/** The image as it is (logos, article body images), at most 1600 px wide: inline/{name}.webp. */
async function encodeInlineImage(name: string, source: Buffer): Promise<EncodedVariant[]> {
  const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: INLINE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return [
    {
      key: `inline/${name}.webp`,
      width: info.width,
      height: info.height,
      bytes: data.length,
      body: data,
    },
  ];
}

/** How each kind of image is cut: crops for covers and service images, squares for portraits. */
const ENCODERS: Record<MediaKind, (name: string, source: Buffer) => Promise<EncodedVariant[]>> = {
  cover: encodeCoverVariants,
  service: encodeCoverVariants,
  portrait: encodePhotoVariants,
  logo: encodeInlineImage,
  inline: encodeInlineImage,
};

/** A fresh, never reused file name: a variant's address can be cached forever. */
export const createMediaName = () =>
  `u${Date.now().toString(36)}-${createUid()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)}`;

/**
 * An uploaded image checked and cut into its kind's WebP and AVIF variants (not yet stored).
 * Covers and service images: 1200x630 crops at 480/800/1200; portraits: squares at 256/512;
 * logos and body images: the image as it is, at most 1600 px wide, WebP.
 */
export async function encodeUploadedImage(
  source: Buffer,
  kind: MediaKind,
  name = createMediaName(),
) {
  await inspectImage(source);
  try {
    return await ENCODERS[kind](name, source);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidFile(msg("imageUndecodable"));
  }
}
