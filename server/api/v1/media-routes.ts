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
      "Upload an image as multipart/form-data: `file` (JPG, PNG or WebP, checked by content, at most 15 MB and 50 megapixels; larger photos are resized here) and optional `purpose` = `cover` (default: 1200x630 crops, 480/800/1200 px) or `photo` (squares, 256/512 px) or `inline` (an article body image, at most 1600 px wide, aspect kept, WebP only). Stores WebP and AVIF variants and answers `{ data: { url, width, height } }` with the largest WebP",
    tag: "Media",
    access: "staff",
    success: { status: 201, description: "`{ data: { url, width, height } }`" },
    responses: {
      400: "Not an accepted image, or a bad field",
      413: "The file is larger than 15 MB",
      415: "The body is not multipart/form-data",
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
    const upload = parseInput(mediaUploadSchema, {
      file: form.file,
      purpose: form.purpose || undefined,
    });
    const stored = await uploadMedia(c.get("services"), user, upload);
    return c.json({ data: stored }, 201);
  },
);
