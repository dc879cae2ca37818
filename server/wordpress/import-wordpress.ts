import { eq, inArray, or, sql } from "drizzle-orm";
import {
  type ArticleData,
  type ArticleLanguage,
  articleVersionSchema,
} from "#contracts/article-schema.ts";
import { errorText } from "#contracts/messages/error-text.ts";
import type { Message } from "#contracts/messages/message.ts";
import type { AppServices } from "#server/app-services.ts";
import { type Actor, createArticle, updateArticle } from "#server/articles/article-writes.ts";
import { articles, staffUsers, wordpressImports, wordpressPosts } from "#server/db/schema.ts";
import { createRedirect, listRedirects } from "#server/redirects/redirect-rules.ts";
import { DomainError } from "#server/shared/domain-errors.ts";
import { slugify } from "#server/shared/ids.ts";
import {
  attachmentOf,
  type ConvertContext,
  type ConvertedPost,
  convertPost,
  finishBody,
  type SkipReason,
  type WxrAttachment,
} from "./convert-post.ts";
import { readWxr, type WxrAuthor } from "./read-wxr.ts";

export type ImportServices = Pick<
  AppServices,
  "db" | "events" | "sanitizer" | "config" | "now" | "logger"
>;

/** The export as uploaded: read twice (attachments and authors first, then the posts). */
export type WxrSource = { stream(): ReadableStream<Uint8Array> };

export type ImportOptions = { language: ArticleLanguage };

/** One post's line in the preview and the report. */
export type ImportItem = {
  wpId: number;
  title: string;
  language: ArticleLanguage;
  status: ConvertedPost["status"];
  scheduled: boolean;
  action: "create" | "update" | "skip";
  articleUid: string | null;
  problems: Message[];
};

export type ImportReport = {
  site: string;
  items: ImportItem[];
  counts: { create: number; update: number; skip: number };
  skipped: Record<SkipReason | "comments", number>;
  authors: (WxrAuthor & { staffName: string | null })[];
  redirects: { created: number; kept: number; refused: { from: string; reason: string }[] };
};

type Scan = {
  site: string;
  authors: WxrAuthor[];
  attachments: Map<number, WxrAttachment>;
  postCount: number;
};

/**
 * The first pass: the whole file is read (so a cut-off or foreign file is refused before
 * anything is written), keeping the site, its authors and its attachments, counting posts.
 */
export async function scanWxr(file: WxrSource): Promise<Scan> {
  const scan: Scan = { site: "", authors: [], attachments: new Map(), postCount: 0 };
  for await (const entry of readWxr(file.stream())) {
    if (entry.kind === "site") scan.site = entry.baseSiteUrl || entry.link;
    else if (entry.kind === "author") scan.authors.push(entry.author);
    else if (entry.item.postType === "attachment") {
      scan.attachments.set(entry.item.postId, attachmentOf(entry.item));
    } else scan.postCount += 1;
  }
  return scan;
}

/** The path (and query) of an address on the old site, as a redirect starts from it. */
function oldPath(address: string) {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Every address the post answered at on WordPress: its link, ?p=ID, the dated and bare slug. */
export function oldPermalinks(post: ConvertedPost) {
  const paths = new Set<string>();
  const add = (path: string | null) => {
    if (!path || path === "/") return;
    const [pathname, query] = path.split(/\?(.*)/s);
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    paths.add(query ? `${trimmed}?${query}` : trimmed);
  };
  add(oldPath(post.link));
  add(`/?p=${post.wpId}`);
  if (post.slug) {
    const slug = encodeURI(post.slug);
    if (post.localDay) add(`/${post.localDay.replaceAll("-", "/")}/${slug}`);
    add(`/${slug}`);
  }
  return [...paths];
}

const articlePath = (post: ConvertedPost, uid: string) =>
  `${post.language === "id" ? "/id" : ""}/article/${uid}`;

async function matchStaff(services: ImportServices, authors: WxrAuthor[]) {
  const emails = authors.map((author) => author.email.toLowerCase()).filter(Boolean);
  const staff = emails.length
    ? await services.db
        .select({ email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(sql`lower(${staffUsers.email})`, emails))
    : [];
  const byEmail = new Map(staff.map((member) => [member.email.toLowerCase(), member.name]));
  return authors.map((author) => ({
    ...author,
    staffName: byEmail.get(author.email.toLowerCase()) ?? null,
  }));
}

async function findArticle(services: ImportServices, site: string, post: ConvertedPost) {
  const [row] = await services.db
    .select({ uid: articles.uid })
    .from(wordpressPosts)
    .innerJoin(articles, eq(articles.id, wordpressPosts.articleId))
    .where(
      or(
        post.guid ? eq(wordpressPosts.guid, post.guid) : sql`false`,
        sql`${wordpressPosts.site} = ${site} and ${wordpressPosts.postId} = ${post.wpId}`,
      ),
    )
    .limit(1);
  return row?.uid ?? null;
}

function articleDataOf(
  post: ConvertedPost,
  content: string,
  authorName: string,
): ArticleData | null {
  const version = articleVersionSchema.safeParse({
    title: post.title,
    excerpt: post.excerpt,
    content,
  });
  if (!version.success) return null;
  return {
    versions: { [post.language]: version.data },
    status: post.status,
    publishedAt: post.publishedAt,
    categories: post.categories,
    authorName,
  };
}

type Progress = (done: number) => Promise<void>;

/**
 * Reads the export and, unless `dryRun`, writes it: each post becomes an article (or updates
 * the one an earlier import made of it) through the article services, so audit, search and
 * cache invalidation happen as for any article; its old addresses, its category and tag
 * archives and /feed/ redirect to the new ones. Images are not fetched yet: a body image is
 * reported and left out (see the report of issue 41).
 */
async function runImport(
  services: ImportServices,
  file: WxrSource,
  options: ImportOptions & { dryRun: boolean; actor?: Actor; importId?: number },
  scan: Scan,
  progress: Progress = async () => {},
): Promise<ImportReport> {
  const authors = await matchStaff(services, scan.authors);
  const authorNames = new Map(
    authors.map((author) => [author.login, author.staffName ?? author.displayName]),
  );
  const context: ConvertContext = {
    attachments: scan.attachments,
    language: options.language,
    now: services.now(),
  };
  const report: ImportReport = {
    site: scan.site,
    items: [],
    counts: { create: 0, update: 0, skip: 0 },
    skipped: { page: 0, attachment: 0, menu: 0, trash: 0, other: 0, comments: 0 },
    authors,
    redirects: { created: 0, kept: 0, refused: [] },
  };
  const existing = new Set((await listRedirects(services.db)).map((rule) => rule.from));
  const archives = new Map<string, string>();
  const redirect = async (from: string, to: string) => {
    if (existing.has(from)) {
      report.redirects.kept += 1;
      return;
    }
    existing.add(from);
    if (options.dryRun) return;
    try {
      await createRedirect(services, { from, to, status: 301, match: "exact" }, options.actor);
      report.redirects.created += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const reason = Object.values(error.fieldReasons ?? {})[0] ?? error.reason;
      report.redirects.refused.push({ from, reason: errorText(reason, "en") });
    }
  };

  let done = 0;
  for await (const entry of readWxr(file.stream())) {
    if (entry.kind !== "item") continue;
    report.skipped.comments += entry.item.commentCount;
    if (entry.item.postType === "attachment") continue;
    done += 1;
    if (done % 25 === 0) await progress(done);
    const conversion = convertPost(entry.item, context);
    if (conversion.kind === "skipped") {
      report.skipped[conversion.reason] += 1;
      continue;
    }
    const post = conversion.post;
    const problems = [...post.problems];
    const uid = await findArticle(services, scan.site, post);
    const content = finishBody(post.body, new Map(), services.sanitizer, problems);
    const data =
      content === null
        ? null
        : articleDataOf(post, content, authorNames.get(post.creator) ?? post.creator);
    const line: ImportItem = {
      wpId: post.wpId,
      title: post.title,
      language: post.language,
      status: post.status,
      scheduled: post.scheduled,
      action: data ? (uid ? "update" : "create") : "skip",
      articleUid: uid,
      problems,
    };
    report.items.push(line);
    report.counts[line.action] += 1;
    if (!data || options.dryRun) continue;

    let articleUid = uid;
    if (articleUid) await updateArticle(services, articleUid, data, { actor: options.actor });
    else articleUid = (await createArticle(services, data, options.actor)).uid;
    line.articleUid = articleUid;
    const [{ id: articleId }] = await services.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.uid, articleUid));
    await services.db
      .insert(wordpressPosts)
      .values({
        guid: post.guid || `${scan.site}/?p=${post.wpId}`,
        site: scan.site,
        postId: post.wpId,
        articleId,
        importId: options.importId ?? null,
      })
      .onConflictDoUpdate({
        target: wordpressPosts.guid,
        set: { articleId, importId: options.importId ?? null, updatedAt: services.now() },
      });
    for (const from of oldPermalinks(post)) await redirect(from, articlePath(post, articleUid));
    for (const archive of post.archives) {
      archives.set(`/${archive.kind}/${archive.slug}`, `/article?tag=${slugify(archive.name)}`);
    }
  }
  if (!options.dryRun) {
    for (const [from, to] of archives) await redirect(from, to);
    if (report.counts.create + report.counts.update > 0) await redirect("/feed", "/rss.xml");
  }
  await progress(done);
  return report;
}

/** What an import of this file would create, update and skip, and every problem per item. */
export async function previewWordPressImport(
  services: ImportServices,
  file: WxrSource,
  options: ImportOptions,
) {
  const scan = await scanWxr(file);
  return runImport(services, file, { ...options, dryRun: true }, scan);
}

/** The import itself, waited for (the job below runs it in the background). */
export async function importWordPress(
  services: ImportServices,
  file: WxrSource,
  options: ImportOptions & { actor?: Actor; importId?: number },
  scan?: Scan,
  progress?: Progress,
) {
  return runImport(
    services,
    file,
    { ...options, dryRun: false },
    scan ?? (await scanWxr(file)),
    progress,
  );
}

/**
 * Starts an import as an in-process background job: the file is read once first (a bad file is
 * refused here, before anything is written), then a `wordpress_imports` row tracks its progress
 * and holds its report; GET /api/v1/admin/imports/{id} reads it. A dry run answers at once.
 */
export async function startWordPressImport(
  services: ImportServices,
  file: WxrSource & { name?: string },
  options: ImportOptions & { dryRun: boolean; actor?: Actor },
) {
  const scan = await scanWxr(file);
  const [job] = await services.db
    .insert(wordpressImports)
    .values({
      fileName: file.name ?? "",
      language: options.language,
      dryRun: options.dryRun,
      total: scan.postCount,
      startedBy: options.actor?.id ?? null,
    })
    .returning({ id: wordpressImports.id });
  const finish = async (report: ImportReport) =>
    services.db
      .update(wordpressImports)
      .set({
        status: "finished",
        done: scan.postCount,
        report,
        finishedAt: services.now(),
        updatedAt: services.now(),
      })
      .where(eq(wordpressImports.id, job.id));
  if (options.dryRun) {
    await finish(await runImport(services, file, options, scan));
    return { id: job.id, finished: true };
  }
  const progress = async (done: number) => {
    await services.db
      .update(wordpressImports)
      .set({ done, updatedAt: services.now() })
      .where(eq(wordpressImports.id, job.id));
  };
  const running = importWordPress(
    services,
    file,
    { ...options, importId: job.id },
    scan,
    progress,
  ).then(finish, async (error: unknown) => {
    services.logger.error({ err: error, importId: job.id }, "WordPress import failed");
    await services.db
      .update(wordpressImports)
      .set({ status: "failed", finishedAt: services.now(), updatedAt: services.now() })
      .where(eq(wordpressImports.id, job.id));
  });
  runningImports.add(running);
  void running.finally(() => runningImports.delete(running));
  return { id: job.id, finished: false };
}

const runningImports = new Set<Promise<unknown>>();

/** Waits for the imports running in this process (tests, and a graceful stop). */
export const settleWordPressImports = () => Promise.allSettled([...runningImports]);

/** An import's progress and, once finished, its report. */
export async function readWordPressImport(services: Pick<ImportServices, "db">, id: number) {
  const [row] = await services.db
    .select()
    .from(wordpressImports)
    .where(eq(wordpressImports.id, id));
  return row ?? null;
}
