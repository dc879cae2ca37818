import type { Database } from "../db/client.ts";
import type { DomainEventName, DomainEvents, EventBus } from "../shared/domain-events.ts";
import { recordAudit } from "./audit-service.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Entry = [action: string, target: Parameters<typeof recordAudit>[3]];

/** The audit entry of each change; one without an actor (seeding, test factories) has none. */
const AUDIT_ENTRY: { [K in DomainEventName]?: (change: DomainEvents[K]) => Entry } = {
  "article.created": ({ uids, title, status }) => [
    "article.create",
    { entity: "article", entityId: uids[0], details: { title, status } },
  ],
  "article.updated": ({ uids, title, status }) => [
    "article.update",
    { entity: "article", entityId: uids[0], details: { title, status } },
  ],
  "article.revision_restored": ({ uids, title, language, revision }) => [
    "article.revision_restore",
    { entity: "article", entityId: uids[0], details: { title, language, revision } },
  ],
  "article.preview_link_created": ({ uids, title, language, hours }) => [
    "article.preview_link_create",
    { entity: "article", entityId: uids[0], details: { title, language, hours } },
  ],
  "article.preview_link_revoked": ({ uids, title, language }) => [
    "article.preview_link_revoke",
    { entity: "article", entityId: uids[0], details: { title, language } },
  ],
  "article.published": ({ uids }) => [
    "article.bulk_status",
    { entity: "article", details: { count: uids.length, status: "published" } },
  ],
  "article.unpublished": ({ uids }) => [
    "article.bulk_status",
    { entity: "article", details: { count: uids.length, status: "draft" } },
  ],
  "article.deleted": ({ uids, titles, bulk }) =>
    bulk
      ? [
          "article.bulk_delete",
          { entity: "article", details: { count: uids.length, titles: titles.slice(0, 20) } },
        ]
      : [
          "article.delete",
          { entity: "article", entityId: uids[0], details: { title: titles[0] ?? null } },
        ],
  "site.changed": ({ kind, change, key, name }) => [
    `site.${kind}.${change.replace(/d$/, "")}`,
    { entity: kind, entityId: key, details: { name } },
  ],
  "category.renamed": ({ uid, from, to }) => [
    "category.rename",
    { entity: "category", entityId: uid, details: { from, to } },
  ],
  "category.deleted": ({ uid, name, articles }) => [
    "category.delete",
    { entity: "category", entityId: uid, details: { name, articles } },
  ],
  "employee.created": ({ id, name, number }) => [
    "employee.create",
    { entity: "employee", entityId: id, details: { name, number } },
  ],
  "employee.updated": ({ id, name, changes }) => [
    "employee.update",
    { entity: "employee", entityId: id, details: { name, changes } },
  ],
  "employee.deleted": ({ id, name, number }) => [
    "employee.delete",
    { entity: "employee", entityId: id, details: { name, number } },
  ],
  "employee.bulk_deleted": ({ count, details }) => [
    "employee.bulk_delete",
    { entity: "employee", details: { count, ...details } },
  ],
  "employee.restored": ({ count, details }) => [
    "employee.restore",
    { entity: "employee", details: { count, ...details } },
  ],
  "employee.status_changed": ({ count, details }) => [
    "employee.bulk_status",
    { entity: "employee", details: { count, ...details } },
  ],
  "employee.imported": ({ summary, rows, file }) => [
    "employee.import",
    { entity: "employee", details: { ...summary, rows, file } },
  ],
};

/** Writes the change's audit entry in `tx`, the transaction that stores the change. */
export async function auditChange<K extends DomainEventName>(
  tx: Tx,
  name: K,
  change: DomainEvents[K],
) {
  const entry = (AUDIT_ENTRY[name] as ((change: DomainEvents[K]) => Entry) | undefined)?.(change);
  const actor = "actor" in change ? change.actor : null;
  if (actor && entry) await recordAudit(tx, actor, ...entry);
}

/** What a service that changes audited or public content needs from `AppServices`. */
export type ChangeServices = { db: Database; events: EventBus };

/**
 * Runs `write` in one transaction together with its change's audit entry, so the entry exists
 * exactly when the change does; then announces the change (cache purge, notifications). A
 * listener failing after the commit cannot lose the entry. `write` answers its result and the
 * change.
 */
export async function commitChange<K extends DomainEventName, T>(
  services: ChangeServices,
  name: K,
  write: (tx: Tx) => Promise<[T, DomainEvents[K]]>,
): Promise<T> {
  const [result, change] = await services.db.transaction(async (tx) => {
    const written = await write(tx);
    await auditChange(tx, name, written[1]);
    return written;
  });
  await services.events.announce(name, change);
  return result;
}
