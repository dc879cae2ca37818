import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { visitSalts } from "#server/db/schema.ts";
import { sha256 } from "#server/shared/ids.ts";

/**
 * A visitor for one agency day: the hash of address and browser under that day's random salt.
 * The salt is shared by every instance through visit_salts and deleted once its day is over, so
 * yesterday's hashes can no longer be recomputed from an address; the address is never stored.
 */
export function createVisitorHasher(db: Database) {
  const salts = new Map<string, Promise<string>>();

  const readSalt = async (day: string) => {
    await db
      .insert(visitSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db.select().from(visitSalts).where(eq(visitSalts.day, day));
    // Days before today's are over: their salts go (and with them any way back to an address).
    await db.delete(visitSalts).where(lt(visitSalts.day, day));
    return row.salt;
  };

  const saltOf = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salts.clear();
      salt = readSalt(day);
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };

  return {
    hash: async (ip: string, userAgent: string, day: string) =>
      sha256(`${await saltOf(day)}:${ip}:${userAgent}`).slice(0, 32),
  };
}
export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
