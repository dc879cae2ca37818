import { and, eq, sql } from "drizzle-orm";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import type { Database } from "#server/db/client.ts";
import { staffUsers } from "#server/db/schema.ts";
import { ForbiddenError } from "#server/shared/domain-errors.ts";

// Advisory lock key (namespace, key) shared by every change to who is staff or admin.
const STAFF_LOCK = [41_010, 0] as const;

/**
 * Runs work in one transaction that first takes the staff lock, so checks such as "no staff
 * yet" or "another active admin remains" still hold when the change commits. On PGlite the
 * transaction holds the only connection, so work must use the transaction it is given, never
 * the outer database, and should stay short (hash passwords before calling).
 */
export function withStaffLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK[0]}, ${STAFF_LOCK[1]})`);
    return work(tx as unknown as Database);
  });
}

/**
 * Call under the staff lock: the actor's session was checked when the request began, but a
 * parallel request may have disabled or demoted them since.
 */
export async function assertStillActiveAdmin(tx: Database, actor: StaffUser) {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, actor.id),
        eq(staffUsers.role, "admin"),
        eq(staffUsers.disabled, false),
      ),
    );
  if (!row) throw new ForbiddenError("forbidden", msg("cannotManageStaff"));
}
