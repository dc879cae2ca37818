import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestContext } from "#server/test/test-app.ts";
import { vacuumEmbeddedDatabase } from "./embedded-maintenance.ts";
import { selectRows } from "./raw-rows.ts";

describe("vacuumEmbeddedDatabase", () => {
  const ctx = setupTestContext();

  it("marks the audit log's pages all-visible and counts its rows for the planner", async () => {
    await ctx.db.execute(sql`
      insert into audit_events (actor_email, action, created_at)
      select 'maintenance@projingga.test', 'employee.updated', now() - (g || ' seconds')::interval
      from generate_series(1, 2000) g`);
    // Rows replaced by an update are what PGlite, without autovacuum, never reclaimed.
    await ctx.db.execute(sql`update audit_events set entity = 'employee'`);
    const stats = () =>
      selectRows<{ visible: number; tuples: number }>(
        ctx.db,
        sql`select relallvisible as visible, reltuples as tuples from pg_class
            where relname = 'audit_events'`,
      );
    const [before] = await stats();
    expect(Number(before.visible)).toBe(0);

    await vacuumEmbeddedDatabase(ctx.db);

    const [after] = await stats();
    expect(Number(after.visible)).toBeGreaterThan(0);
    expect(Number(after.tuples)).toBe(2000);
  });
});
