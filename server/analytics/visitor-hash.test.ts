import { describe, expect, it } from "vitest";
import { visitSalts } from "#server/db/schema.ts";
import { setupTestContext } from "#server/test/test-app.ts";
import { createVisitorHasher } from "./visitor-hash.ts";

const ctx = setupTestContext();

describe("the visitor hash", () => {
  it("is one visitor within a day, another the next day, and never holds the address", async () => {
    const hasher = createVisitorHasher(ctx.db);
    const monday = await hasher.hash("203.0.113.7", "Chrome", "2026-11-23");
    expect(await hasher.hash("203.0.113.7", "Chrome", "2026-11-23")).toBe(monday);
    expect(await hasher.hash("203.0.113.7", "Firefox", "2026-11-23")).not.toBe(monday);
    expect(await hasher.hash("203.0.113.8", "Chrome", "2026-11-23")).not.toBe(monday);
    expect(monday).toMatch(/^[0-9a-f]{32}$/);
    expect(monday).not.toContain("203.0.113.7");
    const tuesday = await hasher.hash("203.0.113.7", "Chrome", "2026-11-24");
    expect(tuesday).not.toBe(monday);
    // Monday's salt is gone: its hashes can no longer be recomputed from an address.
    expect((await ctx.db.select().from(visitSalts)).map((row) => row.day)).toEqual(["2026-11-24"]);
  });

  it("gives every instance the same day's salt", async () => {
    const [a, b] = [createVisitorHasher(ctx.db), createVisitorHasher(ctx.db)];
    const [first, second] = await Promise.all([
      a.hash("198.51.100.1", "Safari", "2026-11-25"),
      b.hash("198.51.100.1", "Safari", "2026-11-25"),
    ]);
    expect(first).toBe(second);
  });
});
