import { z } from "zod";

export const UPLOAD_PURPOSES = ["cover", "photo", "inline"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** One image upload, from a staff screen or the API: the file and what it is for. */
export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { error: "Choose an image file" }),
  purpose: z
    .enum(UPLOAD_PURPOSES, { error: `Must be one of: ${UPLOAD_PURPOSES.join(", ")}` })
    .default("cover"),
});

export type MediaUpload = z.output<typeof mediaUploadSchema>;

/** What an upload answers: the stored image's address and size. */
export type StoredImage = { url: string; width: number; height: number };
