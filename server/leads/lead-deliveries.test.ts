import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadDeliveries, leads } from "#server/db/schema.ts";
import { type JobQueue, startJobQueue } from "#server/jobs/job-queue.ts";
import { createTestContext, type TestContext } from "#server/test/test-app.ts";
import {
  claimDelivery,
  DIGEST_QUEUE,
  deliveryKey,
  digestDueInMs,
  digestKey,
  digestSlot,
  findDelivery,
  HOUR_MS,
  listLeadDeliveries,
  markAttemptFailed,
  markSent,
  nextDigestSlot,
  queueChatDigest,
  recordAcceptedPart,
} from "./lead-deliveries.ts";

const at = (iso: string) => new Date(iso);
const MINUTE_MS = 60_000;

describe("which chat clicks go in which digest, and when it is due", () => {
  it("puts the clicks of one hour in the digest due when that hour ends", () => {
    const ten = { key: digestKey(at("2026-03-02T11:00:00.000Z")), end: at("2026-03-02T11:00:00Z") };
    expect(digestSlot(at("2026-03-02T10:00:00.000Z"))).toEqual(ten);
    expect(digestSlot(at("2026-03-02T10:31:07.250Z"))).toEqual(ten);
    expect(digestSlot(at("2026-03-02T10:59:59.999Z"))).toEqual(ten);
    // A click on the hour is the next hour's first.
    expect(digestSlot(at("2026-03-02T11:00:00.000Z")).end).toEqual(at("2026-03-02T12:00:00Z"));
    expect(ten.key).toBe("digest:2026-03-02T11:00:00.000Z");
  });

  it("follows the configured period", () => {
    const slot = digestSlot(at("2026-03-02T10:07:00Z"), 15 * MINUTE_MS);
    expect(slot.end).toEqual(at("2026-03-02T10:15:00Z"));
    expect(nextDigestSlot(slot, 15 * MINUTE_MS).end).toEqual(at("2026-03-02T10:30:00Z"));
  });

  it("is due at the end of its period, and at once after it", () => {
    const slot = digestSlot(at("2026-03-02T10:20:00Z"));
    expect(digestDueInMs(slot, at("2026-03-02T10:20:00Z"))).toBe(40 * MINUTE_MS);
    expect(digestDueInMs(slot, at("2026-03-02T10:59:59.500Z"))).toBe(500);
    expect(digestDueInMs(slot, at("2026-03-02T11:00:00Z"))).toBe(0);
    expect(digestDueInMs(slot, at("2026-03-02T11:00:02Z"))).toBe(0);
  });

  it("sends a click the next hour's digest when its own is already out", () => {
    const slot = digestSlot(at("2026-03-02T10:59:00Z"));
    expect(nextDigestSlot(slot)).toEqual(digestSlot(at("2026-03-02T11:00:00Z")));
  });
});

describe(`chat digests and leases in the database (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let ctx: TestContext;
  let queue: JobQueue;

  beforeAll(async () => {
    ctx = await createTestContext();
    // The queue alone, without workers: nothing is sent, the tests read what was queued.
    queue = await startJobQueue({
      database: ctx.services.database,
      databaseUrl: ctx.services.config.DATABASE_URL,
      logger: ctx.services.logger,
    });
    await queue.createQueue(DIGEST_QUEUE, { expireInSeconds: 60 });
  });
  afterAll(async () => {
    await queue.stop();
    await ctx.close();
  });

  async function insertLead(source: "chat" | "contact" = "chat") {
    const [lead] = await ctx.db.insert(leads).values({ source }).returning();
    return lead.id;
  }

  async function queueClick(leadId: number, clickedAt: Date, now = clickedAt) {
    return ctx.db.transaction((tx) =>
      queueChatDigest(tx, queue, leadId, { at: clickedAt, now, periodMs: HOUR_MS }),
    );
  }

  /** The digest's job: how long after it was queued pg-boss starts it. */
  async function digestJobs(key: string) {
    const jobs = await queue.boss.findJobs(DIGEST_QUEUE, { key });
    return jobs.map((job) => ({
      state: job.state,
      waitMs: job.startAfter.getTime() - job.createdOn.getTime(),
    }));
  }

  it("queues one digest per hour, its job due when the hour ends on the clock", async () => {
    const first = await insertLead();
    const second = await insertLead();
    const third = await insertLead();
    const ten = digestSlot(at("2030-01-07T10:00:00Z"));
    expect(await queueClick(first, at("2030-01-07T10:05:00Z"))).toBe(ten.key);
    expect(await queueClick(second, at("2030-01-07T10:59:59.999Z"))).toBe(ten.key);
    const eleven = nextDigestSlot(ten);
    expect(await queueClick(third, at("2030-01-07T11:00:00Z"))).toBe(eleven.key);

    // One job per digest, waiting from the first click to the end of the hour.
    expect(await digestJobs(ten.key)).toEqual([{ state: "created", waitMs: 55 * MINUTE_MS }]);
    expect(await digestJobs(eleven.key)).toEqual([{ state: "created", waitMs: HOUR_MS }]);
    for (const [id, key] of [
      [first, ten.key],
      [second, ten.key],
      [third, eleven.key],
    ] as const) {
      expect(await listLeadDeliveries(ctx.db, id)).toEqual([
        expect.objectContaining({ channel: "digest", state: "queued", batch: key }),
      ]);
    }
    expect(await findDelivery(ctx.db, ten.key)).toMatchObject({
      channel: "digest",
      state: "queued",
      leadId: null,
      createdAt: at("2030-01-07T10:05:00Z"),
      updatedAt: at("2030-01-07T10:59:59.999Z"),
    });
  });

  it("sends a click made while its hour's digest is being sent, or was sent, with the next", async () => {
    const ten = digestSlot(at("2030-01-08T10:00:00Z"));
    const eleven = nextDigestSlot(ten);
    const early = await insertLead();
    expect(await queueClick(early, at("2030-01-08T10:10:00Z"))).toBe(ten.key);

    // The worker takes the digest on the hour; a click from just before reaches it after.
    const digest = await claimDelivery(ctx.db, ten.key, 60, at("2030-01-08T11:00:00Z"));
    expect(digest).not.toBeNull();
    const during = await insertLead();
    expect(
      await queueClick(during, at("2030-01-08T10:59:59.900Z"), at("2030-01-08T11:00:00.100Z")),
    ).toBe(eleven.key);
    // Due an hour after the digest it missed, counted from when it was queued.
    expect(await digestJobs(eleven.key)).toEqual([{ state: "created", waitMs: HOUR_MS - 100 }]);

    const sentAt = at("2030-01-08T11:00:01Z");
    const [member] = await listLeadDeliveries(ctx.db, early);
    await ctx.db.transaction((tx) => markSent(tx, [digest?.id ?? 0, member.id], null, sentAt));
    const late = await insertLead();
    expect(await queueClick(late, at("2030-01-08T10:59:59.950Z"), at("2030-01-08T11:00:02Z"))).toBe(
      eleven.key,
    );
    expect(await findDelivery(ctx.db, ten.key)).toMatchObject({ state: "sent", sentAt });
    expect((await listLeadDeliveries(ctx.db, early))[0]).toMatchObject({ batch: ten.key, sentAt });
    expect((await listLeadDeliveries(ctx.db, late))[0]).toMatchObject({ batch: eleven.key });
    // The first click's job only: the second joined a digest that already had one.
    expect(await digestJobs(eleven.key)).toHaveLength(1);
  });

  it("holds a claimed delivery until its lease runs out on the clock, and never a sent one", async () => {
    const id = await insertLead("contact");
    const key = deliveryKey(id, "email");
    await ctx.db.insert(leadDeliveries).values({ leadId: id, channel: "email", key });
    const t0 = at("2030-01-09T09:00:00Z");
    const later = (ms: number) => new Date(t0.getTime() + ms);

    expect(await claimDelivery(ctx.db, key, 60, t0)).toMatchObject({
      attempts: 1,
      claimedUntil: later(60_000),
      updatedAt: t0,
    });
    // Another worker, within the lease: refused.
    expect(await claimDelivery(ctx.db, key, 60, later(59_999))).toBeNull();
    // After it (the first worker died mid-send): taken again.
    const retaken = await claimDelivery(ctx.db, key, 60, later(60_001));
    expect(retaken).toMatchObject({ attempts: 2, claimedUntil: later(120_001) });

    await ctx.db.transaction((tx) => markSent(tx, [retaken?.id ?? 0], null, later(61_000)));
    expect(await claimDelivery(ctx.db, key, 60, later(HOUR_MS))).toBeNull();
    expect(await findDelivery(ctx.db, key)).toMatchObject({
      state: "sent",
      sentAt: later(61_000),
      claimedUntil: null,
      attempts: 2,
    });
  });

  it("sends a click with the next digest once a part of its hour's digest went out", async () => {
    const ten = digestSlot(at("2030-01-11T10:00:00Z"));
    const early = await insertLead();
    expect(await queueClick(early, at("2030-01-11T10:10:00Z"))).toBe(ten.key);
    // A try that got one language's message out, then failed: it is queued again, unclaimed.
    const digest = await claimDelivery(ctx.db, ten.key, 60, at("2030-01-11T11:00:00Z"));
    await recordAcceptedPart(ctx.db, digest?.id ?? 0, `${ten.key}:id`);
    await recordAcceptedPart(ctx.db, digest?.id ?? 0, `${ten.key}:id`);
    const attempt = { id: digest?.id ?? 0, token: digest?.attemptToken ?? null };
    await markAttemptFailed(ctx.db, attempt, [], "451", false, at("2030-01-11T11:00:01Z"));
    expect(await findDelivery(ctx.db, ten.key)).toMatchObject({
      state: "queued",
      claimedUntil: null,
      acceptedParts: [`${ten.key}:id`],
    });

    // Its retry sends the English inboxes what the Indonesian ones got, and no more.
    const late = await insertLead();
    expect(await queueClick(late, at("2030-01-11T10:59:59Z"), at("2030-01-11T11:00:02Z"))).toBe(
      nextDigestSlot(ten).key,
    );
  });

  it("lets a worker whose lease ran out release no claim but its own", async () => {
    const id = await insertLead("contact");
    const key = deliveryKey(id, "email");
    await ctx.db.insert(leadDeliveries).values({ leadId: id, channel: "email", key });
    const t0 = at("2030-01-10T09:00:00Z");
    const later = (ms: number) => new Date(t0.getTime() + ms);
    const slow = await claimDelivery(ctx.db, key, 60, t0);
    const taker = await claimDelivery(ctx.db, key, 60, later(60_001));
    expect(taker?.attemptToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(taker?.attemptToken).not.toBe(slow?.attemptToken);

    // The first worker's send fails only now: the row stays with the worker that took it over.
    const stale = { id: slow?.id ?? 0, token: slow?.attemptToken ?? null };
    await markAttemptFailed(ctx.db, stale, [], "451 try later", false, later(61_000));
    expect(await findDelivery(ctx.db, key)).toMatchObject({
      claimedUntil: later(120_001),
      lastError: null,
    });
    expect(await claimDelivery(ctx.db, key, 60, later(62_000))).toBeNull();

    const own = { id: taker?.id ?? 0, token: taker?.attemptToken ?? null };
    await markAttemptFailed(ctx.db, own, [], "451 try later", false, later(63_000));
    expect(await findDelivery(ctx.db, key)).toMatchObject({
      claimedUntil: null,
      lastError: "451 try later",
    });
  });
});
