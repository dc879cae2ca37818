import { and, eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { JobResult, JobWithMetadata } from "pg-boss";
import { AGENCY_TIME_ZONE, agencyDay } from "#contracts/agency-clock.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import { leadDeliveries, leads, staffUsers } from "#server/db/schema.ts";
import { type JobQueue, startJobQueue } from "#server/jobs/job-queue.ts";
import type { Logger } from "#server/logger.ts";
import {
  assignmentKey,
  CHANNEL_QUEUES,
  claimDelivery,
  type DeliveryRow,
  deliveryKey,
  findDelivery,
  HOUR_MS,
  LEGACY_DELIVERY_QUEUE,
  type LeadRow,
  listDigestLeads,
  markAttemptFailed,
  markSent,
  queueChatDigest,
  queueDelivery,
  REMINDER_SWEEP_QUEUE,
  recordAcceptedPart,
  type Tx,
} from "./lead-deliveries.ts";
import {
  composeAssignmentMail,
  composeChatDigestMail,
  composeFollowUpReminderMail,
  composeNewLeadMail,
  type MailMessage,
} from "./lead-mail.ts";
import {
  findActiveLeadOwner,
  listDueFollowUps,
  listOwnersWithDueFollowUps,
  parseReminderKey,
  queueFollowUpReminder,
  REMINDER_CRON,
} from "./lead-reminders.ts";
import { postLeadWebhook } from "./lead-webhook.ts";

export type NotifierSettings = {
  smtpUrl?: string;
  notifyTo: string[];
  webhookUrl?: string;
  webhookSecret?: string;
  /** The staff area's origin, for the links in emails. */
  siteUrl: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long a worker holds a delivery; also how long the queue lets a job run. */
  leaseSeconds: number;
  superviseIntervalSeconds?: number;
  /** How often an idle channel's worker looks for jobs. */
  pollingIntervalSeconds: number;
  /**
   * How many jobs of one channel a worker takes at once and sends side by side; while it gets
   * full batches it fetches again at once instead of waiting for the next poll.
   */
  batchSize: number;
  /** Chat clicks are emailed together, once per period (an hour). */
  digestPeriodMs: number;
};

export const DEFAULT_NOTIFIER_SETTINGS = {
  retryLimit: 10,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 3_600,
  leaseSeconds: 60,
  pollingIntervalSeconds: 2,
  // One at a time per channel: an email the SMTP server accepted just before a crash is sent
  // again after it (at least once), and five in flight made that five times as likely
  // (tests/reliability/lead-notify-kill.test.ts saw a duplicate). A full batch still fetches
  // the next job at once, so a queue drains as fast as its channel answers.
  batchSize: 1,
  digestPeriodMs: HOUR_MS,
} as const;

export type LeadNotifier = {
  queue: JobQueue;
  settings: NotifierSettings;
  /** In the lead's insert transaction: the lead's email, webhook call or chat digest. */
  queueNewLead: (tx: Tx, lead: LeadRow) => Promise<void>;
  /** In the assignment's transaction: an email to the new owner. */
  queueAssignment: (
    tx: Tx,
    lead: LeadRow,
    assignee: { email: string },
    assignedBy: string,
  ) => Promise<void>;
  /**
   * Puts a failed delivery back in the queue; a chat lead joins the digest of the period (hour)
   * it is retried in, on the notifier's clock.
   */
  retry: (delivery: DeliveryRow) => Promise<void>;
  stop: () => Promise<void>;
};

/** What a lead service needs: the database, and the running notifier (`AppServices.leadNotifier`). */
export type LeadServices = { db: Database; leadNotifier: LeadNotifier | null };

const describe = (error: unknown) =>
  error instanceof Error ? error.message.replace(/\s+/g, " ").slice(0, 300) : String(error);

type DeliveryJob = JobWithMetadata<{ key: string; assignedBy?: string }>;

export async function startLeadNotifier(options: {
  database: DatabaseHandle;
  databaseUrl?: string;
  logger: Logger;
  settings: NotifierSettings;
  /**
   * The app services' clock (`services.now`), the notifier's only source of time: chat digest
   * periods, delivery leases, sent times and webhook signatures.
   */
  now: () => Date;
  /**
   * Runs after a part's acceptance is recorded and before the delivery is marked sent: where a
   * crash used to send the email again. Tests crash the worker here.
   */
  afterAccepted?: (part: string) => Promise<void> | void;
}): Promise<LeadNotifier> {
  const { database, logger, settings, now } = options;
  const db = database.db;
  const queue = await startJobQueue({
    database,
    databaseUrl: options.databaseUrl,
    logger,
    superviseIntervalSeconds: settings.superviseIntervalSeconds,
  });
  const queueOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: settings.leaseSeconds,
  };
  for (const name of Object.values(CHANNEL_QUEUES)) await queue.createQueue(name, queueOptions);
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: Math.max(5, settings.leaseSeconds - 10) * 1_000,
      })
    : null;
  const smtpUser = settings.smtpUrl ? decodeURIComponent(new URL(settings.smtpUrl).username) : "";
  const from = smtpUser.includes("@")
    ? `Projingga Studio <${smtpUser}>`
    : `Projingga Studio <no-reply@${new URL(settings.siteUrl).hostname}>`;

  async function sendMail(message: MailMessage) {
    if (!transport) throw new Error("SMTP_URL is not set");
    await transport.sendMail({ from, ...message });
  }

  /**
   * Sends one part of a claimed delivery unless an earlier attempt's part was accepted, and
   * records its acceptance at once, alone: a retry after a crash skips it.
   */
  async function sendPart(delivery: DeliveryRow, part: string, send: () => Promise<void>) {
    if (delivery.acceptedParts.includes(part)) return;
    await send();
    await recordAcceptedPart(db, delivery.id, part);
    await options.afterAccepted?.(part);
  }

  /** Sends one claimed delivery and records it sent together with the job's completion. */
  async function settle(
    job: DeliveryJob,
    claimed: DeliveryRow,
    ids: number[],
    send: () => Promise<string | null>,
  ) {
    let messageId: string | null;
    try {
      messageId = await send();
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const attempt = { id: claimed.id, token: claimed.attemptToken };
      await markAttemptFailed(db, attempt, ids, describe(error), final, now());
      throw error;
    }
    await db.transaction(async (tx) => {
      await markSent(tx, ids, messageId, now());
      await queue.boss.complete(job.name, { id: job.id, retryCount: job.retryCount }, null, {
        db: queue.within(tx),
      });
    });
  }

  /** Claims the job's delivery; null when there is nothing left to do. */
  async function claim(key: string) {
    const claimed = await claimDelivery(db, key, settings.leaseSeconds, now());
    if (claimed) return claimed;
    const row = await findDelivery(db, key);
    if (row?.state !== "queued") return null;
    throw new Error("another worker is sending this notification");
  }

  async function loadLead(id: number | null) {
    const [lead] = id === null ? [] : await db.select().from(leads).where(eq(leads.id, id));
    return lead ?? null;
  }

  /**
   * Each address with its staff-area language: an address that is no staff account's gets
   * English (a shared inbox may be read by anyone).
   */
  async function groupByLocale(addresses: string[]) {
    const known = addresses.length
      ? await db
          .select({ email: staffUsers.email, locale: staffUsers.locale })
          .from(staffUsers)
          .where(
            inArray(
              sql`lower(${staffUsers.email})`,
              addresses.map((a) => a.toLowerCase()),
            ),
          )
      : [];
    const localeOf = new Map(known.map((row) => [row.email.toLowerCase(), row.locale]));
    const groups = new Map<Locale, string[]>();
    for (const address of addresses) {
      const locale = localeOf.get(address.toLowerCase()) ?? "en";
      groups.set(locale, [...(groups.get(locale) ?? []), address]);
    }
    return [...groups];
  }

  /**
   * One message per language among the recipients. English keeps the delivery's own key as its
   * Message-ID; another language's message has its own, as stable.
   */
  async function sendInEachLanguage(
    delivery: DeliveryRow,
    addresses: string[],
    compose: (to: string[], options: { key: string; locale: Locale }) => MailMessage,
  ) {
    let first: string | null = null;
    for (const [locale, to] of await groupByLocale(addresses)) {
      const part = locale === "en" ? delivery.key : `${delivery.key}:${locale}`;
      const message = compose(to, { key: part, locale });
      await sendPart(delivery, part, () => sendMail(message));
      first ??= message.messageId;
    }
    return first;
  }

  async function runDelivery(job: DeliveryJob) {
    const delivery = await claim(job.data.key);
    if (!delivery) return;
    const lead = await loadLead(delivery.leadId);
    if (!lead) return;
    await settle(job, delivery, [delivery.id], async () => {
      if (delivery.channel === "webhook") {
        const { webhookUrl, webhookSecret } = settings;
        if (!webhookUrl || !webhookSecret) throw new Error("LEAD_WEBHOOK_URL is not set");
        await sendPart(delivery, delivery.key, () =>
          postLeadWebhook(lead, {
            url: webhookUrl,
            secret: webhookSecret,
            key: delivery.key,
            siteUrl: settings.siteUrl,
            now: now(),
          }),
        );
        return null;
      }
      if (delivery.channel === "assignment") {
        return sendInEachLanguage(delivery, [delivery.recipient ?? ""], ([to], options) =>
          composeAssignmentMail(lead, {
            ...options,
            to,
            assignedBy: job.data.assignedBy,
            siteUrl: settings.siteUrl,
          }),
        );
      }
      return sendInEachLanguage(delivery, settings.notifyTo, (to, options) =>
        composeNewLeadMail(lead, { ...options, to, siteUrl: settings.siteUrl }),
      );
    });
  }

  async function runDigest(job: DeliveryJob) {
    const digest = await claim(job.data.key);
    if (!digest) return;
    const members = await listDigestLeads(db, digest.key);
    const ids = [digest.id, ...members.map((member) => member.deliveryId)];
    await settle(job, digest, ids, async () => {
      if (members.length === 0) return null;
      return sendInEachLanguage(digest, settings.notifyTo, (to, options) =>
        composeChatDigestMail(
          members.map((member) => member.lead),
          { ...options, to, siteUrl: settings.siteUrl },
        ),
      );
    });
  }

  /**
   * The morning sweep (08:00 on the agency's clock, the queue's schedule): one reminder row per owner
   * with follow-ups due that day or overdue, keyed by owner and day, so the sweep run again
   * (a restart, a missed run caught up, a second instance) queues nothing twice.
   */
  async function runReminderSweep() {
    if (!transport) return;
    const day = agencyDay(now());
    for (const owner of await listOwnersWithDueFollowUps(db, day)) {
      await db.transaction((tx) => queueFollowUpReminder(tx, queue, owner, day, now()));
    }
  }

  async function runReminder(job: DeliveryJob) {
    const reminder = await claim(job.data.key);
    if (!reminder) return;
    const { ownerId, day } = parseReminderKey(reminder.key);
    const owner = await findActiveLeadOwner(db, ownerId);
    const due = owner ? await listDueFollowUps(db, ownerId, day) : [];
    await settle(job, reminder, [reminder.id], async () => {
      // Followed up since the sweep (or no longer an owner): nothing left to remind of.
      if (!owner || due.length === 0) return null;
      const message = composeFollowUpReminderMail(due, {
        to: owner.email,
        ownerName: owner.name,
        ownerId,
        day,
        key: reminder.key,
        locale: owner.locale,
        siteUrl: settings.siteUrl,
      });
      await sendPart(reminder, reminder.key, () => sendMail(message));
      return message.messageId;
    });
  }

  /** The jobs of a batch run side by side; each one completes, or fails and retries, alone. */
  const eachJob =
    (run: (job: DeliveryJob) => Promise<void>) =>
    (jobs: DeliveryJob[]): Promise<JobResult[]> =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await run(job);
            return { id: job.id, status: "completed" };
          } catch (error) {
            return { id: job.id, status: "failed", output: { message: describe(error) } };
          }
        }),
      );
  const workOptions = {
    includeMetadata: true,
    perJobResults: true,
    batchSize: settings.batchSize,
    burstWhenBatchFull: true,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
  } as const;
  const work = (name: string, run: (job: DeliveryJob) => Promise<void>) =>
    queue.boss.work<DeliveryJob["data"], void, typeof workOptions>(name, workOptions, eachJob(run));
  await work(CHANNEL_QUEUES.email, runDelivery);
  await work(CHANNEL_QUEUES.webhook, runDelivery);
  await work(CHANNEL_QUEUES.assignment, runDelivery);
  await work(CHANNEL_QUEUES.digest, runDigest);
  await work(CHANNEL_QUEUES.reminder, runReminder);
  await queue.createQueue(REMINDER_SWEEP_QUEUE, { ...queueOptions, retryLimit: 3 });
  await work(REMINDER_SWEEP_QUEUE, runReminderSweep);
  if (transport) {
    // Stored in the database: every instance keeps the one schedule, and pg-boss creates one
    // job per occurrence; one missed while no instance ran is sent when one starts.
    await queue.boss.schedule(REMINDER_SWEEP_QUEUE, REMINDER_CRON, null, {
      tz: AGENCY_TIME_ZONE,
      missed: "once",
    });
  } else {
    await queue.boss.unschedule(REMINDER_SWEEP_QUEUE);
  }
  // Jobs queued by a version before per-channel queues; the delivery row says the channel.
  if (await queue.boss.getQueue(LEGACY_DELIVERY_QUEUE)) {
    await work(LEGACY_DELIVERY_QUEUE, runDelivery);
  }

  const emailing = Boolean(transport && settings.notifyTo.length > 0);
  const notifier: LeadNotifier = {
    queue,
    settings,
    queueNewLead: async (tx, lead) => {
      if (lead.source === "chat") {
        if (emailing) {
          await queueChatDigest(tx, queue, lead.id, {
            at: lead.createdAt,
            now: now(),
            periodMs: settings.digestPeriodMs,
          });
        }
      } else if (emailing) {
        await queueDelivery(
          tx,
          queue,
          { leadId: lead.id, channel: "email", key: deliveryKey(lead.id, "email") },
          now(),
        );
      }
      if (settings.webhookUrl) {
        await queueDelivery(
          tx,
          queue,
          { leadId: lead.id, channel: "webhook", key: deliveryKey(lead.id, "webhook") },
          now(),
        );
      }
    },
    queueAssignment: async (tx, lead, assignee, assignedBy) => {
      if (!transport) return;
      const key = assignmentKey(lead.id);
      const at = now();
      await tx.insert(leadDeliveries).values({
        leadId: lead.id,
        channel: "assignment",
        key,
        recipient: assignee.email,
        createdAt: at,
        updatedAt: at,
      });
      await queue.boss.send(
        CHANNEL_QUEUES.assignment,
        { key, assignedBy },
        { db: queue.within(tx) },
      );
    },
    retry: async (delivery) => {
      const at = now();
      await db.transaction(async (tx) => {
        if (delivery.channel === "digest") {
          const lead = await tx
            .select()
            .from(leads)
            .where(eq(leads.id, delivery.leadId ?? 0));
          if (lead[0]) {
            await queueChatDigest(tx, queue, lead[0].id, {
              at,
              now: at,
              periodMs: settings.digestPeriodMs,
            });
          }
          return;
        }
        await tx
          .update(leadDeliveries)
          .set({ state: "queued", attempts: 0, claimedUntil: null, updatedAt: at })
          .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.state, "failed")));
        await queue.boss.send(
          CHANNEL_QUEUES[delivery.channel],
          { key: delivery.key },
          { db: queue.within(tx) },
        );
      });
    },
    stop: async () => {
      await queue.stop();
      transport?.close();
    },
  };
  return notifier;
}

/** The settings from the configuration, or null when neither email nor webhook is set up. */
export function notifierSettingsFrom(
  config: {
    SMTP_URL?: string;
    LEAD_NOTIFY_TO?: string;
    LEAD_WEBHOOK_URL?: string;
    LEAD_WEBHOOK_SECRET?: string;
    PUBLIC_URL?: string;
  },
  fallbackUrl: string,
): NotifierSettings | null {
  if (!config.SMTP_URL && !config.LEAD_WEBHOOK_URL) return null;
  return {
    ...DEFAULT_NOTIFIER_SETTINGS,
    smtpUrl: config.SMTP_URL,
    notifyTo: (config.LEAD_NOTIFY_TO ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    webhookUrl: config.LEAD_WEBHOOK_URL,
    webhookSecret: config.LEAD_WEBHOOK_SECRET,
    siteUrl: (config.PUBLIC_URL ?? fallbackUrl).replace(/\/+$/, ""),
  };
}
