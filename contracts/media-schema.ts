import { z } from "zod";
import { msg } from "./messages/message.ts";

export const UPLOAD_PURPOSES = ["cover", "photo", "inline"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What an image in the library is for; it decides the sizes it is cut to. */
export const MEDIA_KINDS = ["cover", "portrait", "logo", "service", "inline"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The older `purpose` of an upload as a kind: covers, employee photos, article body images. */
export const KIND_OF_PURPOSE: Record<UploadPurpose, MediaKind> = {
  cover: "cover",
  photo: "portrait",
  inline: "inline",
};

const textPerLanguage = (max: number) =>
  z.object({
    en: z.string().trim().max(max, msg("atMostCharacters", max)).default(""),
    id: z.string().trim().max(max, msg("atMostCharacters", max)).default(""),
  });

/**
 * One image upload, from a staff screen or the API: the file, what it is for (`kind`, or the
 * older `purpose`) and optionally its alt text in the edition being edited.
 */
export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { error: msg("chooseImageFile") }),
  purpose: z.enum(UPLOAD_PURPOSES, { error: msg("oneOf", UPLOAD_PURPOSES.join(", ")) }).optional(),
  kind: z.enum(MEDIA_KINDS, { error: msg("oneOf", MEDIA_KINDS.join(", ")) }).optional(),
  alt: textPerLanguage(300).partial().optional(),
});

export type MediaUpload = z.output<typeof mediaUploadSchema>;

/** The alt text and caption of a library item, in both languages. */
export const mediaTextSchema = z.object({
  alt: textPerLanguage(300),
  caption: textPerLanguage(500),
});
export type MediaText = z.output<typeof mediaTextSchema>;

export const MEDIA_SORTS = ["newest", "oldest", "largest", "smallest"] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
export const MEDIA_PAGE_SIZE = 24;

/** The library's search, filter, sort and page, from a query string. */
export const mediaQuerySchema = z.object({
  q: z.string().trim().max(200, msg("atMostCharacters", 200)).catch(""),
  kind: z.enum(MEDIA_KINDS).optional().catch(undefined),
  sort: z.enum(MEDIA_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;

/** Several library items at once (the bulk delete). */
export const mediaSelectionSchema = z.object({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1, msg("chooseImages"))
    .max(200, msg("imagesAtOnce", 200)),
});

/** What an upload answers: the stored image's address and size (and its library id). */
export type StoredImage = { url: string; width: number; height: number };

/** Where an image is used, for the library and the delete refusal. */
export type MediaUse = {
  area: "article" | "team" | "client" | "service" | "employee" | "company";
  /** The record's name or title. */
  name: string;
  /** The staff screen that edits it. */
  href: string;
};

/** A library item as the staff screens see it. */
export type MediaItem = {
  id: string;
  kind: MediaKind;
  url: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  widths: number[];
  alt: { en: string; id: string };
  caption: { en: string; id: string };
  uploader: string;
  createdAt: string;
  uses: MediaUse[];
};
