import type { Database } from "#server/db/client.ts";
import { auditEvents } from "#server/db/schema.ts";

export type AuditActor = { id: number; email: string } | null;

export async function recordAudit(
  db: Pick<Database, "insert">,
  actor: AuditActor,
  action: string,
  target: { entity?: string; entityId?: string | number; details?: Record<string, unknown> } = {},
) {
  await db.insert(auditEvents).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    entity: target.entity ?? null,
    entityId: target.entityId === undefined ? null : String(target.entityId),
    details: target.details ?? null,
  });
}
