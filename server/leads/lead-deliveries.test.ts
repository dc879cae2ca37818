import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadDeliveries, leads } from "../db/schema.ts";
import { createTestContext, type TestContext } from "../test/test-app.ts";
import { claimDelivery, deliveryKey, findDelivery, HOUR_MS, markSent } from "./lead-deliveries.ts";

const at = (iso: string) => new Date(iso);

describe(`delivery leases in the database (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function insertLead(source: "chat" | "contact") {
    const [lead] = await ctx.db.insert(leads).values({ source }).returning();
    return lead.id;
  }

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
});
