import {
  adminArticleListQuerySchema,
  categoryRenameSchema,
} from "../../contracts/article-schema.ts";
import type { SessionUser } from "../app-services.ts";
import type { Database } from "../db/client.ts";
import { notFound, ValidationError } from "../shared/domain-errors.ts";
import { formText } from "../shared/form-text.ts";
import { isUid } from "../shared/ids.ts";
import { listArticles } from "./article-queries.ts";
import { deleteArticle, deleteArticles, setArticlesStatus } from "./article-writes.ts";
import { deleteCategory, renameCategory } from "./category-writes.ts";

/** Deletes one article (its view history goes with it), as DELETE /api/v1/admin/articles does. */
export async function deleteArticleForm(db: Database, actor: SessionUser, form: FormData) {
  const uid = formText(form, "uid");
  if (!isUid(uid)) throw notFound("Article");
  await deleteArticle(db, uid, actor);
}

const categoryUid = (form: FormData) => {
  const uid = formText(form, "uid");
  if (!isUid(uid)) throw notFound("Category");
  return uid;
};

/** Renames a category from the categories screen, as PUT /api/v1/admin/categories does. */
export async function renameCategoryForm(db: Database, actor: SessionUser, form: FormData) {
  const uid = categoryUid(form);
  const parsed = categoryRenameSchema.safeParse({ name: formText(form, "name") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Enter a name";
    throw new ValidationError("validation_failed", message, { fields: { name: message } });
  }
  await renameCategory(db, uid, parsed.data.name, actor);
}

/** Deletes a category; its articles only lose it. */
export async function deleteCategoryForm(db: Database, actor: SessionUser, form: FormData) {
  const uid = categoryUid(form);
  await deleteCategory(db, uid, actor);
}

/** At most this many articles change in one bulk step of "all matching". */
const MAX_MATCHING = 5000;

/**
 * The articles a bulk form names: every one matching the list's search and status filter
 * (`scope=matching` with `search` and `listStatus`: the count the list showed and the
 * confirmation named), else the ticked
 * `uids` (1 to 100).
 */
async function readArticleSelection(db: Database, form: FormData) {
  if (formText(form, "scope") !== "matching") return readUids(form);
  const parsed = adminArticleListQuerySchema.safeParse({
    search: formText(form, "search"),
    status: ["draft", "published"].includes(formText(form, "listStatus"))
      ? formText(form, "listStatus")
      : "",
    limit: 100,
  });
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? "Not valid";
    throw new ValidationError("validation_failed", reason, { fields: { search: reason } });
  }
  const filter = parsed.data;
  const uids: string[] = [];
  for (let page = 1; uids.length < MAX_MATCHING; page += 1) {
    const { data, pagination } = await listArticles(
      db,
      { ...filter, page },
      {
        includeDrafts: true,
        status: filter.status || undefined,
      },
    );
    uids.push(...data.map((row) => row.uid));
    if (page >= pagination.lastPage) break;
  }
  return uids;
}

/** The ticked articles of a bulk form (1 to 100 uids). */
function readUids(form: FormData) {
  const uids = form
    .getAll("uids")
    .filter((value): value is string => typeof value === "string")
    .filter(isUid);
  if (uids.length === 0 || uids.length > 100) {
    const reason =
      uids.length === 0 ? "Select at least one article" : "Select at most 100 articles";
    throw new ValidationError("validation_failed", reason, { fields: { uids: reason } });
  }
  return uids;
}

/** Publishes or moves to drafts the ticked articles; one audit entry names the count. */
export async function bulkArticleStatus(db: Database, actor: SessionUser, form: FormData) {
  const status = formText(form, "status");
  if (status !== "draft" && status !== "published") {
    throw new ValidationError("validation_failed", "Choose Draft or Published", {
      fields: { status: "Choose Draft or Published" },
    });
  }
  const changed = await setArticlesStatus(db, await readArticleSelection(db, form), status, {
    actor,
  });
  return { count: changed.length, status };
}

/** Deletes the ticked articles; one audit entry names the count and the titles. */
export async function bulkDeleteArticles(db: Database, actor: SessionUser, form: FormData) {
  const deleted = await deleteArticles(db, await readArticleSelection(db, form), actor);
  return deleted.length;
}
