import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { listRolesWith } from "#contracts/permissions.ts";
import type { Database } from "#server/db/client.ts";
import { leadDeliveries, leads, staffUsers } from "#server/db/schema.ts";
import type { JobQueue } from "#server/jobs/job-queue.ts";
import { CHANNEL_QUEUES, type Tx } from "./lead-deliveries.ts";
import type { ReminderLead } from "./lead-mail.ts";

/** Follow-up reminders go out at 08:00 in the agency's time zone (AGENCY_TIME_ZONE). */
export const REMINDER_CRON = "0 8 * * *";

/** One owner, one day: the delivery row's unique key is what makes the email go once. */
export const reminderKey = (ownerId: number, day: string) => `reminder:${ownerId}:${day}`;

export function parseReminderKey(key: string) {
  const [, owner, day] = key.split(":");
  return { ownerId: Number(owner), day };
}

const activeOwner = and(
  eq(staffUsers.disabled, false),
  inArray(staffUsers.role, listRolesWith("leads:manage")),
);

/** Active members with lead access who own a lead whose follow-up is due on `day` or before. */
export async function listOwnersWithDueFollowUps(db: Database, day: string) {
  return db
    .selectDistinct({ id: staffUsers.id, email: staffUsers.email })
    .from(leads)
    .innerJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(and(isNotNull(leads.nextFollowUp), lte(leads.nextFollowUp, day), activeOwner))
    .orderBy(asc(staffUsers.id));
}

export async function findActiveLeadOwner(db: Database, id: number) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      locale: staffUsers.locale,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), activeOwner));
  return row ?? null;
}

/** The owner's leads due on `day` or overdue, the oldest due first. */
export async function listDueFollowUps(
  db: Database,
  ownerId: number,
  day: string,
): Promise<ReminderLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      nextFollowUp: leads.nextFollowUp,
    })
    .from(leads)
    .where(and(eq(leads.ownerId, ownerId), lte(leads.nextFollowUp, day)))
    .orderBy(asc(leads.nextFollowUp), asc(leads.id));
  return rows.map((row) => ({ ...row, nextFollowUp: row.nextFollowUp ?? day }));
}

/**
 * The owner's reminder of `day` and its job, in one transaction; nothing when the row exists
 * (the sweep already ran that day, here or on another instance).
 */
export async function queueFollowUpReminder(
  tx: Tx,
  queue: JobQueue,
  owner: { id: number; email: string },
  day: string,
  now: Date,
) {
  const key = reminderKey(owner.id, day);
  const inserted = await tx
    .insert(leadDeliveries)
    .values({
      channel: "reminder",
      key,
      recipient: owner.email,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: leadDeliveries.key })
    .returning({ id: leadDeliveries.id });
  if (inserted.length === 0) return false;
  await queue.boss.send(CHANNEL_QUEUES.reminder, { key }, { db: queue.within(tx) });
  return true;
}

/** How many reminders were sent for `day` (the test's and an operator's check). */
export async function countSentReminders(db: Database, day: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.channel, "reminder"),
        eq(leadDeliveries.state, "sent"),
        sql`${leadDeliveries.key} like ${`reminder:%:${day}`}`,
      ),
    );
  return Number(row?.total ?? 0);
}
