import { eq, max } from "drizzle-orm";
import type { StaffUser } from "../../contracts/auth-schema.ts";
import type { StaffRole } from "../../contracts/permissions.ts";
import { recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { sessions, staffUsers } from "../db/schema.ts";
import { ConflictError, notFound } from "../shared/domain-errors.ts";
import {
  assertAnotherActiveAdmin,
  assertStillActiveAdmin,
  setStaffDisabled,
} from "./auth-service.ts";
import { hashPassword } from "./passwords.ts";
import { deleteUserSessions } from "./session-service.ts";
import { withStaffLock } from "./staff-lock.ts";

export type StaffListItem = StaffUser & {
  disabled: boolean;
  createdAt: string;
  lastSeenAt: string | null;
};

export async function listStaffUsers(db: Database): Promise<StaffListItem[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      disabled: staffUsers.disabled,
      createdAt: staffUsers.createdAt,
      lastSeenAt: max(sessions.lastSeenAt),
    })
    .from(staffUsers)
    .leftJoin(sessions, eq(sessions.userId, staffUsers.id))
    .groupBy(staffUsers.id)
    .orderBy(staffUsers.disabled, staffUsers.name);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  }));
}

const selfChange = () =>
  new ConflictError("self_change", "You cannot change your own role or disable yourself");

/** Admins cannot lock themselves (or the studio) out: no self-demotion, one admin always stays. */
export async function changeStaffRole(db: Database, id: number, role: StaffRole, actor: StaffUser) {
  if (id === actor.id) throw selfChange();
  const updated = await withStaffLock(db, async (tx) => {
    await assertStillActiveAdmin(tx, actor);
    if (role !== "admin") await assertAnotherActiveAdmin(tx, id);
    const [row] = await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning({
        id: staffUsers.id,
        email: staffUsers.email,
        name: staffUsers.name,
        role: staffUsers.role,
      });
    if (!row) throw notFound("Staff account");
    return row;
  });
  await recordAudit(db, actor, "staff.role", { entity: "staff", entityId: id, details: { role } });
  return updated;
}

export async function changeStaffDisabled(
  db: Database,
  id: number,
  disabled: boolean,
  actor: StaffUser,
) {
  if (id === actor.id) throw selfChange();
  return setStaffDisabled(db, id, disabled, actor);
}

/**
 * A new password ends every session of that account, so a leaked one stops working at once;
 * changing your own keeps only the session you made the change from.
 */
export async function resetStaffPassword(
  db: Database,
  id: number,
  password: string,
  actor: StaffUser & { sessionId?: string },
) {
  const [updated] = await db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(staffUsers.id, id))
    .returning({ id: staffUsers.id });
  if (!updated) throw notFound("Staff account");
  await deleteUserSessions(db, id, id === actor.id ? actor.sessionId : undefined);
  await recordAudit(db, actor, "staff.password_reset", { entity: "staff", entityId: id });
  return { id };
}
