import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type {
  MediaItem,
  MediaKind,
  MediaQuery,
  MediaText,
  MediaUse,
} from "#contracts/media-schema.ts";
import { MEDIA_PAGE_SIZE } from "#contracts/media-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { buildPagination } from "#contracts/pagination.ts";
import { type AuditActor, recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like-pattern.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { type MediaVariant, media, staffUsers } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { ConflictError, notFound, UnavailableError } from "#server/shared/domain-errors.ts";
import { createUid } from "#server/shared/ids.ts";
import { type EncodedVariant, storeVariants } from "./cover-images.ts";
import { type MediaStorage, MediaStoreError } from "./media-storage.ts";
import { encodeUploadedImage } from "./upload-image.ts";

export type MediaServices = { db: Database; media: MediaStorage; logger: Logger };

type MediaRow = typeof media.$inferSelect;

/** The address content stores for a variant key. */
export const urlOfKey = (key: string) => `/media/${key}`;

/**
 * What every variant's address starts with: `/media/covers/u1-x-` for sized variants, the one
 * address for a single file. A use anywhere in the content contains it.
 */
function usagePrefixOf(variants: readonly MediaVariant[]) {
  const sized = /^(.*-)\d+\.(webp|avif)$/.exec(variants[0].key);
  return variants.length > 1 && sized ? urlOfKey(sized[1]) : urlOfKey(variants[0].key);
}

/** The largest WebP (else the largest variant): what an image field stores. */
function mainVariant(variants: readonly MediaVariant[]) {
  const webp = variants.filter((variant) => variant.key.endsWith(".webp"));
  const pool = webp.length > 0 ? webp : variants;
  return pool.reduce((best, variant) => (variant.width > best.width ? variant : best));
}

const storeFailed = (error: unknown) =>
  new UnavailableError("media_store_failed", msg("mediaStoreFailed"), {
    fields: { file: msg("imageNotStored", (error as Error).message) },
  });

/**
 * Stores variants and records them in one step: nothing is recorded until every variant is
 * stored, and the variants go again when the record cannot be written.
 */
export async function recordStoredImage(
  services: MediaServices,
  variants: EncodedVariant[],
  entry: {
    kind: MediaKind;
    name: string;
    actor?: AuditActor;
    alt?: Partial<Record<"en" | "id", string>>;
    caption?: Partial<Record<"en" | "id", string>>;
    createdAt?: Date;
  },
) {
  let stored: MediaVariant[];
  try {
    stored = await storeVariants(services.media, variants);
  } catch (error) {
    if (error instanceof MediaStoreError) {
      services.logger.warn({ err: { message: error.message } }, "media store failed");
      throw storeFailed(error);
    }
    throw error;
  }
  const main = mainVariant(stored);
  try {
    const [row] = await services.db
      .insert(media)
      .values({
        uid: createUid(),
        kind: entry.kind,
        url: urlOfKey(main.key),
        usagePrefix: usagePrefixOf(stored),
        name: entry.name.slice(0, 200),
        width: main.width,
        height: main.height,
        bytes: stored.reduce((total, variant) => total + variant.bytes, 0),
        variants: stored,
        alt: { en: entry.alt?.en ?? "", id: entry.alt?.id ?? "" },
        caption: { en: entry.caption?.en ?? "", id: entry.caption?.id ?? "" },
        uploadedBy: entry.actor?.id ?? null,
        uploaderName: entry.actor
          ? sql`(select coalesce(nullif(${staffUsers.name}, ''), ${staffUsers.email}) from ${staffUsers} where ${staffUsers.id} = ${entry.actor.id})`
          : "",
        ...(entry.createdAt ? { createdAt: entry.createdAt, updatedAt: entry.createdAt } : {}),
      })
      // Two instances seeding the same demo cover at once: the second finds the first's row.
      .onConflictDoNothing({ target: media.url })
      .returning();
    if (row) return row;
    const [existing] = await services.db
      .select()
      .from(media)
      .where(eq(media.url, urlOfKey(main.key)));
    return existing;
  } catch (error) {
    await services.media.remove(stored.map((variant) => variant.key)).catch(() => undefined);
    throw error;
  }
}

/** An upload into the library: checked, cut into its kind's variants, stored, recorded, audited. */
export async function addUploadToLibrary(
  services: MediaServices,
  actor: AuditActor,
  upload: {
    source: Buffer;
    name: string;
    kind: MediaKind;
    alt?: Partial<Record<"en" | "id", string>>;
  },
) {
  const variants = await encodeUploadedImage(upload.source, upload.kind);
  const row = await recordStoredImage(services, variants, { ...upload, actor });
  await recordAudit(services.db, actor, "media.upload", {
    entity: "media",
    entityId: row.uid,
    details: { name: row.name, extra: row.kind, bytes: upload.source.length },
  });
  return row;
}

/** Every place that shows the images whose addresses start with one of `prefixes`. */
async function findUses(db: Database, prefixes: readonly string[]) {
  const uses = new Map<string, MediaUse[]>(prefixes.map((prefix) => [prefix, []]));
  if (prefixes.length === 0) return uses;
  const list = sql.join(
    prefixes.map((prefix) => sql`(${prefix})`),
    sql`, `,
  );
  const rows = await selectRows<{
    prefix: string;
    area: MediaUse["area"];
    name: string;
    ref: string;
  }>(
    db,
    sql`
      with p(prefix) as (values ${list})
      select p.prefix, 'article' as area, coalesce(
          (select t.title from article_translations t where t.article_id = a.id order by t.locale = 'en' desc limit 1), a.uid
        ) as name, a.uid as ref
        from p join articles a on position(p.prefix in coalesce(a.cover_image, '')) > 0
          or exists (select 1 from article_translations t where t.article_id = a.id and position(p.prefix in t.content) > 0)
      union all
      select p.prefix, 'team', e.name, e.id::text
        from p join team_members m on position(p.prefix in m.portrait::text) > 0
        join employees e on e.id = m.employee_id
      union all
      select p.prefix, 'client', c.name, c.id::text
        from p join clients c on position(p.prefix in coalesce(c.logo_image::text, '')) > 0
      union all
      select p.prefix, 'service', coalesce(
          (select t.name from service_translations t where t.slug = s.slug and t.locale = 'en'), s.slug
        ), s.slug
        from p join services s on position(p.prefix in s.images::text) > 0
          or position(p.prefix in s.work::text) > 0
      union all
      select p.prefix, 'employee', e.name, e.id::text
        from p join employees e on e.deleted_at is null
          and (position(p.prefix in coalesce(e.photo, '')) > 0 or position(p.prefix in coalesce(e.photo_path, '')) > 0)
    `,
  );
  const hrefs: Record<MediaUse["area"], (ref: string) => string> = {
    article: (ref) => `/admin/article/form/${ref}`,
    team: (ref) => `/admin/team/${ref}`,
    client: (ref) => `/admin/clients/form/${ref}`,
    service: (ref) => `/admin/services/${ref}`,
    employee: (ref) => `/admin/employee/form/${ref}`,
    company: () => "/admin/company",
  };
  for (const row of rows) {
    uses.get(row.prefix)?.push({ area: row.area, name: row.name, href: hrefs[row.area](row.ref) });
  }
  return uses;
}

function toItem(row: MediaRow, uses: MediaUse[]): MediaItem {
  return {
    id: row.uid,
    kind: row.kind,
    url: row.url,
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    widths: [...new Set(row.variants.map((variant) => variant.width))].sort((a, b) => a - b),
    alt: row.alt,
    caption: row.caption,
    uploader: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

async function withUses(db: Database, rows: MediaRow[]) {
  const uses = await findUses(
    db,
    rows.map((row) => row.usagePrefix),
  );
  return rows.map((row) => toItem(row, uses.get(row.usagePrefix) ?? []));
}

const ORDER: Record<MediaQuery["sort"], SQL[]> = {
  newest: [desc(media.createdAt), desc(media.id)],
  oldest: [asc(media.createdAt), asc(media.id)],
  largest: [desc(media.bytes), desc(media.id)],
  smallest: [asc(media.bytes), asc(media.id)],
};

/** One page of the library: searched by name, alt text and caption, filtered by kind. */
export async function listMedia(db: Database, query: MediaQuery) {
  const pattern = containsPattern(query.q);
  const where = and(
    query.kind ? eq(media.kind, query.kind) : undefined,
    query.q
      ? or(
          ilike(media.name, pattern),
          sql`${media.alt}->>'en' ilike ${pattern}`,
          sql`${media.alt}->>'id' ilike ${pattern}`,
          sql`${media.caption}->>'en' ilike ${pattern}`,
          sql`${media.caption}->>'id' ilike ${pattern}`,
        )
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(media)
    .where(where);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(MEDIA_PAGE_SIZE)
    .offset((query.page - 1) * MEDIA_PAGE_SIZE);
  return {
    items: await withUses(db, rows),
    pagination: buildPagination(query.page, MEDIA_PAGE_SIZE, Number(total)),
  };
}

async function findRow(db: Database, uid: string) {
  const [row] = await db.select().from(media).where(eq(media.uid, uid));
  if (!row) throw notFound("Image");
  return row;
}

export async function getMediaItem(db: Database, uid: string) {
  const [item] = await withUses(db, [await findRow(db, uid)]);
  return item;
}

/** The library items behind stored image addresses (any variant's), for alt texts and srcset. */
export async function findMediaByUrls(db: Database, urls: readonly string[]) {
  const wanted = [...new Set(urls.filter((url) => url.startsWith("/media/")))];
  if (wanted.length === 0) return [];
  return db.select().from(media).where(inArray(media.url, wanted));
}

export async function updateMediaText(
  db: Database,
  actor: AuditActor,
  uid: string,
  text: MediaText,
) {
  const row = await findRow(db, uid);
  await db
    .update(media)
    .set({ alt: text.alt, caption: text.caption, updatedAt: new Date() })
    .where(eq(media.id, row.id));
  await recordAudit(db, actor, "media.update", {
    entity: "media",
    entityId: uid,
    details: { name: row.name },
  });
  return getMediaItem(db, uid);
}

const describeUse = (use: MediaUse) => `${use.area} "${use.name}"`;

/**
 * Deletes library items that nothing uses, their variants with them. A used item is refused,
 * naming each use; with several, the unused ones go and the used ones are reported.
 */
export async function deleteMedia(services: MediaServices, actor: AuditActor, uids: string[]) {
  const rows = await services.db.select().from(media).where(inArray(media.uid, uids));
  if (rows.length === 0) throw notFound("Image");
  const items = await withUses(services.db, rows);
  const used = items.filter((item) => item.uses.length > 0);
  if (uids.length === 1 && used.length === 1) {
    const reason = msg("imageInUse", used[0].uses.map(describeUse).join(", "));
    throw new ConflictError("media_in_use", reason, { fields: { ids: reason } });
  }
  const unused = rows.filter((row) => !used.some((item) => item.id === row.uid));
  if (unused.length > 0) {
    await services.db.delete(media).where(
      inArray(
        media.id,
        unused.map((row) => row.id),
      ),
    );
    const keys = unused.flatMap((row) => row.variants.map((variant) => variant.key));
    // The records are gone: a variant left behind by a failing store is unreachable, not wrong.
    await services.media.remove(keys).catch((error: unknown) => {
      services.logger.warn(
        { err: { message: (error as Error).message } },
        "media variants left in the store",
      );
    });
    await recordAudit(services.db, actor, "media.delete", {
      entity: "media",
      entityId: unused.length === 1 ? unused[0].uid : undefined,
      details: {
        count: unused.length,
        name: unused.length === 1 ? unused[0].name : undefined,
        names: unused.slice(0, 5).map((row) => row.name),
        more: Math.max(0, unused.length - 5),
      },
    });
  }
  return {
    deleted: unused.map((row) => row.uid),
    refused: used.map((item) => ({ id: item.id, name: item.name, uses: item.uses })),
  };
}
