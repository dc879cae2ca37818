import { Hono } from "hono";
import { z } from "zod";
import { articleLanguageSchema } from "#contracts/article-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { ApiError, parseInput } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readWordPressImport, startWordPressImport } from "#server/wordpress/import-wordpress.ts";
import { WxrError } from "#server/wordpress/read-wxr.ts";
import { endpointsOf, numericIdParams, readMultipartForm } from "./endpoint.ts";

export const wordpressImportRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(wordpressImportRoutes, {
  tag: "Imports",
  access: "articles:manage",
});

const importFieldsSchema = z.object({
  language: articleLanguageSchema.default("en"),
  dryRun: z
    .enum(["", "true", "false", "1", "0"], { error: msg("oneOf", "true, false") })
    .default("")
    .transform((value) => value === "true" || value === "1"),
});

endpoint(
  {
    method: "post",
    path: "/admin/imports/wordpress",
    summary:
      "Import a WordPress export (WXR, from Tools → Export) as multipart/form-data: `file`, optional `dryRun` (true: a preview, nothing written) and `language` (en or id: the edition of posts without a Polylang or WPML marker). The file is read whole first: not an export, cut off, declaring entities or too large is refused and nothing is written. Answers `{ data: { id, finished } }`; GET /admin/imports/{id} gives progress and the report",
    success: { status: 202, description: "`{ data: { id, finished } }`" },
    responses: {
      400: "Not a WordPress export, cut off, declaring entities, or a bad field",
      413: "The file is too large",
      415: "The body is not multipart/form-data",
    },
  },
  async (c, { services, user }) => {
    const { form, text } = await readMultipartForm(c);
    const file = form.file;
    if (!(file instanceof File)) {
      throw new ApiError(400, "validation_failed", msg("invalidFields"), {
        fields: { file: msg("required") },
      });
    }
    const fields = parseInput(importFieldsSchema, {
      language: text("language") || undefined,
      dryRun: text("dryRun") || undefined,
    });
    try {
      const job = await startWordPressImport(services, file, { ...fields, actor: user });
      return c.json({ data: job }, 202);
    } catch (error) {
      if (!(error instanceof WxrError)) throw error;
      const status = error.refusal === "wxrTooLarge" ? 413 : 400;
      throw new ApiError(status, "invalid_export", error.reason, {
        fields: { file: error.reason },
      });
    }
  },
);

endpoint(
  {
    method: "get",
    path: "/admin/imports/{id}",
    summary:
      "A WordPress import: `status` (running, finished, failed), `done` of `total` posts, and once finished its `report` (per item: action create/update/skip, article uid, problems; skipped pages, attachments, menus, comments; authors matched to staff; redirects created, kept and refused)",
    params: numericIdParams,
    responses: { 404: "No such import" },
  },
  async (c, { services, params }) => {
    const job = await readWordPressImport(services, params.id);
    if (!job) throw new ApiError(404, "not_found", msg("notFound", "Import"));
    return c.json({ data: job });
  },
);
