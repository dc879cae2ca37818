import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { LeadDelivery, LeadNote, LeadStatus } from "#contracts/lead-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { listRolesWith } from "#contracts/permissions.ts";
import { type AuditActor, recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { leadDeliveries, leadNotes, leads, staffUsers } from "#server/db/schema.ts";
import { ConflictError, notFound, ValidationError } from "#server/shared/domain-errors.ts";
import { listLeadDeliveries } from "./lead-deliveries.ts";
import type { LeadServices } from "./lead-notifier.ts";
import { getLead } from "./lead-service.ts";

export type PipelineActor = { id: number; email: string; name: string };

const asAuditDb = (tx: unknown) => tx as Database;

async function lockLead(tx: Database, id: number) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
  if (!row) throw notFound("Lead");
  return row;
}

type LeadRow = typeof leads.$inferSelect;

/** What the pipeline form changes at once; a field left out stays as it is. */
export type LeadPipelineChange = {
  status?: LeadStatus;
  ownerId?: number | null;
  nextFollowUp?: string | null;
};

/** What a save changed, in the order the form shows it (each has its own audit entry). */
export type LeadPipelineField = "status" | "owner" | "followUp";

async function findOwner(tx: Database, ownerId: number) {
  const [row] = await tx
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, ownerId),
        eq(staffUsers.disabled, false),
        inArray(staffUsers.role, listRolesWith("leads:manage")),
      ),
    );
  if (!row) {
    throw new ValidationError("validation_failed", msg("ownerWithoutLeadAccess"), {
      fields: { ownerId: msg("chooseLeadOwner") },
    });
  }
  return row;
}

/**
 * Applies a lead's status, owner and follow-up in one transaction, each change audited with the
 * value it replaced. A value the lead already has changes nothing: no new update time, no audit
 * entry. A new owner (an active admin or sales member) other than the one assigning gets an email through the
 * notification queue, queued in the same transaction.
 */
export async function updateLeadPipeline(
  { db, leadNotifier }: LeadServices,
  id: number,
  change: LeadPipelineChange,
  actor: PipelineActor | AuditActor,
) {
  const changed = await db.transaction(async (tx) => {
    const auditDb = asAuditDb(tx);
    const before = await lockLead(auditDb, id);
    const values: Partial<LeadRow> = {};
    const changed: LeadPipelineField[] = [];
    if (change.status !== undefined && change.status !== before.status) {
      values.status = change.status;
      changed.push("status");
    }
    // Only a new owner is checked: keeping one who has since been disabled blocks no other change.
    let owner: Awaited<ReturnType<typeof findOwner>> | null = null;
    if (change.ownerId !== undefined && change.ownerId !== before.ownerId) {
      if (change.ownerId !== null) owner = await findOwner(auditDb, change.ownerId);
      values.ownerId = change.ownerId;
      changed.push("owner");
    }
    if (change.nextFollowUp !== undefined && change.nextFollowUp !== before.nextFollowUp) {
      values.nextFollowUp = change.nextFollowUp;
      changed.push("followUp");
    }
    if (changed.length === 0) return changed;
    const [updated] = await tx
      .update(leads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(auditDb, actor, action, { entity: "lead", entityId: id, details });
    if (changed.includes("status")) {
      await audit("lead.status", { status: updated.status, from: before.status });
    }
    if (changed.includes("owner")) {
      await audit("lead.assign", {
        ownerId: updated.ownerId,
        owner: owner?.email ?? null,
        from: before.ownerId,
      });
      if (owner && actor && "name" in actor && owner.id !== actor.id) {
        await leadNotifier?.queueAssignment(tx, updated, owner, actor.name);
      }
    }
    if (changed.includes("followUp")) {
      await audit("lead.follow_up", {
        nextFollowUp: updated.nextFollowUp,
        from: before.nextFollowUp,
      });
    }
    return changed;
  });
  return { lead: await getLead(db, id), changed };
}

export async function updateLeadStatus(
  services: LeadServices,
  id: number,
  status: LeadStatus,
  actor: AuditActor = null,
) {
  return (await updateLeadPipeline(services, id, { status }, actor)).lead;
}

/** Gives the lead an owner (an active member with lead access) or none; see updateLeadPipeline. */
export async function assignLead(
  services: LeadServices,
  id: number,
  ownerId: number | null,
  actor: PipelineActor,
) {
  return (await updateLeadPipeline(services, id, { ownerId }, actor)).lead;
}

/** A note stamped with `now`: the services' clock, which tests move. */
export async function addLeadNote(
  db: Database,
  id: number,
  body: string,
  actor: PipelineActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockLead(asAuditDb(tx), id);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: actor.id, authorName: actor.name, body, createdAt: now })
      .returning();
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, id));
    await recordAudit(asAuditDb(tx), actor, "lead.note", {
      entity: "lead",
      entityId: id,
      details: { noteId: note.id, length: body.length },
    });
    return toNote(note);
  });
}

export async function setLeadFollowUp(
  services: LeadServices,
  id: number,
  nextFollowUp: string | null,
  actor: PipelineActor,
) {
  return (await updateLeadPipeline(services, id, { nextFollowUp }, actor)).lead;
}

const toNote = (row: typeof leadNotes.$inferSelect): LeadNote => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: typeof leadDeliveries.$inferSelect): LeadDelivery => ({
  id: row.id,
  channel: row.channel,
  state: row.state,
  recipient: row.recipient,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listLeadNotes(db: Database, id: number) {
  const rows = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return rows.map(toNote);
}

export async function listDeliveries(db: Database, id: number) {
  return (await listLeadDeliveries(db, id)).map(toDelivery);
}

/** Who can own a lead (active members whose role manages leads), for the picker and the filter. */
export async function listLeadOwners(db: Database) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.disabled, false), inArray(staffUsers.role, listRolesWith("leads:manage"))),
    )
    .orderBy(asc(staffUsers.name));
}

/** Everything the lead page shows: the lead, its notes, its deliveries and the owners. */
export async function getLeadWorkspace({ db, leadNotifier }: LeadServices, id: number) {
  const lead = await getLead(db, id);
  const [notes, deliveries, owners] = await Promise.all([
    listLeadNotes(db, id),
    listDeliveries(db, id),
    listLeadOwners(db),
  ]);
  return { lead, notes, deliveries, owners, notifying: leadNotifier !== null };
}

/** Puts a failed notification of this lead back in the queue. */
export async function retryLeadDelivery(
  { db, leadNotifier: notifier }: LeadServices,
  leadId: number,
  deliveryId: number,
  actor: PipelineActor,
) {
  const [delivery] = await db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.leadId, leadId)));
  if (!delivery) throw notFound("Notification");
  if (delivery.state !== "failed") {
    throw new ConflictError("conflict", msg("onlyFailedRetried"));
  }
  if (!notifier) {
    throw new ConflictError("conflict", msg("notificationsOff"));
  }
  await notifier.retry(delivery);
  await recordAudit(db, actor, "lead.notification_retry", {
    entity: "lead",
    entityId: leadId,
    details: { deliveryId, channel: delivery.channel },
  });
}
