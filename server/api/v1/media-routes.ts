import { Hono } from "hono";
import {
  mediaQuerySchema,
  mediaSelectionSchema,
  mediaTextSchema,
  mediaUploadSchema,
} from "#contracts/media-schema.ts";
import { parseInput } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  deleteMedia,
  getMediaItem,
  listMedia,
  updateMediaText,
} from "#server/media/media-library.ts";
import { uploadMedia } from "#server/media/media-upload.ts";
import { endpointsOf, readMultipartForm, uidParams } from "./endpoint.ts";

export const mediaRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(mediaRoutes, { tag: "Media", access: "media:manage" });

endpoint(
  {
    method: "post",
    path: "/media",
    summary:
      "Upload an image as multipart/form-data: `file` (JPG, PNG or WebP, checked by content, at most 15 MB and 50 megapixels; larger photos are resized here) optional `kind` = `cover` or `service` (1200x630 crops, 480/800/1200 px), `portrait` (squares, 256/512 px), `logo` or `inline` (the image as it is, at most 1600 px wide, WebP only) - or the older `purpose` = `cover` (default), `photo`, `inline` - and optional `alt.en`, `alt.id`. Adds the image to the media library (EXIF and GPS data stripped from every variant) and answers `{ data: { id, url, width, height } }` with the largest WebP",
    access: "staff",
    success: { status: 201, description: "`{ data: { id, url, width, height } }`" },
    responses: {
      400: "Not an accepted image, or a bad field",
      413: "The file is larger than 15 MB",
      415: "The body is not multipart/form-data",
      503: "The media storage did not answer; nothing was recorded",
    },
  },
  async (c, { user }) => {
    const { form, text } = await readMultipartForm(c);
    const upload = parseInput(mediaUploadSchema, {
      file: form.file,
      purpose: text("purpose") || undefined,
      kind: text("kind") || undefined,
      alt: { en: text("alt.en"), id: text("alt.id") },
    });
    const stored = await uploadMedia(c.get("services"), user, upload);
    return c.json({ data: stored }, 201);
  },
);

const IN_USE = "The image is used (the error names where); replace it there first";

endpoint(
  {
    method: "get",
    path: "/admin/media",
    summary:
      "The media library, 24 a page: `q` searches names, alt texts and captions (both languages), `kind` filters (cover, portrait, logo, service, inline), `sort` = newest (default), oldest, largest, smallest; each item with its sizes, alt text and caption per language and where it is used",
    query: mediaQuerySchema,
  },
  async (c, { db, query }) => {
    const { items, pagination } = await listMedia(db, query);
    return c.json({ data: items, pagination });
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/media/{id}",
    summary: "One library item with where it is used",
    params: uidParams,
    responses: { 404: "No image has this id" },
  },
  async (c, { db, params }) => c.json({ data: await getMediaItem(db, params.id) }),
);

endpoint(
  {
    method: "put",
    path: "/admin/media/{id}",
    summary: "Replace an item's alt text and caption: `{ alt: { en, id }, caption: { en, id } }`",
    params: uidParams,
    body: mediaTextSchema,
    responses: { 404: "No image has this id" },
  },
  async (c, { db, params, body, user }) =>
    c.json({ data: await updateMediaText(db, user, params.id, body) }),
);

endpoint(
  {
    method: "delete",
    path: "/admin/media/{id}",
    summary: "Delete an unused image and its stored variants",
    params: uidParams,
    responses: { 404: "No image has this id", 409: IN_USE },
  },
  async (c, { params, user }) =>
    c.json({ data: await deleteMedia(c.get("services"), user, [params.id]) }),
);

endpoint(
  {
    method: "post",
    path: "/admin/media/delete",
    summary:
      "Delete several images at once (`{ ids: [...] }`): the unused ones go, the used ones stay and are listed in `refused` with their uses",
    body: mediaSelectionSchema,
    responses: { 404: "None of the ids is an image" },
  },
  async (c, { body, user }) =>
    c.json({ data: await deleteMedia(c.get("services"), user, body.ids) }),
);
