import { eq } from "drizzle-orm";
import type { StaffLocale } from "../../contracts/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { notFound } from "../shared/domain-errors.ts";

/** Sets the language of one member's staff area (their own choice in the account menu). */
export async function setStaffLocale(db: Database, userId: number, locale: StaffLocale) {
  const updated = await db
    .update(staffUsers)
    .set({ locale, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId))
    .returning({ locale: staffUsers.locale });
  if (updated.length === 0) throw notFound("Staff member");
  return updated[0].locale;
}
