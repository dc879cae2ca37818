import type { Database } from "../db/client.ts";
import { listen } from "../shared/domain-events.ts";
import { type AuditActor, recordAudit } from "./audit-service.ts";

type Target = Parameters<typeof recordAudit>[3];

/**
 * The audit log listens to what the services announce, so the API and the staff screens write
 * the same entry for the same change without each recording it. Changes without an actor
 * (seeding, test factories) are not staff actions and are not audited.
 */
export function recordAuditOfChanges(db: Database) {
  const audit = (actor: AuditActor | undefined, action: string, target: Target) =>
    actor ? recordAudit(db, actor, action, target) : undefined;

  listen(db, ["article.created"], ({ actor, uids, title, status }) =>
    audit(actor, "article.create", {
      entity: "article",
      entityId: uids[0],
      details: { title, status },
    }),
  );
  listen(db, ["article.updated"], ({ actor, uids, title, status }) =>
    audit(actor, "article.update", {
      entity: "article",
      entityId: uids[0],
      details: { title, status },
    }),
  );
  listen(db, ["article.revision_restored"], ({ actor, uids, title, language, revision }) =>
    audit(actor, "article.revision_restore", {
      entity: "article",
      entityId: uids[0],
      details: { title, language, revision },
    }),
  );
  listen(db, ["article.preview_link_created"], ({ actor, uids, title, language, hours }) =>
    audit(actor, "article.preview_link_create", {
      entity: "article",
      entityId: uids[0],
      details: { title, language, hours },
    }),
  );
  listen(db, ["article.preview_link_revoked"], ({ actor, uids, title, language }) =>
    audit(actor, "article.preview_link_revoke", {
      entity: "article",
      entityId: uids[0],
      details: { title, language },
    }),
  );
  listen(db, ["article.published"], ({ actor, uids }) =>
    audit(actor, "article.bulk_status", {
      entity: "article",
      details: { count: uids.length, status: "published" },
    }),
  );
  listen(db, ["article.unpublished"], ({ actor, uids }) =>
    audit(actor, "article.bulk_status", {
      entity: "article",
      details: { count: uids.length, status: "draft" },
    }),
  );
  listen(db, ["article.deleted"], ({ actor, uids, titles, bulk }) =>
    bulk
      ? audit(actor, "article.bulk_delete", {
          entity: "article",
          details: { count: uids.length, titles: titles.slice(0, 20) },
        })
      : audit(actor, "article.delete", {
          entity: "article",
          entityId: uids[0],
          details: { title: titles[0] ?? null },
        }),
  );
  listen(db, ["site.changed"], ({ actor, kind, change, key, name }) =>
    audit(actor, `site.${kind}.${change.replace(/d$/, "")}`, {
      entity: kind,
      entityId: key,
      details: { name },
    }),
  );
  listen(db, ["category.renamed"], ({ actor, uid, from, to }) =>
    audit(actor, "category.rename", { entity: "category", entityId: uid, details: { from, to } }),
  );
  listen(db, ["category.deleted"], ({ actor, uid, name, articles }) =>
    audit(actor, "category.delete", {
      entity: "category",
      entityId: uid,
      details: { name, articles },
    }),
  );
  listen(db, ["employee.created"], ({ actor, id, name, number }) =>
    audit(actor, "employee.create", {
      entity: "employee",
      entityId: id,
      details: { name, number },
    }),
  );
  listen(db, ["employee.updated"], ({ actor, id, name, changes }) =>
    audit(actor, "employee.update", {
      entity: "employee",
      entityId: id,
      details: { name, changes },
    }),
  );
  listen(db, ["employee.deleted"], ({ actor, id, name, number }) =>
    audit(actor, "employee.delete", {
      entity: "employee",
      entityId: id,
      details: { name, number },
    }),
  );
  listen(db, ["employee.bulk_deleted"], ({ actor, count, details }) =>
    audit(actor, "employee.bulk_delete", { entity: "employee", details: { count, ...details } }),
  );
  listen(db, ["employee.restored"], ({ actor, count, details }) =>
    audit(actor, "employee.restore", { entity: "employee", details: { count, ...details } }),
  );
  listen(db, ["employee.status_changed"], ({ actor, count, details }) =>
    audit(actor, "employee.bulk_status", { entity: "employee", details: { count, ...details } }),
  );
  listen(db, ["employee.imported"], ({ actor, summary, rows, file }) =>
    audit(actor, "employee.import", { entity: "employee", details: { ...summary, rows, file } }),
  );
}
