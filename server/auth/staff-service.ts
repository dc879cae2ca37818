import { eq, max } from "drizzle-orm";
import type { StaffUser } from "#contracts/auth-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import type { StaffRole } from "#contracts/permissions.ts";
import { recordAudit } from "#server/audit/audit-service.ts";
import type { Database } from "#server/db/client.ts";
import { sessions, staffUsers } from "#server/db/schema.ts";
import { ConflictError, notFound } from "#server/shared/domain-errors.ts";
import { assertAnotherActiveAdmin, setStaffDisabled } from "./auth-service.ts";
import { hashPassword } from "./passwords.ts";
import { listMembersWithSecondFactor, resetSecondFactors } from "./second-factor-service.ts";
import { deleteUserSessions } from "./session-service.ts";
import { assertStillActiveAdmin, withStaffLock } from "./staff-lock.ts";

export type StaffListItem = StaffUser & {
  disabled: boolean;
  /** Has a passkey or an authenticator app. */
  secondFactor: boolean;
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
  const withFactor = await listMembersWithSecondFactor(db);
  return rows.map((row) => ({
    ...row,
    secondFactor: withFactor.has(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  }));
}

const selfChange = () => new ConflictError("self_change", msg("selfChange"));

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

/**
 * For a member who lost their devices: their passkeys, authenticator app and recovery codes go,
 * and their sessions end; they set a factor up again at their next sign-in. One's own factors
 * are managed on the account's security page.
 */
export async function resetStaffFactors(db: Database, id: number, actor: StaffUser) {
  if (id === actor.id) {
    throw new ConflictError("self_change", msg("ownFactors"));
  }
  const target = await resetSecondFactors(db, id, actor);
  return { id: target.id };
}
