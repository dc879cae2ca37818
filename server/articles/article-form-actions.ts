import { articleInputSchema, isBlankVersion } from "../../contracts/article-schema.ts";
import type { SessionUser } from "../app-services.ts";
import type { Database } from "../db/client.ts";
import { ValidationError } from "../shared/domain-errors.ts";
import { formText } from "../shared/form-text.ts";
import { createArticle, updateArticle } from "./article-writes.ts";

/** The list's address keys a form carries along so Save and Cancel return to the same view. */
export const ARTICLE_LIST_KEYS = ["page", "limit", "search", "status", "sortBy", "sortOrder"];

export function articleListHref(url: URL) {
  const back = new URLSearchParams();
  for (const key of ARTICLE_LIST_KEYS) {
    const value = url.searchParams.get(key);
    if (value) back.set(key, value.slice(0, 200));
  }
  const query = back.toString();
  return query ? `/admin/article?${query}` : "/admin/article";
}

/**
 * A date-time as the browser sends it: an ISO string with its offset (the screen converts), or
 * the bare "YYYY-MM-DDTHH:mm" of a datetime-local field posted without JavaScript, which is
 * read in the studio's time zone (Asia/Jakarta, UTC+7, no daylight saving).
 */
export function readPublishedAt(value: string) {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed)) return trimmed;
  const date = new Date(`${trimmed}+07:00`);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/**
 * The form as typed: the English version in title, excerpt, content and coverAlt (as the API
 * takes it), the Indonesian one in id.title, id.excerpt, id.content and id.coverAlt.
 */
export function readArticleForm(form: FormData) {
  return {
    title: formText(form, "title"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    coverAlt: formText(form, "coverAlt"),
    id: {
      title: formText(form, "id.title"),
      excerpt: formText(form, "id.excerpt"),
      content: formText(form, "id.content"),
      coverAlt: formText(form, "id.coverAlt"),
    },
    coverImage: formText(form, "coverImage"),
    status: formText(form, "status") || "draft",
    publishedAt: readPublishedAt(formText(form, "publishedAt")),
    categories: form
      .getAll("categories")
      .filter((value): value is string => typeof value === "string" && value.trim() !== ""),
  };
}

/**
 * The API's body for what the form holds: a version left empty is not written in that language
 * (removed on save); with both empty the English title is the one asked for.
 */
export function toArticleInput(values: ReturnType<typeof readArticleForm>) {
  const { id, title, excerpt, content, coverAlt, ...rest } = values;
  const english = { title, excerpt, content, coverAlt };
  const noIndonesian = isBlankVersion(id);
  return {
    ...rest,
    ...(isBlankVersion(english) && !noIndonesian ? { en: null } : english),
    id: noIndonesian ? null : id,
  };
}

const FIELD_MESSAGES: Record<string, string> = {
  publishedAt: "Pick a date and time, or leave it empty to publish now",
  coverImage: "Upload the cover again, or paste a link starting with https://",
  status: "Choose Draft or Published",
};

/** Creates (no uid) or updates an article from the staff form and writes the audit entry. */
export async function saveArticleForm(
  db: Database,
  actor: SessionUser,
  uid: string | null,
  form: FormData,
  siteHosts: string[],
) {
  const parsed = articleInputSchema.safeParse(toArticleInput(readArticleForm(form)));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      // A version's field is named as in the form (id.title); others by their first key.
      const [first, second] = issue.path;
      const key = first === "id" && second ? `id.${String(second)}` : String(first ?? "_");
      fields[key] ??= FIELD_MESSAGES[key] ?? issue.message;
    }
    throw new ValidationError("validation_failed", "Some fields are not valid", { fields });
  }
  const body = parsed.data;
  if (uid === null) {
    const created = await createArticle(db, body, actor, { siteHosts });
    return created.uid;
  }
  await updateArticle(db, uid, body, { siteHosts, actor });
  return uid;
}
