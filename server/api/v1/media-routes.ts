import { Hono } from "hono";
import { mediaUploadSchema } from "../../../contracts/media-schema.ts";
import { ApiError, parseInput } from "../../http/api-error.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { uploadMedia } from "../../media/media-upload.ts";
import { defineEndpoint } from "./endpoint.ts";

export const mediaRoutes = new Hono<AppEnv>();

defineEndpoint(
  mediaRoutes,
  {
    method: "post",
    path: "/media",
    summary:
      "Upload an image as multipart/form-data: `file` (JPG, PNG or WebP, checked by content, at most 15 MB and 50 megapixels; larger photos are resized here) optional `kind` = `cover` or `service` (1200x630 crops, 480/800/1200 px), `portrait` (squares, 256/512 px), `logo` or `inline` (the image as it is, at most 1600 px wide, WebP only) - or the older `purpose` = `cover` (default), `photo`, `inline` - and optional `alt.en`, `alt.id`. Adds the image to the media library (EXIF and GPS data stripped from every variant) and answers `{ data: { id, url, width, height } }` with the largest WebP",
    tag: "Media",
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
    const type = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\b/i.test(type)) {
      throw new ApiError(415, "unsupported_media_type", "Send the file as multipart/form-data");
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: false });
    } catch {
      throw new ApiError(400, "invalid_body", "The form data could not be read");
    }
    const text = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
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
