import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";
import { leadDeliveries, leads } from "#server/db/schema.ts";
import type { JobQueue } from "#server/jobs/job-queue.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DeliveryRow = typeof leadDeliveries.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;

export type DeliveryChannel = DeliveryRow["channel"];

/**
 * One queue per channel, each with its own worker: an SMTP server that hangs holds up the
 * emails, never the webhook calls (ADR 0006).
 */
export const CHANNEL_QUEUES = {
  email: "lead-email",
  webhook: "lead-webhook",
  assignment: "lead-assignment",
  digest: "lead-digest",
  reminder: "lead-reminder",
} as const satisfies Record<DeliveryChannel, string>;
/** The daily sweep that queues each owner's reminder (scheduled, see lead-reminders.ts). */
export const REMINDER_SWEEP_QUEUE = "lead-reminder-sweep";
export const DIGEST_QUEUE = CHANNEL_QUEUES.digest;
/** Every channel but the digest shared this queue before; jobs left in it are still worked. */
export const LEGACY_DELIVERY_QUEUE = "lead-delivery";
export const HOUR_MS = 3_600_000;

export const deliveryKey = (leadId: number, channel: "email" | "webhook" | "digest") =>
  `lead:${leadId}:${channel}`;
export const assignmentKey = (leadId: number) => `lead:${leadId}:assign:${randomUUID()}`;
/** The digest that sends the chat clicks of the period (an hour) ending at `end`. */
export const digestKey = (end: Date) => `digest:${end.toISOString()}`;

/** One digest: its key, and the end of its period, when it is due. */
export type DigestSlot = { key: string; end: Date };

/**
 * The digest a chat click made at `at` goes in: the one of the period (an hour) it falls in,
 * from the period's start up to, not including, its end. Periods start on whole multiples of
 * `periodMs` since the epoch, so an hour's digest is due on the hour.
 */
export function digestSlot(at: Date, periodMs = HOUR_MS): DigestSlot {
  const end = new Date(Math.floor(at.getTime() / periodMs) * periodMs + periodMs);
  return { key: digestKey(end), end };
}

/** The digest after `slot`: a click goes there when its own period's digest is already out. */
export function nextDigestSlot(slot: DigestSlot, periodMs = HOUR_MS): DigestSlot {
  const end = new Date(slot.end.getTime() + periodMs);
  return { key: digestKey(end), end };
}

/** How long after `now` the digest is due (the end of its period); 0 once it is. */
export const digestDueInMs = (slot: DigestSlot, now: Date) =>
  Math.max(0, slot.end.getTime() - now.getTime());

/** A notification row and its job, in the caller's transaction. */
export async function queueDelivery(
  tx: Tx,
  queue: JobQueue,
  row: {
    leadId: number;
    channel: "email" | "webhook" | "assignment";
    key: string;
    recipient?: string;
  },
  now: Date,
) {
  await tx
    .insert(leadDeliveries)
    .values({ ...row, recipient: row.recipient ?? null, createdAt: now, updatedAt: now });
  await queue.boss.send(CHANNEL_QUEUES[row.channel], { key: row.key }, { db: queue.within(tx) });
}

/**
 * Puts a chat lead into the digest of the period its click (`at`) falls in, so chat clicks
 * email at most once an hour. A digest already being sent (claimed) or sent takes no new leads:
 * the lead goes to the next period's. The upsert locks the digest row, so it orders against
 * the worker's claim. The digest's job waits until the period ends on the services' clock
 * (`now`): pg-boss counts the wait down, from when the job is queued.
 */
export async function queueChatDigest(
  tx: Tx,
  queue: JobQueue,
  leadId: number,
  times: { at: Date; now: Date; periodMs?: number },
) {
  const { now, periodMs = HOUR_MS } = times;
  const stamp = now.toISOString();
  let slot = digestSlot(times.at, periodMs);
  for (;;) {
    const { key } = slot;
    const [digest] = await selectRows<{
      state: string;
      claimed_until: unknown;
      accepted: boolean;
      inserted: boolean;
    }>(
      tx,
      sql`
      insert into lead_deliveries (channel, key, state, created_at, updated_at)
      values ('digest', ${key}, 'queued', ${stamp}::timestamptz, ${stamp}::timestamptz)
      on conflict (key) do update set updated_at = excluded.updated_at
      returning state, claimed_until, cardinality(accepted_parts) > 0 as accepted,
        (xmax = 0) as inserted`,
    );
    // A digest with a part accepted went out to some inboxes: its retry sends the others the
    // same leads, so a new lead waits for the next one.
    if (digest.state === "queued" && !digest.claimed_until && !digest.accepted) {
      if (digest.inserted) {
        // A delay in seconds, not a date: pg-boss adds it to the database's time.
        const dueInSeconds = digestDueInMs(slot, now) / 1_000;
        await queue.boss.send(
          DIGEST_QUEUE,
          { key },
          { db: queue.within(tx), startAfter: dueInSeconds, singletonKey: key },
        );
      }
      await tx
        .insert(leadDeliveries)
        .values({
          leadId,
          channel: "digest",
          key: deliveryKey(leadId, "digest"),
          batch: key,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: leadDeliveries.key,
          set: { batch: key, state: "queued", updatedAt: now },
        });
      return key;
    }
    slot = nextDigestSlot(slot, periodMs);
  }
}

/**
 * Takes a delivery for `leaseSeconds` from `now`, unless it is sent or another worker holds it,
 * under a new attempt token committed before anything is sent. A worker killed mid-send loses
 * its claim when the lease runs out, and its job is retried.
 */
export async function claimDelivery(db: Database, key: string, leaseSeconds: number, now: Date) {
  const [row] = await db
    .update(leadDeliveries)
    .set({
      claimedUntil: new Date(now.getTime() + leaseSeconds * 1_000),
      attemptToken: randomUUID(),
      attempts: sql`${leadDeliveries.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(leadDeliveries.key, key),
        ne(leadDeliveries.state, "sent"),
        or(isNull(leadDeliveries.claimedUntil), lt(leadDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findDelivery(db: Database, key: string) {
  const [row] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.key, key));
  return row ?? null;
}

/** The digest's leads: every chat lead still waiting in this batch. */
export async function listDigestLeads(db: Database, batch: string) {
  return db
    .select({ lead: leads, deliveryId: leadDeliveries.id })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.batch, batch), ne(leadDeliveries.state, "sent")))
    .orderBy(asc(leads.createdAt), asc(leads.id));
}

/**
 * One part (a message or the webhook call) the other side accepted, committed on its own at
 * once: the job's completion comes later, and a crash in between must not send it again.
 */
export async function recordAcceptedPart(db: Database, id: number, part: string) {
  await db
    .update(leadDeliveries)
    .set({ acceptedParts: sql`array_append(${leadDeliveries.acceptedParts}, ${part})` })
    .where(
      and(eq(leadDeliveries.id, id), sql`not (${part} = any(${leadDeliveries.acceptedParts}))`),
    );
}

/** Recorded in the same transaction that completes the job: the key is never sent twice. */
export async function markSent(tx: Tx, ids: number[], messageId: string | null, now: Date) {
  await tx
    .update(leadDeliveries)
    .set({
      state: "sent",
      sentAt: now,
      messageId,
      lastError: null,
      claimedUntil: null,
      updatedAt: now,
    })
    .where(inArray(leadDeliveries.id, ids));
}

/**
 * Releases the claim of `attempt` (the claimed row and its token) with the reason, on it and on
 * `ids`; nothing when another worker has claimed the row since (this worker's lease ran out),
 * so a late failure never frees a claim that is not its own.
 */
export async function markAttemptFailed(
  db: Database,
  attempt: { id: number; token: string | null },
  ids: number[],
  reason: string,
  final: boolean,
  now: Date,
) {
  await db
    .update(leadDeliveries)
    .set({
      lastError: reason.slice(0, 500),
      claimedUntil: null,
      updatedAt: now,
      ...(final ? { state: "failed" as const } : {}),
    })
    .where(
      and(
        inArray(leadDeliveries.id, [attempt.id, ...ids]),
        sql`exists (select 1 from lead_deliveries claimed where claimed.id = ${attempt.id}
          and claimed.attempt_token is not distinct from ${attempt.token})`,
      ),
    );
}

export async function listLeadDeliveries(db: Database, leadId: number) {
  return db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(asc(leadDeliveries.createdAt), asc(leadDeliveries.id));
}
