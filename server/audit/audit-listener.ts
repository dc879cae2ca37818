import type { Database } from "../db/client.ts";
import { listen } from "../shared/domain-events.ts";
import { recordAudit } from "./audit-service.ts";

/**
 * The audit log listens to what the services announce, so the API and the staff screens write
 * the same entry for the same change without each recording it. Changes without an actor
 * (seeding, test factories) are not staff actions and are not audited.
 */
export function recordAuditOfChanges(db: Database) {
  listen(db, ["employee.created"], async ({ actor, id }) => {
    if (actor)
      await recordAudit(db, actor, "employee.create", { entity: "employee", entityId: id });
  });
  listen(db, ["employee.updated"], async ({ actor, id }) => {
    if (actor)
      await recordAudit(db, actor, "employee.update", { entity: "employee", entityId: id });
  });
  listen(db, ["employee.deleted"], async ({ actor, id, name, number }) => {
    if (actor) {
      await recordAudit(db, actor, "employee.delete", {
        entity: "employee",
        entityId: id,
        details: { name, number },
      });
    }
  });
  listen(db, ["employee.bulk_deleted"], async ({ actor, count, details }) => {
    if (actor) {
      await recordAudit(db, actor, "employee.bulk_delete", {
        entity: "employee",
        details: { count, ...details },
      });
    }
  });
  listen(db, ["employee.status_changed"], async ({ actor, count, details }) => {
    if (actor) {
      await recordAudit(db, actor, "employee.bulk_status", {
        entity: "employee",
        details: { count, ...details },
      });
    }
  });
}
