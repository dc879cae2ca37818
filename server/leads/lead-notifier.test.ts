import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setStaffLocale } from "#server/auth/staff-locale.ts";
import { openDatabase } from "#server/db/client.ts";
import { leadDeliveries, leads } from "#server/db/schema.ts";
import {
  createStaff,
  createTestContext,
  jsonRequest,
  type TestContext,
} from "#server/test/test-app.ts";
import {
  CHANNEL_QUEUES,
  DIGEST_QUEUE,
  deliveryKey,
  digestSlot,
  findDelivery,
  HOUR_MS,
  LEGACY_DELIVERY_QUEUE,
  listLeadDeliveries,
} from "./lead-deliveries.ts";
import { messageIdFor } from "./lead-mail.ts";
import {
  DEFAULT_NOTIFIER_SETTINGS,
  type LeadNotifier,
  type NotifierSettings,
  startLeadNotifier,
} from "./lead-notifier.ts";
import { createChatLead } from "./lead-service.ts";
import { verifyWebhookSignature, WEBHOOK_ID_HEADER } from "./lead-webhook.ts";
import { startMailSink, startWebhookReceiver, waitFor } from "./testing/mail-sink.ts";

const SECRET = "webhook-secret-0123456789";
/** The documented payload (docs/lead-webhook.md): no ipHash, ownerId or other internal field. */
const WEBHOOK_LEAD_FIELDS = [
  "id",
  "source",
  "status",
  "name",
  "company",
  "email",
  "phone",
  "service",
  "message",
  "page",
  "referrer",
  "utm",
  "locale",
  "createdAt",
  "url",
];
let ctx: TestContext;
let mail: Awaited<ReturnType<typeof startMailSink>>;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let notifier: LeadNotifier | null = null;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startMailSink();
  hooks = await startWebhookReceiver();
});
afterEach(async () => {
  mail.release();
  await notifier?.stop();
  notifier = null;
  ctx.services.leadNotifier = null;
  mail.received.length = 0;
  hooks.received.length = 0;
  mail.refuse(0);
  mail.slow(0);
  hooks.fail(0);
});
afterAll(async () => {
  await mail.close();
  await hooks.close();
  await ctx.close();
});

function settings(overrides: Partial<NotifierSettings> = {}): NotifierSettings {
  return {
    ...DEFAULT_NOTIFIER_SETTINGS,
    smtpUrl: mail.url,
    notifyTo: ["sales@projingga.test", "owner@projingga.test"],
    webhookUrl: hooks.url,
    webhookSecret: SECRET,
    siteUrl: "https://studio.projingga.test",
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
    pollingIntervalSeconds: 0.5,
    superviseIntervalSeconds: 1,
    ...overrides,
  };
}

async function start(
  overrides: Partial<NotifierSettings> = {},
  afterAccepted?: (part: string) => void,
) {
  notifier = await startLeadNotifier({
    database: ctx.services.database,
    databaseUrl: ctx.services.config.DATABASE_URL,
    logger: ctx.services.logger,
    settings: settings(overrides),
    now: ctx.services.now,
    afterAccepted,
  });
  ctx.services.leadNotifier = notifier;
  return notifier;
}

/** Moves the test clock forward to `time`. */
function moveClockTo(time: Date) {
  const now = ctx.services.now().getTime();
  expect(time.getTime()).toBeGreaterThanOrEqual(now);
  ctx.advanceClock(time.getTime() - now);
}

/** The queue's jobs that are still to run or running. */
async function pendingJobs(name: string) {
  const jobs = (await notifier?.queue.boss.findJobs(name)) ?? [];
  return jobs.filter((job) => ["created", "retry", "active"].includes(job.state));
}

async function chatClick(service: "digital-ads" | "web-development") {
  const lead = await createChatLead(
    ctx.services,
    { service, page: `/service/${service}` },
    { ipHash: `chat-${Math.random()}`, now: ctx.services.now(), origin: "http://localhost" },
  );
  if (!lead) throw new Error("chat click throttled");
  return lead.id;
}

async function submitContact(name: string, fields: Record<string, string> = {}) {
  ipCounter += 1;
  const init = jsonRequest("POST", {
    name,
    company: "Kopi Senja",
    email: "rina@kopisenja.id",
    whatsapp: "+62 812-3456-7890",
    service: "digital-ads",
    message: "We want to grow online sales of our <coffee> beans.",
    page: "/service/digital-ads",
    ...fields,
  });
  const response = await ctx.app.request("/api/v1/leads/contact", {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      "x-forwarded-for": `10.9.${Math.floor(ipCounter / 200)}.${ipCounter % 200}`,
    },
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id };
}

describe(`lead notifications (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("emails a new contact lead over SMTP with its fields and calls the signed webhook", async () => {
    await start();
    const { id } = await submitContact("Rina Wijaya");
    await waitFor(() => mail.received.length === 1 && hooks.received.length === 1);

    const [message] = mail.received;
    expect(message.to.sort()).toEqual(["owner@projingga.test", "sales@projingga.test"]);
    expect(message.headers.get("reply-to")).toBe("rina@kopisenja.id");
    expect(message.messageId).toBe(messageIdFor(deliveryKey(id, "email")));
    expect(message.subject).toContain("Rina Wijaya, Kopi Senja");
    expect(message.raw).toContain("multipart/alternative");
    expect(message.raw).toContain("text/plain");
    expect(message.raw).toContain("text/html");
    const text = message.raw.replace(/=\r?\n/g, "");
    for (const field of [
      "Rina Wijaya",
      "Kopi Senja",
      "Digital Ads",
      "We want to grow online sales",
      "/service/digital-ads",
      `https://studio.projingga.test/admin/leads/${id}`,
    ]) {
      expect(text).toContain(field);
    }
    expect(text).toContain("&lt;coffee&gt;");

    const [hook] = hooks.received;
    expect(hook.headers["idempotency-key"]).toBe(deliveryKey(id, "webhook"));
    expect(hook.headers["x-projingga-webhook-id"]).toBe(deliveryKey(id, "webhook"));
    const verify = (headers: typeof hook.headers, now: Date) =>
      verifyWebhookSignature({ secret: SECRET, headers, body: hook.body, now });
    const sentAt = ctx.services.now();
    expect(verify(hook.headers, sentAt)).toMatchObject({ ok: true });
    // The same call captured and sent again: later, or at once under another id.
    expect(verify(hook.headers, new Date(sentAt.getTime() + 14 * 60_000))).toEqual({
      ok: false,
      reason: "stale_timestamp",
    });
    const renamed = { ...hook.headers, [WEBHOOK_ID_HEADER.toLowerCase()]: "lead:999:webhook" };
    expect(verify(renamed, sentAt)).toEqual({ ok: false, reason: "bad_signature" });
    const payload = JSON.parse(hook.body);
    expect(payload).toMatchObject({
      event: "lead.created",
      lead: { id, source: "contact", name: "Rina Wijaya", service: "digital-ads" },
    });
    expect(Object.keys(payload.lead).sort()).toEqual([...WEBHOOK_LEAD_FIELDS].sort());

    await waitFor(async () =>
      (await listLeadDeliveries(ctx.db, id)).every((row) => row.state === "sent"),
    );
    const rows = await listLeadDeliveries(ctx.db, id);
    expect(rows.map((row) => [row.channel, row.state]).sort()).toEqual([
      ["email", "sent"],
      ["webhook", "sent"],
    ]);
  });

  it("keeps a visitor's line breaks and bidi controls from forging lines of the email", async () => {
    await start({ webhookUrl: undefined });
    const { id } = await submitContact("Eve\nSubject: Invoice overdue\nBcc: boss@projingga.test", {
      company: "ACME \u202Egnp.exe",
      message: "Hello there,\nOpen the lead: https://evil.example/phish\nBcc: all@projingga.test",
    });
    await waitFor(() => mail.received.length === 1);
    const [message] = mail.received;
    expect(message.subject).toBe(
      "New lead from Eve Subject: Invoice overdue Bcc: boss@projingga.test, ACME gnp.exe · Digital Ads",
    );
    expect(message.headers.has("bcc")).toBe(false);
    expect(message.text).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(
      message.text.split("\n").filter((line) => /^(Subject|Bcc|Open the lead):/.test(line)),
    ).toEqual([`Open the lead: https://studio.projingga.test/admin/leads/${id}`]);
    expect(message.text).toContain(
      "Message:\n> Hello there,\n> Open the lead: https://evil.example/phish\n> Bcc: all@projingga.test\n",
    );
  });

  it("answers the visitor without waiting for a slow SMTP server", async () => {
    await start({ webhookUrl: undefined });
    mail.slow(5_000);
    // Each message takes the SMTP server 5 s: an answer that waited for it would find it received.
    const { id } = await submitContact("Dewi Lestari");
    expect(mail.received).toHaveLength(0);
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "sent", 30_000);
    expect(mail.received).toHaveLength(1);
  });

  it("calls the webhook for new leads while the SMTP server hangs on their emails", async () => {
    // A lease longer than the test: a hanging send neither times out nor frees its worker.
    await start({ leaseSeconds: 600 });
    mail.hold();
    const ids: number[] = [];
    for (const name of ["Hana", "Iwan", "Joko"]) ids.push((await submitContact(name)).id);
    await waitFor(() => mail.heldCount() > 0);
    // The SMTP server now holds an email; a lead that comes after it still gets its webhook.
    ids.push((await submitContact("Kiki")).id);
    // Only waits: what it waited for, the webhook calls, is asserted below.
    await waitFor(() => hooks.received.length === ids.length).catch(() => undefined);
    expect(hooks.received.map((hook) => JSON.parse(hook.body).lead.id).sort()).toEqual(ids);
    expect(mail.received).toHaveLength(0);
    for (const id of ids) {
      // The worker marks a webhook sent after the receiver has answered it.
      await waitFor(async () =>
        (await listLeadDeliveries(ctx.db, id)).some(
          (row) => row.channel === "webhook" && row.state === "sent",
        ),
      ).catch(() => undefined);
      const rows = await listLeadDeliveries(ctx.db, id);
      expect(rows.map((row) => [row.channel, row.state]).sort()).toEqual([
        ["email", "queued"],
        ["webhook", "sent"],
      ]);
    }
    mail.release();
    await waitFor(() => mail.received.length === ids.length, 30_000);
  });

  it("still sends what an older version queued in its single delivery queue", async () => {
    const older = await start({ webhookUrl: undefined });
    await older.queue.boss.createQueue(LEGACY_DELIVERY_QUEUE);
    const [lead] = await ctx.db
      .insert(leads)
      .values({ source: "contact", name: "Lama Lestari", email: "lama@example.com" })
      .returning();
    const key = deliveryKey(lead.id, "email");
    await ctx.db.insert(leadDeliveries).values({ leadId: lead.id, channel: "email", key });
    await older.queue.boss.send(LEGACY_DELIVERY_QUEUE, { key });
    await older.stop();

    await start({ webhookUrl: undefined });
    await waitFor(async () => (await listLeadDeliveries(ctx.db, lead.id))[0]?.state === "sent");
    expect(mail.received.map((message) => message.messageId)).toEqual([messageIdFor(key)]);
  });

  it("emails once an SMTP server that refused for a while accepts", async () => {
    await start({ webhookUrl: undefined });
    mail.refuse(3);
    const { id } = await submitContact("Budi Santoso");
    await waitFor(() => mail.received.length >= 1, 30_000);
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "sent");
    // Give a duplicate the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mail.refused()).toBeGreaterThanOrEqual(3);
    expect(mail.received).toHaveLength(1);
    const [row] = await listLeadDeliveries(ctx.db, id);
    expect(row.attempts).toBe(4);
    expect(row.lastError).toBeNull();
  });

  it("retries the webhook with backoff until the receiver answers 2xx", async () => {
    await start({ smtpUrl: undefined });
    hooks.fail(2);
    const { id } = await submitContact("Sari Dewi");
    await waitFor(() => hooks.received.length === 1, 30_000);
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "sent");
    expect((await listLeadDeliveries(ctx.db, id))[0].attempts).toBe(3);
  });

  it("marks a delivery failed with the reason after its retries, and a retry sends it", async () => {
    await start({ webhookUrl: undefined, retryLimit: 1 });
    mail.refuse(2);
    const { id } = await submitContact("Agus Salim");
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "failed");
    const [failed] = await listLeadDeliveries(ctx.db, id);
    expect(failed.lastError).toMatch(/451/);
    expect(mail.received).toHaveLength(0);

    await notifier?.retry(failed);
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "sent");
    expect(mail.received).toHaveLength(1);
  });

  it("emails the chat clicks of an hour as one digest once the hour is over", async () => {
    await start({ webhookUrl: undefined });
    // Half a second before an hour ends on the app's clock: that hour's digest is due in 0.5 s.
    const hour = digestSlot(new Date(ctx.services.now().getTime() + HOUR_MS));
    moveClockTo(new Date(hour.end.getTime() - 500));
    const ids: number[] = [];
    for (const service of ["digital-ads", "web-development", "digital-ads"] as const) {
      ids.push(await chatClick(service));
    }
    for (const id of ids) {
      expect((await listLeadDeliveries(ctx.db, id))[0]).toMatchObject({ batch: hour.key });
    }
    // The wait is pg-boss counting the half second down; the timeout only bounds a stuck queue.
    await waitFor(async () => (await findDelivery(ctx.db, hour.key))?.state === "sent", 30_000);

    // Sent and its job completed in one transaction: nothing of it is left to send.
    expect(await pendingJobs(DIGEST_QUEUE)).toEqual([]);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0].subject).toContain("3 chat clicks");
    expect(mail.received[0].messageId).toBe(messageIdFor(hour.key));
    const sentAt = ctx.services.now();
    expect(await findDelivery(ctx.db, hour.key)).toMatchObject({ sentAt });
    for (const id of ids) {
      expect(await listLeadDeliveries(ctx.db, id)).toEqual([
        expect.objectContaining({ channel: "digest", state: "sent", batch: hour.key, sentAt }),
      ]);
    }
  });

  it("retries a failed chat click in the digest of the hour it is retried in", async () => {
    const running = await start({ webhookUrl: undefined });
    // Hours past the wall clock: a retry that read the wall clock would pick another digest.
    moveClockTo(digestSlot(new Date(ctx.services.now().getTime() + 3 * HOUR_MS)).end);
    const id = await chatClick("digital-ads");
    const [row] = await ctx.db
      .update(leadDeliveries)
      .set({ state: "failed", batch: "digest:2000-01-01T00:00:00.000Z", lastError: "451" })
      .where(eq(leadDeliveries.key, deliveryKey(id, "digest")))
      .returning();

    ctx.advanceClock(HOUR_MS + 20 * 60_000);
    const retriedIn = digestSlot(ctx.services.now());
    await running.retry(row);
    expect(await listLeadDeliveries(ctx.db, id)).toEqual([
      expect.objectContaining({ state: "queued", batch: retriedIn.key }),
    ]);
    // Queued to start when that hour ends, 40 minutes on.
    const [job] = await running.queue.boss.findJobs(DIGEST_QUEUE, { key: retriedIn.key });
    expect(job.startAfter.getTime() - job.createdOn.getTime()).toBe(40 * 60_000);
    // Not sent within this file: the test's own digests go, and nothing is left for the next.
    for (const pending of await pendingJobs(DIGEST_QUEUE)) {
      await running.queue.boss.cancel(DIGEST_QUEUE, pending.id);
    }
  });

  it("two workers on one database email each lead once", async () => {
    const first = await start({ webhookUrl: undefined });
    // A second instance: its own connection pool on PostgreSQL, the same PGlite otherwise.
    const secondDatabase = ctx.services.config.DATABASE_URL
      ? await openDatabase({ databaseUrl: ctx.services.config.DATABASE_URL, dataDir: "" })
      : ctx.services.database;
    const second = await startLeadNotifier({
      database: secondDatabase,
      databaseUrl: ctx.services.config.DATABASE_URL,
      logger: ctx.services.logger,
      settings: settings({ webhookUrl: undefined }),
      // The same clock as the first: their leases are compared with each other.
      now: ctx.services.now,
    });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        ids.push((await submitContact(`Parallel ${index}`)).id);
      }
      // Until every job is done: no worker is left that could send a lead's email again.
      await waitFor(
        async () =>
          mail.received.length >= 12 && (await pendingJobs(CHANNEL_QUEUES.email)).length === 0,
        30_000,
      );
      expect(mail.received).toHaveLength(12);
      expect(new Set(mail.received.map((message) => message.messageId)).size).toBe(12);
      const rows = await ctx.db
        .select()
        .from(leadDeliveries)
        .where(eq(leadDeliveries.channel, "email"));
      expect(
        rows.filter((row) => ids.includes(row.leadId ?? 0)).every((row) => row.state === "sent"),
      ).toBe(true);
    } finally {
      await second.stop();
      if (secondDatabase !== ctx.services.database) await secondDatabase.close();
      expect(first).toBeTruthy();
    }
  });

  it("writes each email in its recipient's staff-area language", async () => {
    const member = await createStaff(ctx, "sales", { email: "sinta@projingga.test" });
    await setStaffLocale(ctx.db, member.id, "id");
    await start({
      webhookUrl: undefined,
      notifyTo: ["Sinta@projingga.test", "inbox@projingga.test"],
    });
    const { id } = await submitContact("Rina Wijaya");
    await waitFor(() => mail.received.length === 2);
    const byRecipient = new Map(mail.received.map((message) => [message.to[0], message]));
    expect(byRecipient.get("Sinta@projingga.test")?.subject).toContain(
      "Prospek baru dari Rina Wijaya",
    );
    expect(byRecipient.get("Sinta@projingga.test")?.messageId).toBe(
      messageIdFor(`${deliveryKey(id, "email")}:id`),
    );
    // An address that is no staff account's gets English.
    expect(byRecipient.get("inbox@projingga.test")?.subject).toContain("New lead from Rina Wijaya");
    expect(byRecipient.get("inbox@projingga.test")?.messageId).toBe(
      messageIdFor(deliveryKey(id, "email")),
    );
  });

  it("sends nothing again when it crashed after the SMTP server and the receiver accepted", async () => {
    const member = await createStaff(ctx, "sales", { email: "wulan@projingga.test" });
    await setStaffLocale(ctx.db, member.id, "id");
    // The worker dies once after each acceptance, before the delivery is marked sent: its job
    // runs again, as after a kill -9 there.
    const crashed = new Set<string>();
    await start({ notifyTo: ["wulan@projingga.test", "inbox@projingga.test"] }, (part) => {
      if (crashed.has(part)) return;
      crashed.add(part);
      throw new Error(`crashed after ${part} was accepted`);
    });
    const { id } = await submitContact("Rina Wijaya");
    const email = deliveryKey(id, "email");
    const webhook = deliveryKey(id, "webhook");
    await waitFor(async () => {
      const rows = await listLeadDeliveries(ctx.db, id);
      return rows.length === 2 && rows.every((row) => row.state === "sent");
    }, 30_000);
    // Until no job is left that could send again.
    await waitFor(
      async () =>
        (await pendingJobs(CHANNEL_QUEUES.email)).length === 0 &&
        (await pendingJobs(CHANNEL_QUEUES.webhook)).length === 0,
    );

    expect([...crashed].sort()).toEqual([email, `${email}:id`, webhook].sort());
    expect(mail.received.map((message) => message.messageId).sort()).toEqual(
      [messageIdFor(email), messageIdFor(`${email}:id`)].sort(),
    );
    expect(hooks.received.map((hook) => hook.headers["idempotency-key"])).toEqual([webhook]);
    const rows = await listLeadDeliveries(ctx.db, id);
    expect(rows.find((row) => row.key === email)).toMatchObject({
      acceptedParts: [`${email}:id`, email],
      messageId: messageIdFor(`${email}:id`),
      attempts: 3,
    });
    expect(rows.find((row) => row.key === webhook)).toMatchObject({
      acceptedParts: [webhook],
      attempts: 2,
    });
  });

  it("finishes, without sending, a delivery a killed worker left claimed after its acceptance", async () => {
    const [lead] = await ctx.db
      .insert(leads)
      .values({ source: "contact", name: "Tono Kusuma", email: "tono@example.com" })
      .returning();
    const key = deliveryKey(lead.id, "email");
    // What kill -9 right after the acceptance was recorded leaves: the claim, its token and the
    // accepted part; the job itself is run again by the queue.
    const at = ctx.services.now();
    await ctx.db.insert(leadDeliveries).values({
      leadId: lead.id,
      channel: "email",
      key,
      attempts: 1,
      claimedUntil: new Date(at.getTime() - 1_000),
      attemptToken: "killed-worker",
      acceptedParts: [key],
    });
    const running = await start({ webhookUrl: undefined });
    await running.queue.boss.send(CHANNEL_QUEUES.email, { key });
    await waitFor(async () => (await findDelivery(ctx.db, key))?.state === "sent");
    expect(mail.received).toEqual([]);
    expect(await findDelivery(ctx.db, key)).toMatchObject({
      attempts: 2,
      messageId: messageIdFor(key),
    });
  });
});
