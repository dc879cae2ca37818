import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema.ts";
import { sha256 } from "#server/shared/ids.ts";
import { createStaff, setupTestContext } from "#server/test/test-app.ts";
import { createSession, deleteExpiredSessions } from "./session-service.ts";

const ctx = setupTestContext();
const HOUR = 3_600_000;
const lifetimes = { idleMs: 2 * HOUR, absoluteMs: 24 * HOUR };

describe("deleteExpiredSessions (the daily job started at boot)", () => {
  it("removes sessions past their end or idle past the lifetime, and keeps the live ones", async () => {
    const { id } = await createStaff(ctx, "editor");
    const now = new Date("2026-03-02T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ended = await createSession(ctx.db, id, ago(25 * HOUR), lifetimes);
    const idle = await createSession(ctx.db, id, ago(3 * HOUR), lifetimes);
    const live = await createSession(ctx.db, id, ago(HOUR), lifetimes);
    const left = async () =>
      (await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id))).map(
        (row) => row.id,
      );
    expect((await left()).sort()).toEqual([ended, idle, live].map(sha256).sort());

    expect(await deleteExpiredSessions(ctx.db, now, lifetimes)).toBe(2);
    expect(await left()).toEqual([sha256(live)]);
    expect(
      await deleteExpiredSessions(ctx.db, new Date(now.getTime() + 24 * HOUR), lifetimes),
    ).toBe(1);
    expect(await left()).toEqual([]);
  });

  it("runs once per agency day however many instances try at the same time", async () => {
    const { id } = await createStaff(ctx, "editor");
    const now = new Date("2026-04-10T12:00:00Z");
    await createSession(ctx.db, id, new Date(now.getTime() - 25 * HOUR), lifetimes);

    const runs = await Promise.all(
      Array.from({ length: 20 }, () => deleteExpiredSessions(ctx.db, now, lifetimes)),
    );
    expect(runs.filter((run) => run !== null)).toEqual([1]);

    // Later the same agency day (UTC+7: 16:59 UTC is 23:59 there) the day's run is done.
    await createSession(ctx.db, id, new Date(now.getTime() - 25 * HOUR), lifetimes);
    const lateSameDay = new Date("2026-04-10T16:59:00Z");
    expect(await deleteExpiredSessions(ctx.db, lateSameDay, lifetimes)).toBeNull();
    expect(await deleteExpiredSessions(ctx.db, new Date("2026-04-10T17:01:00Z"), lifetimes)).toBe(
      1,
    );
  });
});
