import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { MediaKind } from "#contracts/media-schema.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { type MediaVariant, media } from "#server/db/schema.ts";
import { createUid } from "#server/shared/ids.ts";
import type { MediaServices } from "./media-library.ts";
import { urlOfKey } from "./media-library.ts";

/** covers/{name}-{width}.{webp|avif} and photos/...: one image at several sizes. */
const SIZED = /^(covers|photos)\/([\w-]+)-(\d+)\.(webp|avif)$/;
const KIND_OF_FOLDER: Record<string, MediaKind> = {
  covers: "cover",
  photos: "portrait",
  inline: "inline",
};

/** An upload's name starts with u{milliseconds in base 36}: the day it was uploaded. */
function uploadedAt(name: string) {
  const stamp = /^u([0-9a-z]{6,10})-/.exec(name);
  const time = stamp ? Number.parseInt(stamp[1], 36) : Number.NaN;
  return time > Date.UTC(2020, 0, 1) && time < Date.now() + 86_400_000 ? new Date(time) : null;
}

/** The stored keys grouped by image: the sizes of one upload together, any other file alone. */
function groupKeys(keys: readonly string[]) {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const sized = SIZED.exec(key);
    const group = sized ? `${sized[1]}/${sized[2]}` : key;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return groups;
}

/**
 * Registers in the library every stored file it does not know (images uploaded before it
 * existed, or copied into the store by hand), so nothing stored is lost to staff. Runs at
 * boot; a no-op when everything is known. Two instances at once register each image once.
 */
export async function registerStoredFiles(services: MediaServices) {
  const known = new Set(
    (
      await selectRows<{ key: string }>(
        services.db,
        sql`select jsonb_array_elements(${media.variants})->>'key' as key from ${media}`,
      )
    ).map((row) => row.key),
  );
  const unknown = (await services.media.list()).filter((key) => !known.has(key));
  let registered = 0;
  for (const [group, keys] of groupKeys(unknown)) {
    const variants: MediaVariant[] = [];
    for (const key of keys) {
      const body = await services.media.get(key);
      if (!body) continue;
      const meta = await sharp(body)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) continue;
      variants.push({ key, width: meta.width, height: meta.height, bytes: body.byteLength });
    }
    if (variants.length === 0) continue;
    variants.sort((a, b) => a.width - b.width || a.key.localeCompare(b.key));
    const webp = variants.filter((variant) => variant.key.endsWith(".webp"));
    const main = (webp.length > 0 ? webp : variants).at(-1) as MediaVariant;
    const name = group.slice(group.indexOf("/") + 1);
    const createdAt = uploadedAt(name) ?? new Date();
    const inserted = await services.db
      .insert(media)
      .values({
        uid: createUid(),
        kind: KIND_OF_FOLDER[group.slice(0, group.indexOf("/"))] ?? "inline",
        url: urlOfKey(main.key),
        usagePrefix:
          variants.length > 1 && SIZED.test(main.key) ? urlOfKey(`${group}-`) : urlOfKey(main.key),
        name,
        width: main.width,
        height: main.height,
        bytes: variants.reduce((total, variant) => total + variant.bytes, 0),
        variants,
        alt: { en: "", id: "" },
        caption: { en: "", id: "" },
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: media.url })
      .returning({ id: media.id });
    registered += inserted.length;
  }
  return registered;
}
