import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type PreviewLink, previewPath } from "#contracts/article-revision-schema.ts";
import type { ArticleLanguage } from "#contracts/article-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange } from "#server/audit/commit-change.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { createUid, sha256 } from "#server/shared/ids.ts";

const HOUR = 3_600_000;

/** 256 random bits: a token cannot be guessed, and only its hash is stored. */
const createToken = () => randomBytes(32).toString("base64url");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function findArticleId(db: Database, uid: string) {
  const [row] = await selectRows<{ id: number; title: string }>(
    db,
    sql`select a.id, coalesce((select t.title from article_translations t
        where t.article_id = a.id order by t.locale = 'en' desc limit 1), '') as title
      from articles a where a.uid = ${uid}`,
  );
  if (!row) throw notFound("Article");
  return row;
}

/**
 * A link to one language of the article that works without signing in until `hours` from
 * `now` (the services' clock) or until revoked. The token is returned here only.
 */
export async function createPreviewLink(
  services: ChangeServices,
  uid: string,
  input: { language: ArticleLanguage; hours: number },
  options: { actor?: AuditActor; now: Date },
) {
  const article = await findArticleId(services.db, uid);
  const token = createToken();
  const link = {
    uid: createUid(),
    language: input.language,
    expiresAt: new Date(options.now.getTime() + input.hours * HOUR).toISOString(),
    createdAt: options.now.toISOString(),
  };
  return commitChange(services, "article.preview_link_created", async (tx) => {
    await tx.execute(sql`
    insert into article_preview_links
      (uid, article_id, locale, token_hash, expires_at, created_by, created_at)
    values (${link.uid}, ${article.id}, ${input.language}, ${sha256(token)}, ${link.expiresAt},
      ${options.actor?.id ?? null}::int, ${link.createdAt})`);
    const { title } = article;
    return [
      { ...link, token, path: previewPath(input.language, token) },
      { uids: [uid], actor: options.actor, title, language: input.language, hours: input.hours },
    ];
  });
}

/** The article's links that still work at `now`, newest first. */
export async function listPreviewLinks(
  db: Database,
  uid: string,
  now: Date,
): Promise<PreviewLink[]> {
  await findArticleId(db, uid);
  const rows = await selectRows<{
    uid: string;
    locale: ArticleLanguage;
    expires_at: Date | string;
    created_at: Date | string;
  }>(
    db,
    sql`select l.uid, l.locale, l.expires_at, l.created_at from article_preview_links l
      join articles a on a.id = l.article_id
      where a.uid = ${uid} and l.revoked_at is null and l.expires_at > ${now.toISOString()}
      order by l.id desc`,
  );
  return rows.map((row) => ({
    uid: row.uid,
    language: row.locale,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Revokes one of the article's links; revoking it again changes nothing. */
export async function revokePreviewLink(
  services: ChangeServices,
  uid: string,
  linkUid: string,
  options: { actor?: AuditActor; now: Date },
) {
  const article = await findArticleId(services.db, uid);
  await commitChange(services, "article.preview_link_revoked", async (tx) => {
    const [row] = await selectRows<{ locale: ArticleLanguage }>(
      tx,
      sql`update article_preview_links set revoked_at = coalesce(revoked_at, ${options.now.toISOString()})
      where uid = ${linkUid} and article_id = ${article.id} returning locale`,
    );
    if (!row) throw notFound("Preview link");
    const change = {
      uids: [uid],
      actor: options.actor,
      title: article.title,
      language: row.locale,
    };
    return [undefined, change];
  });
}

/**
 * The article a token opens at `now`: its uid and language, or null when the token is unknown,
 * revoked or expired (all answer the same 404).
 */
export async function openPreviewLink(db: Database, token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await selectRows<{ uid: string; locale: ArticleLanguage }>(
    db,
    sql`select a.uid, l.locale from article_preview_links l join articles a on a.id = l.article_id
      where l.token_hash = ${sha256(token)} and l.revoked_at is null
        and l.expires_at > ${now.toISOString()}`,
  );
  return row ? { uid: row.uid, language: row.locale } : null;
}
