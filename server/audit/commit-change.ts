import type { Database } from "#server/db/client.ts";
import {
  type DomainEventName,
  type DomainEvents,
  type EventBus,
  writingChange,
} from "#server/shared/domain-events.ts";
import { recordAudit } from "./audit-service.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Entry = [action: string, target: Parameters<typeof recordAudit>[3]];

type Details = Record<string, unknown>;
const entryOf =
  (entity: string) =>
  (action: string, details: Details, entityId?: string | number): Entry => [
    action,
    { entity, entityId, details },
  ];
const article = entryOf("article");
const employee = entryOf("employee");
const category = entryOf("category");

/** The audit entry of each change; one without an actor (seeding, test factories) has none. */
const AUDIT_ENTRY: { [K in DomainEventName]?: (change: DomainEvents[K]) => Entry } = {
  "article.created": ({ uids, title, status }) =>
    article("article.create", { title, status }, uids[0]),
  "article.updated": ({ uids, title, status }) =>
    article("article.update", { title, status }, uids[0]),
  "article.revision_restored": ({ uids, title, language, revision }) =>
    article("article.revision_restore", { title, language, revision }, uids[0]),
  "article.preview_link_created": ({ uids, title, language, hours }) =>
    article("article.preview_link_create", { title, language, hours }, uids[0]),
  "article.preview_link_revoked": ({ uids, title, language }) =>
    article("article.preview_link_revoke", { title, language }, uids[0]),
  "article.published": ({ uids }) =>
    article("article.bulk_status", { count: uids.length, status: "published" }),
  "article.unpublished": ({ uids }) =>
    article("article.bulk_status", { count: uids.length, status: "draft" }),
  "article.deleted": ({ uids, titles, bulk }) =>
    bulk
      ? article("article.bulk_delete", { count: uids.length, titles: titles.slice(0, 20) })
      : article("article.delete", { title: titles[0] ?? null }, uids[0]),
  "site.changed": ({ kind, change, key, name }) =>
    entryOf(kind)(`site.${kind}.${change.replace(/d$/, "")}`, { name }, key),
  "category.renamed": ({ uid, from, to }) => category("category.rename", { from, to }, uid),
  "category.deleted": ({ uid, name, articles }) =>
    category("category.delete", { name, articles }, uid),
  "employee.created": ({ id, name, number }) => employee("employee.create", { name, number }, id),
  "employee.updated": ({ id, name, changes }) => employee("employee.update", { name, changes }, id),
  "employee.deleted": ({ id, name, number }) => employee("employee.delete", { name, number }, id),
  "employee.bulk_deleted": ({ count, details }) =>
    employee("employee.bulk_delete", { count, ...details }),
  "employee.restored": ({ count, details }) => employee("employee.restore", { count, ...details }),
  "employee.status_changed": ({ count, details }) =>
    employee("employee.bulk_status", { count, ...details }),
  "employee.imported": ({ summary, rows, file }) =>
    employee("employee.import", { ...summary, rows, file }),
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
  const [result, change] = await services.db.transaction((tx) =>
    writingChange.run(true, async () => {
      const written = await write(tx);
      await auditChange(tx, name, written[1]);
      return written;
    }),
  );
  await services.events.announce(name, change);
  return result;
}
