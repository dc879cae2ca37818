import { z } from "zod";
import { ARTICLE_STATUSES, articleSearchSchema, categoryRenameSchema } from "./article-schema.ts";
import { msg } from "./messages/message.ts";
import { rowUidSchema } from "./row-keys.ts";

/**
 * The articles a bulk action touches: the ticked ones, or every one matching the list's
 * search and status filter (the count the list showed and the confirmation named).
 */
export type ArticleSelection =
  | { uids: string[] }
  | { matching: { search: string; status: "" | (typeof ARTICLE_STATUSES)[number] } };

const MAX_TICKED = 100;

/** One row's delete on the list (the spec's dialogs). */
export const articleDeleteSchema = z.object({ uid: rowUidSchema });

/** A bulk form's fields: `scope=matching` with `search` and `listStatus`, or the ticked `uids`. */
const selectionFields = {
  scope: z.string().optional(),
  search: z.string().optional(),
  listStatus: z.string().optional(),
  uids: z.array(z.string()).optional(),
};

function toSelection(
  form: { scope?: string; search?: string; listStatus?: string; uids?: string[] },
  ctx: z.RefinementCtx,
): ArticleSelection {
  const refuse = (path: string, message: string) => {
    ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  };
  if (form.scope === "matching") {
    const search = articleSearchSchema.safeParse(form.search ?? "");
    if (!search.success)
      return refuse("search", search.error.issues[0]?.message ?? msg("notValid"));
    const { listStatus } = form;
    const status = listStatus === "draft" || listStatus === "published" ? listStatus : "";
    return { matching: { search: search.data, status } };
  }
  const uids = (form.uids ?? []).filter((uid) => rowUidSchema.safeParse(uid).success);
  if (uids.length === 0) return refuse("uids", msg("selectAtLeastOne", "article"));
  if (uids.length > MAX_TICKED) return refuse("uids", msg("selectAtMost", MAX_TICKED, "articles"));
  return { uids };
}

/** Delete the selected articles. */
export const articleBulkDeleteSchema = z.object(selectionFields).transform(toSelection);

/** Publish, or move to drafts, the selected articles. */
export const articleBulkStatusSchema = z
  .object({
    ...selectionFields,
    status: z.enum(ARTICLE_STATUSES, { error: msg("draftOrPublished") }),
  })
  .transform((form, ctx) => ({ selection: toSelection(form, ctx), status: form.status }));

/** Rename one category on the categories screen. */
export const categoryRenameFormSchema = categoryRenameSchema.extend({ uid: rowUidSchema });

/** Delete one category; its articles only lose it. */
export const categoryDeleteSchema = z.object({ uid: rowUidSchema });
