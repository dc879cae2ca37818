import { eq, sql } from "drizzle-orm";
import { msg } from "#contracts/messages/message.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange } from "#server/audit/commit-change.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { categories } from "#server/db/schema.ts";
import { ConflictError, invalidFields, notFound } from "#server/shared/domain-errors.ts";
import { slugify } from "#server/shared/ids.ts";
import { refreshSearchVectors } from "./article-writes.ts";

export type AdminCategory = {
  uid: string;
  name: string;
  nameId: string;
  slug: string;
  count: number;
};

/** Every category with its number of articles, drafts included (the staff view). */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await selectRows<AdminCategory>(
    db,
    sql`select c.uid, c.name, coalesce(c.name_id, '') as "nameId", c.slug,
        count(ac.article_id)::int as count from categories c
        left join article_categories ac on ac.category_id = c.id
        group by c.id order by lower(c.name)`,
  );
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}

async function articleIdsOf(db: Pick<Database, "execute">, categoryId: number) {
  const rows = await selectRows<{ article_id: number }>(
    db,
    sql`select article_id from article_categories where category_id = ${categoryId}`,
  );
  return rows.map((row) => Number(row.article_id));
}

/**
 * Renames a category in both editions (its slug follows the English name, so tag links use the
 * new name); an empty Indonesian name shows the English one there.
 */
export async function renameCategory(
  services: ChangeServices,
  uid: string,
  names: { name: string; nameId?: string },
  actor?: AuditActor,
) {
  const { name } = names;
  const slug = slugify(name);
  if (!slug) {
    throw invalidFields({ name: msg("needsLetterOrDigit") });
  }
  return commitChange(services, "category.renamed", async (tx) => {
    const existing = await findCategory(tx, uid);
    const [clash] = await tx
      .select({ uid: categories.uid })
      .from(categories)
      .where(sql`${categories.slug} = ${slug} and ${categories.uid} <> ${uid}`);
    if (clash) {
      throw new ConflictError("duplicate_category", msg("duplicateCategory"), {
        fields: { name: msg("duplicateCategory") },
      });
    }
    await tx
      .update(categories)
      .set({ name, nameId: names.nameId || null, slug })
      .where(eq(categories.id, existing.id));
    await refreshSearchVectors(tx, await articleIdsOf(tx, existing.id));
    const renamed = { uid, name, slug, previousName: existing.name };
    return [renamed, { uid, actor, from: existing.name, to: name }];
  });
}

async function findCategory(tx: Pick<Database, "select">, uid: string) {
  const [existing] = await tx.select().from(categories).where(eq(categories.uid, uid));
  if (!existing) throw notFound("Category");
  return existing;
}

/**
 * Deletes a category. Its articles only lose the category (the link rows cascade); they stay
 * published or draft as they were.
 */
export async function deleteCategory(services: ChangeServices, uid: string, actor?: AuditActor) {
  return commitChange(services, "category.deleted", async (tx) => {
    const existing = await findCategory(tx, uid);
    const articleIds = await articleIdsOf(tx, existing.id);
    await tx.delete(categories).where(eq(categories.id, existing.id));
    await refreshSearchVectors(tx, articleIds);
    const deleted = { uid, name: existing.name, articles: articleIds.length };
    return [deleted, { ...deleted, actor }];
  });
}
