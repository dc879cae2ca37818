import { eq } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { staffUsers } from "#server/db/schema.ts";
import { countStaff } from "./auth-service.ts";

export type SetupChecklist = {
  /** Someone besides the first admin has an account. */
  teamInvited: boolean;
  /** New leads are emailed: SMTP_URL and LEAD_NOTIFY_TO are set. */
  mailReady: boolean;
};

/**
 * The getting-started checklist of this member's dashboard, or null: set for the admin made at
 * /setup and kept on the account (any browser) until they dismiss it.
 */
export async function getSetupChecklist(
  db: Database,
  userId: number,
  config: Pick<AppConfig, "SMTP_URL" | "LEAD_NOTIFY_TO">,
): Promise<SetupChecklist | null> {
  const [row] = await db
    .select({ setupChecklist: staffUsers.setupChecklist })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!row?.setupChecklist) return null;
  return {
    teamInvited: (await countStaff(db)) > 1,
    mailReady: Boolean(config.SMTP_URL && config.LEAD_NOTIFY_TO),
  };
}

/** Hides the checklist for good (idempotent). */
export async function dismissSetupChecklist(db: Database, userId: number): Promise<void> {
  await db
    .update(staffUsers)
    .set({ setupChecklist: false, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId));
}
